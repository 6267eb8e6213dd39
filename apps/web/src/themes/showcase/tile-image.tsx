/** A tile's picture filling its frame (portrait, or 3:2 where asked), with its responsive variants; a calm field without one. */
import type { ReactNode } from 'react';
import { srcSetOf } from '@/lib/responsive-image';
import classes from './showcase.module.css';

type TTileImageProps = {
  src: string | null;
  sizes?: Record<string, string>;
  /** The `sizes` attribute: how wide the tile shows at each screen width. */
  displaySizes: string;
  /** Empty when the title beside it names the picture (a tile's caption). */
  alt: string;
  isEager?: boolean;
  /** Portrait tiles by default; 3:2 for a page's own picture and for stories. */
  shape?: 'portrait' | 'wide' | 'cover';
  children?: ReactNode;
};

export function TileImage({
  src,
  sizes,
  displaySizes,
  alt,
  isEager = false,
  shape = 'portrait',
  children,
}: TTileImageProps) {
  return (
    <div className={classes.tileMedia} data-shape={shape}>
      {src && (
        <img
          className={classes.tileImage}
          src={src}
          srcSet={srcSetOf(sizes)}
          sizes={displaySizes}
          alt={alt}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      {children}
    </div>
  );
}
