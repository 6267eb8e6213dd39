/**
 * A widget on the landing screen: the handle that moves it, its name, its kind, what it shows and in what order, and
 * its edit and delete actions.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TPageWidget, TWidgetPosition } from '@izlog/contract/widgets';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWidgetSummary } from '../hooks/use-widget-summary';

type TWidgetCardProps = {
  widget: TPageWidget;
  column: TWidgetPosition;
  index: number;
  onEdit(widgetId: number): void;
  onDelete(widget: TPageWidget): void;
};

export function WidgetCard({ widget, column, index, onEdit, onDelete }: TWidgetCardProps) {
  const { t } = useTranslation();
  const summary = useWidgetSummary(widget);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: widget.widget_id,
  });
  const title = widget.widget_title;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      data-board-slot
      data-column={column}
      data-row={index}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          aria-label={t('widgetAdmin.move.handle', { item: title })}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-widget-title>
            {title}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={widget.is_contact_form ? 'grape' : 'blue'} size="sm">
              {summary.kind}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {summary.shows}
          </Text>
          {summary.order && (
            <Text size="sm" c="dimmed">
              {summary.order}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onEdit(widget.widget_id)}
              aria-label={t('widgetAdmin.landing.editNamed', { title })}
            >
              {t('widgetAdmin.landing.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              c="red.9"
              onClick={() => onDelete(widget)}
              aria-label={t('widgetAdmin.landing.deleteNamed', { title })}
            >
              {t('widgetAdmin.landing.delete')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
