/**
 * One of a page's three widget positions in its states, decided once for every theme (decision 0037, SPEC §8):
 * nothing on a page given no widgets; a failed list leaves all three positions empty and position one says so with
 * "Try again"; while they load position one holds the theme's placeholder; then the position's widgets in order, or
 * nothing. Each theme passes in only its markup: the placeholder, the space between widgets and how one is drawn.
 */
import type { TPageWidget, TWidgetPosition } from '@izlog/contract/widgets';
import { Alert, Button, Group, Skeleton, Stack, type StackProps, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPageWidgetsState } from '../layout-props';

/** What a page passes to every theme's WidgetPosition. */
export type TWidgetPositionProps = {
  widgets: TPageWidgetsState | undefined;
  position: TWidgetPosition;
  /** False where the page shows its own placeholder for position one (the home page's lead). */
  hasSkeleton?: boolean;
};

type TWidgetPositionStatesProps = TWidgetPositionProps & {
  /** The theme's placeholder, hidden from assistive technology: the words "loading" are said for it. */
  placeholder: ReactNode;
  gap: StackProps['gap'];
  /** `contactForm` draws a contact form widget's form (the page holds its state). */
  renderWidget: (widget: TPageWidget, contactForm: TPageWidgetsState['contactForm']) => ReactNode;
};

export function WidgetPositionStates({
  widgets,
  position,
  hasSkeleton = true,
  placeholder,
  gap,
  renderWidget,
}: TWidgetPositionStatesProps) {
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
        <WidgetsLoading placeholder={placeholder} />
      </div>
    ) : null;
  }
  const shown = widgets.positions[position - 1] ?? [];
  if (shown.length === 0) return null;
  return (
    // data-tour: the guided tours point at the first position shown (issue 16).
    <Stack gap={gap} data-widget-position={position} data-tour="widgets">
      {shown.map((widget) => (
        <Fragment key={widget.widget_id}>{renderWidget(widget, widgets.contactForm)}</Fragment>
      ))}
    </Stack>
  );
}

/** A widget's row of items while it loads, the same three tiles in every theme's placeholder. */
export function WidgetItemsPlaceholder() {
  return (
    <Group grow gap="lg" wrap="nowrap">
      {[1, 2, 3].map((placeholder) => (
        <Skeleton key={placeholder} h={120} />
      ))}
    </Group>
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

function WidgetsLoading({ placeholder }: { placeholder: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('widgets.loading')}</VisuallyHidden>
      {placeholder}
    </div>
  );
}
