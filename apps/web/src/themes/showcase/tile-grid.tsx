/** The shop window's grid of tiles: one column under 352 px, two on phones, three on tablets, four on wide screens. */
import type { ReactNode } from 'react';
import classes from './showcase.module.css';

/** The columns of the grid, for the skeleton that stands in for it. */
export const TILE_COLUMNS = { base: 2, sm: 3, lg: 4 } as const;
/** The `sizes` of a tile picture in this grid, so the browser picks a variant as wide as the tile. */
export const TILE_IMAGE_SIZES = '(min-width: 75em) 25vw, (min-width: 48em) 33vw, (min-width: 22em) 50vw, 100vw';
/** A featured tile is two columns wide. */
export const FEATURED_IMAGE_SIZES = '(min-width: 75em) 50vw, (min-width: 48em) 66vw, 100vw';

export function TileGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.tileGrid} aria-label={label}>
      {children}
    </ul>
  );
}
