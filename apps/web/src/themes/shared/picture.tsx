/** A content picture with its responsive variants; a calm placeholder when there is none. */
import { AspectRatio, Box, Image } from '@mantine/core';
import { srcSetOf } from '@/lib/responsive-image';

type TPictureProps = {
  src: string | null;
  sizes?: Record<string, string>;
  /** The `sizes` attribute: how wide the picture is shown at each screen width. */
  displaySizes: string;
  alt: string;
  /** The first picture of a page loads at once; the rest when they come near. */
  isEager?: boolean;
};

/** Content pictures are 3:2 (SPEC §5 photo advice). */
const CONTENT_RATIO = 3 / 2;

export function Picture({ src, sizes, displaySizes, alt, isEager = false }: TPictureProps) {
  return (
    <AspectRatio ratio={CONTENT_RATIO}>
      {src ? (
        <Image
          src={src}
          srcSet={srcSetOf(sizes)}
          sizes={displaySizes}
          alt={alt}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          fit="cover"
          radius="sm"
        />
      ) : (
        <Box
          bg="var(--izlog-color-surface-muted)"
          aria-hidden="true"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      )}
    </AspectRatio>
  );
}
