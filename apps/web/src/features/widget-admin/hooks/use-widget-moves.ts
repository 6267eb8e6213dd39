/**
 * Moving widgets on the landing screen: the board shows the move at once while change-widget-position saves it with
 * the layout's and the widget's versions. Success or not, the layout is read again before the board lets go of its
 * own copy, so nothing jumps; a refusal (409: someone else changed the layout) shows the server's message and the
 * layout as the server has it — nothing of the refused move stays.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TPageWidget, TPageWidgets } from '@izlog/contract/widgets';
import { useState } from 'react';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useChangeWidgetPosition } from '../api/change-widget-position';
import { applyMove, boardOf, emptyBoard, type TWidgetBoard, type TWidgetMove } from '../utils/widget-board';

export function useWidgetMoves(layout: TPageWidgets | undefined) {
  const [pendingBoard, setPendingBoard] = useState<TWidgetBoard | null>(null);
  const changePosition = useChangeWidgetPosition();
  const board = pendingBoard ?? (layout ? boardOf(layout) : emptyBoard());
  const widgets = new Map<number, TPageWidget>(
    (layout?.positions ?? []).flatMap((position) => position.widgets.map((widget) => [widget.widget_id, widget])),
  );

  const move = (next: TWidgetMove) => {
    const widget = widgets.get(next.widgetId);
    if (!layout || !widget || pendingBoard) return;
    setPendingBoard(applyMove(board, next));
    changePosition
      .mutateAsync({
        widget_id: widget.widget_id,
        column_number: next.column,
        new_position: next.place,
        update_validity_check: layout.validity_check,
        delete_validity_check: widget.version,
      })
      .then(
        (answer) => notify('success', answer?.message ?? formatMessage('widget_moved', getLanguage()), NOTICE_MS.short),
        (error: unknown) => reportActionError(error),
      )
      .finally(() => setPendingBoard(null));
  };

  return { board, widgets, move, isSaving: pendingBoard !== null };
}
