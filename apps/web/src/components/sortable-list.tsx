/**
 * A vertical list the user reorders by dragging a handle with the pointer, or with the keyboard (Space or Enter
 * picks the item up, the arrow keys move it, Space or Enter drops it, Escape cancels). Every step is announced to
 * screen readers in the interface language. The list only reports the new order; its owner saves it.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type TSortableItem = { id: number; label: string; details?: ReactNode };

type TSortableListProps = {
  items: TSortableItem[];
  /** The list's accessible name, e.g. "Categories of Products in menu order". */
  label: string;
  onReorder(ids: number[]): void;
  /** While true (a save in flight, for instance) nothing can be picked up. */
  disabled?: boolean;
};

// A small move on a touch pad is a click on the handle, not a drag.
const POINTER_ACTIVATION = { distance: 4 };

export function SortableList({ items, label, onReorder, disabled = false }: TSortableListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? String(id);
  const positionOf = (id: UniqueIdentifier) => ({ position: ids.indexOf(Number(id)) + 1, count: ids.length });

  // A pick-up is followed at once by "over its own place": that one is not news and would cut the pick-up short.
  const isJustPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      isJustPickedUp.current = true;
      return t('sortable.pickedUp', { item: nameOf(active.id), ...positionOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const isOwnPlace = over?.id === active.id;
      if (isJustPickedUp.current && isOwnPlace) return undefined;
      isJustPickedUp.current = false;
      return over ? t('sortable.movedOver', { item: nameOf(active.id), ...positionOf(over.id) }) : undefined;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { item: nameOf(active.id), ...positionOf(over.id) })
        : t('sortable.cancelled', { item: nameOf(active.id), ...positionOf(active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { item: nameOf(active.id), ...positionOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack component="ol" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} position={index + 1} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, position }: { item: TSortableItem; position: number }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      data-sortable-item
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('sortable.handle', { item: item.label })}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <Text c="dimmed" size="sm" w={24} ta="right" aria-hidden="true">
          {position}.
        </Text>
        <div style={{ minWidth: 0 }}>
          <Text fw={500} truncate data-sortable-label>
            {item.label}
          </Text>
          {item.details}
        </div>
      </Group>
    </Paper>
  );
}
