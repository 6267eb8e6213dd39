/**
 * One of a page's three widget positions (decision 0037 says where each sits): its widgets in order. While they load
 * position one holds a skeleton; a failed list leaves all three empty and position one says so (SPEC §8).
 */
import type { TWidgetPosition } from '@izlog/contract/widgets';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPageWidgetsState } from '../layout-props';
import { ListWidget } from './list-widget';
import { ContactFormColumn, WidgetFrame } from './widget-frame';

type TWidgetPositionProps = {
  widgets: TPageWidgetsState | undefined;
  position: TWidgetPosition;
  /** False where the page shows its own placeholder for position one (the home page's lead block). */
  hasSkeleton?: boolean;
};

export function WidgetPosition({ widgets, position, hasSkeleton = true }: TWidgetPositionProps) {
  if (!widgets) return null;
  const isFirst = position === 1;
  if (widgets.error) {
    return (
      <div data-widget-position={position}>
        {isFirst && <WidgetsFailure message={widgets.error.message} onRetry={widgets.error.onRetry} />}
      </div>
    );
  }
  if (widgets.positions === null) {
    return isFirst && hasSkeleton ? (
      <div data-widget-position={position}>
        <WidgetSkeleton />
      </div>
    ) : null;
  }
  const shown = widgets.positions[position - 1] ?? [];
  if (shown.length === 0) return null;
  return (
    // data-tour: the guided tours point at the first position shown (issue 16).
    <Stack gap="lg" data-widget-position={position} data-tour="widgets">
      {shown.map((widget) =>
        widget.is_contact_form ? (
          <WidgetFrame key={widget.widget_id} widget={widget}>
            <ContactFormColumn>{widgets.contactForm(widget)}</ContactFormColumn>
          </WidgetFrame>
        ) : (
          <ListWidget key={widget.widget_id} widget={widget} />
        ),
      )}
    </Stack>
  );
}

function WidgetsFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" title={t('widgets.loadFailed')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="orange" size="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

function WidgetSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('widgets.loading')}</VisuallyHidden>
      <Card withBorder padding="md" radius="md" aria-hidden="true">
        <Skeleton h={22} w="40%" mb="md" />
        <Group grow gap="lg" wrap="nowrap">
          {[1, 2, 3].map((placeholder) => (
            <Skeleton key={placeholder} h={120} />
          ))}
        </Group>
      </Card>
    </div>
  );
}
