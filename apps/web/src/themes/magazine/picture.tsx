/** A story's picture with its responsive variants, square-cornered; a quiet tint where the story has none. */
import { AspectRatio, Box } from '@mantine/core';
import { srcSetOf } from '@/lib/responsive-image';
import classes from './magazine.module.css';

type TPictureProps = {
  src: string | null;
  sizes?: Record<string, string>;
  /** The `sizes` attribute: how wide the picture is shown at each screen width. */
  displaySizes: string;
  alt: string;
  /** The first picture of a page loads at once; the rest when they come near. */
  isEager?: boolean;
  /** Content pictures are 3:2 (SPEC §5); a thumbnail in a row may be cut squarer. */
  ratio?: number;
};

export function Picture({ src, sizes, displaySizes, alt, isEager = false, ratio = 3 / 2 }: TPictureProps) {
  return (
    <AspectRatio ratio={ratio}>
      {src ? (
        <img
          src={src}
          srcSet={srcSetOf(sizes)}
          sizes={displaySizes}
          alt={alt}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          style={{ objectFit: 'cover', width: '100%', height: '100%' }}
        />
      ) : (
        <Box className={classes.noPicture} aria-hidden="true" />
      )}
    </AspectRatio>
  );
}
