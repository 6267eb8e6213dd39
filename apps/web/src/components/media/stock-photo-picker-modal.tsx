/**
 * The stock photo picker (SPEC §2, §7 "Third party"): topics (collections) and search, a grid of photos that loads
 * the next page as its end comes into view (the `Link` rel="next" of each answer), and a "show more" button for
 * those who do not scroll. Picking a photo hands back its download location, which a form sends as `stock_image`.
 */
import type { TStockPhoto } from '@izlog/contract/media';
import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNestedDialog } from '../nested-dialog';
import { type TStockSource, useStockPhotos } from './api/get-stock-photos';
import { useStockTopics } from './api/get-stock-topics';
import { useSentinel } from './use-sentinel';

type TStockPick = { location: string; previewUrl: string; alt: string };

type TStockPhotoPickerModalProps = {
  opened: boolean;
  onClose(): void;
  onPicked(pick: TStockPick): void;
};

const SEARCH_DELAY_MS = 400;

export function StockPhotoPickerModal({ opened, onClose, onPicked }: TStockPhotoPickerModalProps) {
  const { t } = useTranslation();
  // Opened from a form in a modal: Escape closes only the picker.
  useNestedDialog(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('media.stockTitle')} size="xl" centered>
      {opened && (
        <StockPicker
          onPicked={(pick) => {
            onPicked(pick);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function StockPicker({ onPicked }: { onPicked(pick: TStockPick): void }) {
  const { t } = useTranslation();
  const topics = useStockTopics();
  const [chosenTopic, setChosenTopic] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const topic = chosenTopic ?? topics.data?.[0]?.slug ?? null;
  const source: TStockSource | null = query ? { kind: 'search', query } : topic ? { kind: 'topic', slug: topic } : null;

  return (
    <Stack>
      <TextInput
        type="search"
        // The picker opens with focus in the search (Mantine's data-autofocus), not on its close button.
        data-autofocus
        label={t('media.stockSearch')}
        placeholder={t('media.stockSearchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {topics.isError ? (
        <Alert color="red">{t('media.stockUnavailable')}</Alert>
      ) : (
        <Group gap="xs" role="group" aria-label={t('media.stockTopics')}>
          {topics.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
          {topics.data?.map((item) => {
            const isChosen = !query && item.slug === topic;
            return (
              <Button
                key={item.slug}
                size="compact-sm"
                variant={isChosen ? 'filled' : 'light'}
                aria-pressed={isChosen}
                onClick={() => {
                  setChosenTopic(item.slug);
                  setSearch('');
                }}
              >
                {item.title}
              </Button>
            );
          })}
        </Group>
      )}
      {source && <PhotoGrid source={source} onPicked={onPicked} />}
    </Stack>
  );
}

function photoAlt(photo: TStockPhoto, fallback: string): string {
  return photo.alt_description ?? photo.description ?? fallback;
}

function PhotoGrid({ source, onPicked }: { source: TStockSource; onPicked(pick: TStockPick): void }) {
  const { t } = useTranslation();
  const photos = useStockPhotos(source);
  const pages = photos.data?.pages ?? [];
  const items = pages.flatMap((page) => page.photos);
  const loadMore = () => {
    if (photos.hasNextPage && !photos.isFetchingNextPage) void photos.fetchNextPage();
  };
  const sentinel = useSentinel<HTMLDivElement>(loadMore, photos.hasNextPage, pages.length);

  if (photos.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (photos.isError && items.length === 0) {
    return (
      <Alert color="red" title={t('media.stockUnavailable')}>
        <Button size="xs" variant="light" onClick={() => void photos.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <Text c="dimmed">{t('media.stockNoMatch')}</Text>;

  return (
    <ScrollArea.Autosize mah="60vh" type="auto">
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3 }}
        spacing="xs"
        aria-label={t('media.stockResults')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((photo) => {
          const alt = photoAlt(photo, t('media.stockPhotoBy', { name: photo.user.name }));
          return (
            <li key={photo.id}>
              <UnstyledButton
                w="100%"
                title={t('media.stockPhotoBy', { name: photo.user.name })}
                onClick={() => onPicked({ location: photo.links.download_location, previewUrl: photo.urls.small, alt })}
                style={{ borderRadius: 4, overflow: 'hidden', display: 'block' }}
              >
                <Image src={photo.urls.small} alt={alt} style={{ aspectRatio: '3 / 2' }} fit="cover" />
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
      <div ref={sentinel} data-testid="stock-sentinel" style={{ height: 1 }} />
      {photos.isFetchingNextPage && (
        <Center py="sm">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
      {photos.hasNextPage && !photos.isFetchingNextPage && (
        <Center py="sm">
          <Button variant="subtle" size="xs" onClick={loadMore}>
            {t('media.showMore')}
          </Button>
        </Center>
      )}
      {photos.isFetchNextPageError && (
        <Text c="red" size="sm" role="alert">
          {t('media.stockUnavailable')}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}
