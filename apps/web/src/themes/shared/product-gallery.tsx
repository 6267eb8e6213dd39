/**
 * The picture gallery of a single page: the main picture and the gallery in `gallery_position` order, one shown
 * large, thumbnails to pick, previous/next buttons and the arrow keys (Home/End for the first and last).
 */
import { ActionIcon, AspectRatio, Box, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { srcSetOf } from '@/lib/responsive-image';

export type TGalleryPicture = { key: string; url: string; sizes?: Record<string, string> };

const MAIN_SIZES = '(min-width: 62em) 50vw, 100vw';
const THUMB_SIZES = '96px';

export function ProductGallery({ pictures, title }: { pictures: TGalleryPicture[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = pictures.length;
  if (count === 0) return null;
  const current = pictures[Math.min(index, count - 1)]!;
  const show = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    show(next);
  };

  const pictureName = (number: number) => `${title} — ${t('catalogue.pictureOf', { number, count })}`;
  return (
    // A focusable region (a keyboard-operated widget) so the arrow keys work without hunting for a button.
    <Stack gap="xs" component="section" aria-label={t('catalogue.gallery')} tabIndex={0} onKeyDown={onKeyDown}>
      <Box pos="relative">
        <AspectRatio ratio={3 / 2}>
          <Image
            src={current.url}
            srcSet={srcSetOf(current.sizes)}
            sizes={MAIN_SIZES}
            // The product's picture is the page's largest: fetched ahead of the rest.
            fetchPriority="high"
            alt={pictureName(index + 1)}
            radius="md"
            fit="cover"
          />
        </AspectRatio>
        {count > 1 && (
          <Group
            justify="space-between"
            pos="absolute"
            top="50%"
            left={8}
            right={8}
            style={{ transform: 'translateY(-50%)' }}
          >
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              onClick={() => show(index - 1)}
              aria-label={t('catalogue.previousPicture')}
            >
              <span aria-hidden="true">‹</span>
            </ActionIcon>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              onClick={() => show(index + 1)}
              aria-label={t('catalogue.nextPicture')}
            >
              <span aria-hidden="true">›</span>
            </ActionIcon>
          </Group>
        )}
      </Box>
      {count > 1 && (
        <>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('catalogue.pictureOf', { number: index + 1, count })}
          </Text>
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {pictures.map((picture, position) => (
              <li key={picture.key}>
                <UnstyledButton
                  onClick={() => show(position)}
                  aria-label={t('catalogue.showPicture', { number: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    outline: position === index ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                    outlineOffset: 2,
                  }}
                >
                  <Image
                    src={picture.url}
                    srcSet={srcSetOf(picture.sizes)}
                    sizes={THUMB_SIZES}
                    alt=""
                    w={96}
                    h={64}
                    fit="cover"
                    radius="sm"
                  />
                </UnstyledButton>
              </li>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
