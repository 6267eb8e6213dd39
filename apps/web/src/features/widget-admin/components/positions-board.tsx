/**
 * Positions one, two and three side by side, whose widgets move by drag and drop: with the pointer by a widget's
 * handle, or with the keyboard (Space or Enter picks a widget up, the arrows move it — up and down in a position,
 * left and right to another — Space or Enter drops it, Escape cancels). Each step is announced to screen readers in
 * the interface language. The board only reports the move; its owner saves it.
 */
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type TPageWidget, type TWidgetPosition, WIDGET_POSITIONS } from '@izlog/contract/widgets';
import { SimpleGrid } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { positionKey } from '../utils/position-name';
import {
  isWidgetPosition,
  locate,
  moveOf,
  type TDropTarget,
  type TWidgetBoard,
  type TWidgetMove,
} from '../utils/widget-board';
import { PositionColumn } from './position-column';

type TPositionsBoardProps = {
  board: TWidgetBoard;
  widgets: Map<number, TPageWidget>;
  /** While a move is saved or the layout read again, nothing can be picked up. */
  isSaving: boolean;
  onMove(move: TWidgetMove): void;
  onAdd(column: TWidgetPosition): void;
  onEdit(widgetId: number): void;
  onDelete(widget: TPageWidget): void;
};

// A small move on a touch pad is a click on the handle, not a drag.
const POINTER_ACTIVATION = { distance: 4 };

/** The droppable at the end of a position: a widget dropped there goes last. */
const endZoneId = (column: TWidgetPosition) => `end-${column}`;

function targetOf(id: UniqueIdentifier): TDropTarget | null {
  if (typeof id === 'number') return { kind: 'widget', id };
  const column = Number(/^end-(\d)$/.exec(id)?.[1]);
  return isWidgetPosition(column) ? { kind: 'end', column } : null;
}

const MEASURE_BEFORE_DRAG = { droppable: { strategy: MeasuringStrategy.Always } };

export function PositionsBoard({ board, widgets, isSaving, onMove, onAdd, onEdit, onDelete }: TPositionsBoardProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => widgets.get(Number(id))?.widget_title ?? String(id);
  const placeOf = (id: UniqueIdentifier) => {
    const where = locate(board, Number(id));
    return { place: (where?.index ?? 0) + 1, position: t(positionKey(where?.column ?? 1)) };
  };
  /** Where the widget would land over `overId`, for the announcements: the same rule as the drop. */
  const landingOf = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const target = targetOf(overId);
    const move = target ? moveOf(board, Number(activeId), target) : null;
    return move ? { place: move.place, position: t(positionKey(move.column)) } : null;
  };

  // A pick-up is followed at once by "over its own place": that one is not news and would cut the pick-up short.
  const isJustPickedUp = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      isJustPickedUp.current = true;
      return t('widgetAdmin.move.pickedUp', { item: nameOf(active.id), ...placeOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const isOwnPlace = over?.id === active.id;
      if (isJustPickedUp.current && isOwnPlace) return undefined;
      isJustPickedUp.current = false;
      if (!over) return undefined;
      const landing = landingOf(active.id, over.id);
      return landing
        ? t('widgetAdmin.move.over', { item: nameOf(active.id), ...landing })
        : t('widgetAdmin.move.overOwnPlace', { item: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const landing = over ? landingOf(active.id, over.id) : null;
      return landing
        ? t('widgetAdmin.move.dropped', { item: nameOf(active.id), ...landing })
        : t('widgetAdmin.move.stays', { item: nameOf(active.id), ...placeOf(active.id) });
    },
    onDragCancel: ({ active }) => t('widgetAdmin.move.cancelled', { item: nameOf(active.id), ...placeOf(active.id) }),
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const target = over ? targetOf(over.id) : null;
    const move = target ? moveOf(board, Number(active.id), target) : null;
    if (move) onMove(move);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      // The positions are measured before a drag starts, not just after: an arrow pressed at once after Space would
      // otherwise find no places yet and be lost. Three positions of a few widgets each cost nothing to measure.
      measuring={MEASURE_BEFORE_DRAG}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('widgetAdmin.move.instructions') } }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {WIDGET_POSITIONS.map((column) => (
          <PositionColumn
            key={column}
            column={column}
            widgets={board[column].flatMap((id) => widgets.get(id) ?? [])}
            isSaving={isSaving}
            endZoneId={endZoneId(column)}
            onAdd={onAdd}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </SimpleGrid>
    </DndContext>
  );
}
