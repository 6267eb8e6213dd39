/** The responsive card grid of the classic look (showcase lists use it too): one column on phones up to four on wide screens. */
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

export const GRID_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;
/** The `sizes` of a card picture in this grid, so the browser picks the right variant from the srcset. */
export const CARD_IMAGE_SIZES = '(min-width: 75em) 25vw, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={GRID_COLUMNS}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}
