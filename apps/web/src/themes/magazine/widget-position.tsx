/**
 * One of a page's three widget positions in the magazine theme (decision 0037 says where each sits): its widgets in
 * order. While they load position one holds a skeleton; a failed list leaves all three empty and position one says so
 * with "Try again" (SPEC §8).
 */
import type { TWidgetPosition } from '@izlog/contract/widgets';
import { Alert, Box, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPageWidgetsState } from '../layout-props';
import { ContactFormColumn, WidgetFrame } from './widget-frame';
import { WidgetStories } from './widget-stories';

type TWidgetPositionProps = {
  widgets: TPageWidgetsState | undefined;
  position: TWidgetPosition;
  /** False where the page shows its own placeholder for position one (the front page's lead story). */
  hasSkeleton?: boolean;
  /** In the front page's side column: the widgets' lists as narrow rows. */
  isInRail?: boolean;
};

export function WidgetPosition({ widgets, position, hasSkeleton = true, isInRail = false }: TWidgetPositionProps) {
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
    <Stack gap="xl" data-widget-position={position} data-tour="widgets">
      {shown.map((widget) => (
        <WidgetFrame key={widget.widget_id} widget={widget}>
          {widget.is_contact_form ? (
            <ContactFormColumn>{widgets.contactForm(widget)}</ContactFormColumn>
          ) : (
            <WidgetStories
              items={widget.items}
              perRow={widget.layout}
              label={widget.widget_title}
              isRanked={widget.criteria === 'most_read'}
              isInRail={isInRail}
            />
          )}
        </WidgetFrame>
      ))}
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
      <Box aria-hidden="true">
        <Skeleton h={18} w="30%" mb="md" />
        <Group grow gap="lg" wrap="nowrap">
          {[1, 2, 3].map((placeholder) => (
            <Skeleton key={placeholder} h={120} />
          ))}
        </Group>
      </Box>
    </div>
  );
}
