/**
 * A site shown in a device, scaled down to fit the space it has (never up): a desktop browser window (1280×800), a
 * phone's browser (390×844 with the address bar) or the app on a phone (the same screen without browser chrome). The
 * site runs live in a frame of its own origin, which lets the platform frame it (decision 0031).
 */
import { Box, Text } from '@mantine/core';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export type TDevice = 'desktop' | 'mobileWeb' | 'app';

/** The page's viewport in each device, as a real one has it. */
const SCREEN = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const BROWSER_BAR = 36;
const PHONE_BEZEL = 12;
const STATUS_BAR = 24;
const PHONE_ADDRESS_BAR = 44;
/** Room the page keeps above and below the frame (header, title, tabs, buttons). */
const RESERVED_HEIGHT = 260;
const MIN_FRAME_HEIGHT = 360;

function naturalSize(device: TDevice) {
  if (device === 'desktop') return { width: SCREEN.desktop.width, height: SCREEN.desktop.height + BROWSER_BAR };
  return { width: SCREEN.phone.width + 2 * PHONE_BEZEL, height: SCREEN.phone.height + 2 * PHONE_BEZEL };
}

type TDeviceFrameProps = { device: TDevice; url: string; title: string };

export function DeviceFrame({ device, url, title }: TDeviceFrameProps) {
  const { t } = useTranslation();
  const { ref, width: availableWidth } = useElementSize();
  const { height: viewportHeight } = useViewportSize();
  const natural = naturalSize(device);
  const availableHeight = Math.max(MIN_FRAME_HEIGHT, viewportHeight - RESERVED_HEIGHT);
  // Before the first measure (and in tests) the frame is shown whole.
  const scale = availableWidth > 0 ? Math.min(1, availableWidth / natural.width, availableHeight / natural.height) : 1;
  const percent = Math.round(scale * 100);
  return (
    <Box ref={ref} w="100%">
      <Box
        mx="auto"
        w={Math.floor(natural.width * scale)}
        h={Math.floor(natural.height * scale)}
        style={{ overflow: 'hidden' }}
        data-testid={`device-${device}`}
      >
        <Box w={natural.width} h={natural.height} style={{ transform: `scale(${scale})`, transformOrigin: 'top left' }}>
          {device === 'desktop' ? (
            <DesktopWindow url={url} title={title} />
          ) : (
            <Phone url={url} title={title} withBrowser={device === 'mobileWeb'} />
          )}
        </Box>
      </Box>
      {scale < 1 && (
        <Text size="xs" c="dimmed" ta="center" mt={6}>
          {t('salesSite.preview.scaled', { percent })}
        </Text>
      )}
    </Box>
  );
}

function SiteFrame({ url, title, width, height }: { url: string; title: string; width: number; height: number }) {
  return (
    <iframe
      src={url}
      title={title}
      width={width}
      height={height}
      style={{ border: 0, display: 'block', background: '#fff' }}
      // The demo site runs as itself (its own origin, scripts and storage) but cannot navigate or open this page.
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerPolicy="no-referrer"
    />
  );
}

function AddressBar({ url, height, fontSize }: { url: string; height: number; fontSize: number }) {
  return (
    <Box
      h={height}
      px={12}
      style={{ display: 'flex', alignItems: 'center', background: '#f1f3f5', borderBottom: '1px solid #dee2e6' }}
      aria-hidden="true"
    >
      <Box
        px={12}
        style={{
          flex: 1,
          height: height - 12,
          borderRadius: 999,
          background: '#fff',
          display: 'flex',
          alignItems: 'center',
          fontSize,
          color: '#495057',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        {url.replace(/^https?:\/\//, '')}
      </Box>
    </Box>
  );
}

function DesktopWindow({ url, title }: { url: string; title: string }) {
  return (
    <Box style={{ borderRadius: 10, overflow: 'hidden', border: '1px solid #ced4da', boxShadow: '0 8px 30px #0002' }}>
      <AddressBar url={url} height={BROWSER_BAR} fontSize={13} />
      <SiteFrame url={url} title={title} width={SCREEN.desktop.width} height={SCREEN.desktop.height - 2} />
    </Box>
  );
}

function Phone({ url, title, withBrowser }: { url: string; title: string; withBrowser: boolean }) {
  const pageHeight = SCREEN.phone.height - STATUS_BAR - (withBrowser ? PHONE_ADDRESS_BAR : 0);
  return (
    <Box p={PHONE_BEZEL} style={{ background: '#1a1b1e', borderRadius: 48, boxShadow: '0 8px 30px #0003' }}>
      <Box style={{ borderRadius: 36, overflow: 'hidden', background: '#fff' }}>
        <Box
          h={STATUS_BAR}
          px={24}
          aria-hidden="true"
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            fontSize: 12,
            fontWeight: 600,
            background: withBrowser ? '#f1f3f5' : '#fff',
          }}
        >
          <span>9:41</span>
          <span>▂▄▆ ▮</span>
        </Box>
        {withBrowser && <AddressBar url={url} height={PHONE_ADDRESS_BAR} fontSize={14} />}
        <SiteFrame url={url} title={title} width={SCREEN.phone.width} height={pageHeight} />
      </Box>
    </Box>
  );
}
