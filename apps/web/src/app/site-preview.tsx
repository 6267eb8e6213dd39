/**
 * The site management modal's live preview: the header's brand row and the home page's hero, drawn by the same pieces
 * the site uses (SiteBrand, the theme's HomeHero) from the settings as typed. Beside the form it is a miniature of a
 * desktop page (drawn at a desktop's width and scaled down to the column), so the hero's type keeps its proportions;
 * where the column is a phone's width it is drawn as a phone shows it.
 */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { Box, Group, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TSiteLook } from '@/lib/site-look';
import { useThemeLayouts } from '@/themes/theme-context';
import { SiteBrand } from './site-brand';

/** The page width the miniature stands for: a small laptop's content column. */
const DESKTOP_WIDTH = 800;
/** Narrower than this, the column is a phone's: no miniature, the phone's own sizes. */
const MINIATURE_FROM = 420;

export function SitePreview({ look }: { look: TSiteLook }) {
  const { HomeHero } = useThemeLayouts();
  const { ref: frameRef, width: frameWidth } = useElementSize();
  const { ref: pageRef, height: pageHeight } = useElementSize();
  const scale = frameWidth >= MINIATURE_FROM ? frameWidth / DESKTOP_WIDTH : 1;
  const isMiniature = scale !== 1;
  return (
    <Box ref={frameRef} style={{ overflow: 'hidden' }}>
      <Box h={isMiniature && pageHeight ? pageHeight * scale : undefined}>
        <Stack
          ref={pageRef}
          gap={0}
          w={isMiniature ? DESKTOP_WIDTH : undefined}
          style={isMiniature ? { transform: `scale(${scale})`, transformOrigin: 'top left' } : undefined}
        >
          <Group
            mih={DEFAULT_HEADER_HEIGHT / 2}
            px="md"
            py="sm"
            wrap="nowrap"
            bg="var(--mantine-color-body)"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <SiteBrand look={look} />
          </Group>
          <Box p="md">
            <HomeHero look={look} isEager={false} />
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
