/**
 * Gallery editing (SPEC §2, §3 gallery/stock_gallery/video_gallery): pictures (uploaded and cropped, or stock) and
 * YouTube/Vimeo videos, reordered by dragging or by keyboard (dnd-kit, with spoken announcements), removed after a
 * confirmation, added from the upload modal, the stock picker or a link. `appendGalleryValue` sends it.
 */

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MAX_GALLERY_ITEMS } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import { parseVideoLink } from '@izlog/contract/video-links';
import { ActionIcon, Badge, Box, Button, Card, Group, Image, Input, SimpleGrid, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { galleryItemPreview, isVideoItem, newGalleryKey, type TGalleryItem } from './gallery-value';
import { useFieldModal } from './use-field-modal';

export type { TGalleryItem } from './gallery-value';
export { appendGalleryValue, galleryFromContent } from './gallery-value';

const ImageUploadModal = lazy(() =>
  import('./image-upload-modal').then((module) => ({ default: module.ImageUploadModal })),
);
const StockPhotoPickerModal = lazy(() =>
  import('./stock-photo-picker-modal').then((module) => ({ default: module.StockPhotoPickerModal })),
);

type TGalleryFieldProps = {
  label: string;
  value: TGalleryItem[];
  onChange(value: TGalleryItem[]): void;
  error?: string;
  /** At most this many items (default: the contract's MAX_GALLERY_ITEMS). */
  max?: number;
};

const PROVIDER_NAMES: Record<string, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export function GalleryField({ label, value, onChange, error, max = MAX_GALLERY_ITEMS }: TGalleryFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { openModal, openFrom, close } = useFieldModal<'upload' | 'stock'>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const isFull = value.length >= max;
  const nameOfKey = (key: string | number) => value.find((item) => item.key === key)?.name ?? '';
  const positionOf = (key: string | number) => value.findIndex((item) => item.key === key) + 1;
  const add = (item: TGalleryItem) => onChange([...value, item]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.findIndex((item) => item.key === active.id);
    const to = value.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(value, from, to));
  };

  const confirmRemove = (item: TGalleryItem) =>
    modals.openConfirmModal({
      title: t('gallery.removeTitle'),
      children: <Text size="sm">{t('gallery.removeConfirm', { name: item.name })}</Text>,
      labels: { confirm: t('gallery.removeYes'), cancel: t('gallery.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => onChange(value.filter((entry) => entry.key !== item.key)),
    });

  const count = value.length;
  return (
    <Input.Wrapper id={id} label={label} error={error} labelElement="div" description={t('gallery.dragHint')}>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('gallery.empty')}
        </Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('gallery.dragHint') },
            announcements: {
              onDragStart: ({ active }) =>
                t('gallery.pickedUp', { name: nameOfKey(active.id), position: positionOf(active.id), count }),
              onDragOver: ({ active, over }) =>
                over ? t('gallery.movedTo', { name: nameOfKey(active.id), position: positionOf(over.id), count }) : '',
              onDragEnd: ({ active, over }) =>
                over ? t('gallery.dropped', { name: nameOfKey(active.id), position: positionOf(over.id), count }) : '',
              onDragCancel: ({ active }) => t('gallery.cancelled', { name: nameOfKey(active.id) }),
            },
          }}
        >
          <SortableContext items={value.map((item) => item.key)} strategy={rectSortingStrategy}>
            <SimpleGrid
              cols={{ base: 2, sm: 3, md: 4 }}
              spacing="xs"
              mt={4}
              role="list"
              aria-label={t('gallery.items')}
            >
              {value.map((item, index) => (
                <SortableItem key={item.key} item={item} index={index} onRemove={() => confirmRemove(item)} />
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      )}
      <Group gap="xs" mt="xs" align="flex-start">
        <Button variant="light" size="xs" disabled={isFull} onClick={openFrom('upload')}>
          {t('gallery.addPhoto')}
        </Button>
        <Button variant="light" size="xs" disabled={isFull} onClick={openFrom('stock')}>
          {t('gallery.addStock')}
        </Button>
      </Group>
      <VideoLinkInput items={value} isFull={isFull} onAdd={add} />
      {isFull && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('gallery.full', { max })}
        </Text>
      )}
      <Suspense fallback={null}>
        {openModal === 'upload' && (
          <ImageUploadModal
            opened
            ratio="content"
            title={t('gallery.addPhoto')}
            onClose={close}
            onPicked={(file) =>
              add({
                key: newGalleryKey(),
                kind: 'file',
                file,
                previewUrl: URL.createObjectURL(file),
                name: file.name,
              })
            }
          />
        )}
        {openModal === 'stock' && (
          <StockPhotoPickerModal
            opened
            onClose={close}
            onPicked={(pick) =>
              add({
                key: newGalleryKey(),
                kind: 'stock',
                location: pick.location,
                previewUrl: pick.previewUrl,
                name: pick.alt,
              })
            }
          />
        )}
      </Suspense>
    </Input.Wrapper>
  );
}

function SortableItem({ item, index, onRemove }: { item: TGalleryItem; index: number; onRemove(): void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  const preview = galleryItemPreview(item);
  return (
    <Card
      ref={setNodeRef}
      role="listitem"
      data-gallery-index={index}
      withBorder
      padding={4}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
    >
      {preview ? (
        <Image src={preview} alt={item.name} style={{ aspectRatio: '3 / 2' }} fit="cover" radius="sm" />
      ) : (
        <Box
          style={{ aspectRatio: '3 / 2', display: 'grid', placeItems: 'center', borderRadius: 4 }}
          bg="dark.6"
          c="white"
        >
          <Badge variant="white" color="dark">
            ▶ {'provider' in item ? (PROVIDER_NAMES[item.provider] ?? item.provider) : ''}
          </Badge>
        </Box>
      )}
      <Group justify="space-between" gap={4} mt={4} wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          aria-label={t('gallery.move', { name: item.name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <Text size="xs" truncate="end" title={isVideoItem(item) ? item.url : item.name}>
          {isVideoItem(item) ? item.url : item.name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('gallery.remove', { name: item.name })}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </ActionIcon>
      </Group>
    </Card>
  );
}

/** A YouTube or Vimeo link, checked with the contract's rule before it joins the gallery (once). */
function VideoLinkInput({
  items,
  isFull,
  onAdd,
}: {
  items: TGalleryItem[];
  isFull: boolean;
  onAdd(item: TGalleryItem): void;
}) {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const video = parseVideoLink(link);
    if (!video) {
      setProblem(formatMessage('video_link_invalid', getLanguage()));
      return;
    }
    setProblem(null);
    setLink('');
    if (items.some((item) => isVideoItem(item) && parseVideoLink(item.url)?.url === video.url)) return;
    const number = items.length + 1;
    onAdd({
      key: newGalleryKey(),
      kind: 'video',
      url: video.url,
      provider: video.provider,
      name: t('gallery.video', { number, provider: PROVIDER_NAMES[video.provider] }),
    });
  };

  // Enter adds the link instead of submitting the form around the field.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Group gap="xs" mt="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('gallery.videoLink')}
        placeholder="https://www.youtube.com/watch?v=…"
        value={link}
        disabled={isFull}
        error={problem}
        onChange={(event) => {
          setLink(event.currentTarget.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={add} disabled={isFull || !link.trim()} mb={problem ? 22 : 0}>
        {t('gallery.addVideo')}
      </Button>
    </Group>
  );
}
