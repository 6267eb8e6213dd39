/**
 * A picture of a real page of the demo site, as the server draws it (decision 0043), for the template cards, the
 * pricing page and the platform home (issue 26 item 16): the page in a frame that runs no script (`sandbox` without `allow-scripts`), at
 * its true width (a desktop's 1280 or a phone's 390 px), scaled to the space it has, drawn as a picture (`?picture`:
 * the server leaves every script out). It is always the page as it is
 * today — same demo content, same theme — so no screenshot has to be kept up to date.
 *
 * It is a picture, not a place to go: inert (nothing inside takes focus or clicks) and hidden from assistive
 * technology, since the card or section around it names the template and links to the live preview.
 */
import { PICTURE_PARAM } from '@izlog/contract/templates';
import { Box } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useHasComeNear } from '@/lib/use-has-come-near';

const SCREENS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 780 },
} as const;

export type TSiteScreen = keyof typeof SCREENS;

/** The page as the server draws it to be looked at (`?picture`: no script, which the frame would refuse anyway). */
export function pictureUrlOf(url: string): string {
  const picture = new URL(url, window.location.href);
  picture.searchParams.set(PICTURE_PARAM, '');
  return picture.href;
}

type TSitePictureProps = {
  url: string;
  /** Names the frame, though it is hidden from assistive technology as a picture. */
  title: string;
  screen: TSiteScreen;
  /** How much of the page's height shows, as a share of the screen's (a card shows the top of the home). */
  heightShare?: number;
  /** The hero's picture loads at once; cards lower on the page when they come near. */
  isEager?: boolean;
  radius?: number;
};

/**
 * True once the page around has loaded and the browser is idle: a framed page's layout and paint share the page's
 * thread (the demo site is the platform's own site), so the page is ready to use before its pictures begin.
 */
function useAfterPageLoad(): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const start = () => {
      idle = (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200)))(() =>
        setIsLoaded(true),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return isLoaded;
}

export function SitePicture({ url, title, screen, heightShare = 1, isEager = false, radius = 8 }: TSitePictureProps) {
  const { ref, width } = useElementSize();
  const natural = SCREENS[screen];
  const height = Math.round(natural.height * heightShare);
  // Before the first measure the box keeps the page's proportions, so nothing below it moves when the scale arrives.
  const scale = width > 0 ? width / natural.width : 0;
  const isPageLoaded = useAfterPageLoad();
  // A picture further down begins only as the visitor scrolls towards it.
  const [nearRef, hasComeNear] = useHasComeNear();
  const boxRef = useMergedRef(ref, nearRef);
  return (
    <Box
      ref={boxRef}
      aria-hidden="true"
      inert
      data-testid={`site-picture-${screen}`}
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${natural.width} / ${height}`,
        overflow: 'hidden',
        borderRadius: radius,
        background: 'var(--mantine-color-gray-0)',
        pointerEvents: 'none',
      }}
    >
      {isPageLoaded && (isEager || hasComeNear) && (
        <iframe
          src={pictureUrlOf(url)}
          title={title}
          tabIndex={-1}
          width={natural.width}
          height={height}
          loading={isEager ? 'eager' : 'lazy'}
          // No script runs (none is sent, and none may); its own origin lets it load its style sheets and pictures,
          // which the site gives only to itself (Cross-Origin-Resource-Policy).
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
          style={{
            border: 0,
            display: 'block',
            background: '#fff',
            transform: `scale(${scale || 1})`,
            transformOrigin: 'top left',
            // Loading starts at once; the page shows once the box is measured and the scale known.
            visibility: scale > 0 ? 'visible' : 'hidden',
          }}
        />
      )}
    </Box>
  );
}
