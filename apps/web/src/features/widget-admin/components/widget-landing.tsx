/**
 * The widget modal's landing screen: the page's widgets in positions one, two and three (three columns on a wide
 * screen, one under another on a phone), each with what it shows and its actions, and an "Add widget" in every
 * position. Loading shows the columns' outline; a failed load says why and offers to try again.
 */
import { type TPageWidget, type TWidgetPosition, WIDGET_POSITIONS } from '@izlog/contract/widgets';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWidgetPage } from '@/lib/modal-store';
import { usePageLayout } from '../api/get-page-layout';
import { usePageLabel } from '../hooks/use-page-label';
import { useWidgetMoves } from '../hooks/use-widget-moves';
import { pageNameOf } from '../utils/widget-page';
import { DeleteWidgetDialog } from './delete-widget-dialog';
import { PositionsBoard } from './positions-board';

type TWidgetLandingProps = {
  page: TWidgetPage;
  /** Takes focus when shown again after the wizard. */
  focusOnMount: boolean;
  onAdd(column: TWidgetPosition): void;
  onEdit(widgetId: number): void;
};

export function WidgetLanding({ page, focusOnMount, onAdd, onEdit }: TWidgetLandingProps) {
  const { t } = useTranslation();
  const pageLabel = usePageLabel(page);
  const layout = usePageLayout(pageNameOf(page));
  const moves = useWidgetMoves(layout.data);
  const [deleting, setDeleting] = useState<TPageWidget | null>(null);
  const introRef = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the screen is first shown
  useEffect(() => {
    if (focusOnMount) introRef.current?.focus();
  }, []);

  return (
    <Stack>
      <Text ref={introRef} tabIndex={-1} style={{ outlineOffset: 2 }}>
        {t('widgetAdmin.landing.intro', { page: pageLabel })}
      </Text>
      {layout.isPending && <LandingSkeleton />}
      {layout.isError && (
        <Alert color="red" title={t('widgetAdmin.landing.loadFailed')} role="alert">
          <Stack align="flex-start" gap="sm">
            <Text size="sm">{layout.error.message}</Text>
            <Button variant="light" color="red" onClick={() => void layout.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {layout.data && (
        <PositionsBoard
          board={moves.board}
          widgets={moves.widgets}
          isSaving={moves.isSaving || layout.isFetching}
          onMove={moves.move}
          onAdd={onAdd}
          onEdit={onEdit}
          onDelete={setDeleting}
        />
      )}
      {deleting && <DeleteWidgetDialog widget={deleting} pageLabel={pageLabel} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

/** The three positions' outline while the layout loads. */
function LandingSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 3 }} aria-hidden="true">
        {WIDGET_POSITIONS.map((column) => (
          <Paper key={column} withBorder p="sm">
            <Skeleton h={18} w="50%" mb="sm" />
            <Skeleton h={72} mb="xs" />
            <Skeleton h={72} mb="xs" />
            <Skeleton h={30} w="60%" />
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
