/** A logo as a 64 px square beside its field's buttons, or a line saying there is none yet. */
import { Image, Text } from '@mantine/core';

type TLogoPreviewProps = { src: string | null | undefined; alt: string; emptyText: string };

export function LogoPreview({ src, alt, emptyText }: TLogoPreviewProps) {
  if (!src) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      w={64}
      h={64}
      fit="contain"
      radius="sm"
      bg="var(--izlog-color-surface-muted)"
      style={{ flexShrink: 0 }}
    />
  );
}
