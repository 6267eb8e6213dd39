/**
 * The site management modal's live preview: the header's brand row and the home page's hero, drawn by the same pieces
 * the site uses (SiteBrand, the theme's HomeHero) from the settings as typed, at the header's own height.
 */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { Box, Group, Stack } from '@mantine/core';
import type { TSiteLook } from '@/lib/site-look';
import { HomeHero } from '@/themes/classic/home-hero';
import { SiteBrand } from './site-brand';

export function SitePreview({ look }: { look: TSiteLook }) {
  return (
    <Stack gap={0}>
      <Group
        mih={DEFAULT_HEADER_HEIGHT / 2}
        px="md"
        py="sm"
        wrap="nowrap"
        bg="var(--mantine-color-body)"
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
        }}
      >
        <SiteBrand look={look} />
      </Group>
      <Box p="sm">
        <HomeHero look={look} isEager={false} />
      </Box>
    </Stack>
  );
}
