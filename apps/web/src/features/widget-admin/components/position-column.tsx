/**
 * One position of the page: its widgets in order (a sortable list), then its end zone — where a widget dropped goes
 * last, where an empty position says so, and where "Add widget" is (unless the position is full).
 */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type TPageWidget, type TWidgetPosition, WIDGETS_PER_POSITION } from '@izlog/contract/widgets';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { positionKey } from '../utils/position-name';
import { WidgetCard } from './widget-card';

type TPositionColumnProps = {
  column: TWidgetPosition;
  /** Its widgets, in order. */
  widgets: TPageWidget[];
  isSaving: boolean;
  endZoneId: string;
  onAdd(column: TWidgetPosition): void;
  onEdit(widgetId: number): void;
  onDelete(widget: TPageWidget): void;
};

export function PositionColumn({
  column,
  widgets,
  isSaving,
  endZoneId,
  onAdd,
  onEdit,
  onDelete,
}: TPositionColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const positionName = t(positionKey(column));
  const ids = widgets.map((widget) => widget.widget_id);
  const isFull = widgets.length >= WIDGETS_PER_POSITION;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="md"
      bg="var(--izlog-color-surface-muted)"
    >
      <Group justify="space-between" align="baseline" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={headingId}>
          {positionName}
        </Title>
        <Text size="xs" c="dimmed">
          {t('widgetAdmin.landing.count', { current: widgets.length, max: WIDGETS_PER_POSITION })}
        </Text>
      </Group>
      <SortableContext id={`position-${column}`} items={ids} strategy={verticalListSortingStrategy} disabled={isSaving}>
        {widgets.length > 0 && (
          <Stack
            component="ol"
            aria-label={t('widgetAdmin.landing.listLabel', { position: positionName })}
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {widgets.map((widget, index) => (
              <WidgetCard
                key={widget.widget_id}
                widget={widget}
                column={column}
                index={index}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </Stack>
        )}
      </SortableContext>
      <EndZone id={endZoneId} column={column} row={widgets.length} disabled={isSaving}>
        {widgets.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('widgetAdmin.landing.emptyPosition')}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          onClick={() => onAdd(column)}
          disabled={isFull}
          aria-label={t('widgetAdmin.landing.addTo', { position: positionName })}
        >
          + {t('widgetAdmin.landing.add')}
        </Button>
        {isFull && (
          <Text size="xs" c="dimmed">
            {t('widgetAdmin.landing.full', { max: WIDGETS_PER_POSITION })}
          </Text>
        )}
      </EndZone>
    </Paper>
  );
}

type TEndZoneProps = { id: string; column: TWidgetPosition; row: number; disabled: boolean; children: ReactNode };

function EndZone({ id, column, row, disabled, children }: TEndZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return (
    <Box
      ref={setNodeRef}
      mt="xs"
      p="xs"
      data-board-slot
      data-column={column}
      data-row={row}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: `1px dashed ${isOver ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-gray-5)'}`,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Stack gap={6} align="flex-start">
        {children}
      </Stack>
    </Box>
  );
}
