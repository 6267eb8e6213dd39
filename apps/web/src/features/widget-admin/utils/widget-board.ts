/**
 * The landing screen's layout as ids per position, and what a drop means for change-widget-position: the position
 * the widget goes to and its place there, from 1. Within a position a widget takes the place of the one it is dropped
 * on (the others move up or down); in another position it goes before that one; on a position's end zone, last.
 */
import { type TPageWidgets, type TWidgetPosition, WIDGET_POSITIONS } from '@izlog/contract/widgets';

export type TWidgetBoard = Record<TWidgetPosition, number[]>;

/** Where a dragged widget is over: another widget, or the end of a position. */
export type TDropTarget = { kind: 'widget'; id: number } | { kind: 'end'; column: TWidgetPosition };

export type TWidgetMove = { widgetId: number; column: TWidgetPosition; place: number };

export const emptyBoard = (): TWidgetBoard => ({ 1: [], 2: [], 3: [] });

export const isWidgetPosition = (value: number): value is TWidgetPosition =>
  (WIDGET_POSITIONS as readonly number[]).includes(value);

export function boardOf(layout: TPageWidgets): TWidgetBoard {
  const board = emptyBoard();
  for (const { column_number, widgets } of layout.positions) {
    if (!isWidgetPosition(column_number)) continue;
    board[column_number] = [...widgets].sort((a, b) => a.position - b.position).map((widget) => widget.widget_id);
  }
  return board;
}

/** The position and index of a widget on the board, or null when it is not there. */
export function locate(board: TWidgetBoard, id: number): { column: TWidgetPosition; index: number } | null {
  for (const column of WIDGET_POSITIONS) {
    const index = board[column].indexOf(id);
    if (index >= 0) return { column, index };
  }
  return null;
}

/** The move a drop of `widgetId` on `target` asks for; null when it would leave the widget where it is. */
export function moveOf(board: TWidgetBoard, widgetId: number, target: TDropTarget): TWidgetMove | null {
  const from = locate(board, widgetId);
  if (!from) return null;
  if (target.kind === 'end') {
    const count = board[target.column].length;
    if (target.column === from.column) {
      return from.index === count - 1 ? null : { widgetId, column: target.column, place: count };
    }
    return { widgetId, column: target.column, place: count + 1 };
  }
  const to = locate(board, target.id);
  if (!to || target.id === widgetId) return null;
  return { widgetId, column: to.column, place: to.index + 1 };
}

/** The board after the move, as the server will have it. */
export function applyMove(board: TWidgetBoard, move: TWidgetMove): TWidgetBoard {
  const next: TWidgetBoard = { 1: [...board[1]], 2: [...board[2]], 3: [...board[3]] };
  const from = locate(next, move.widgetId);
  if (from) next[from.column].splice(from.index, 1);
  const target = next[move.column];
  target.splice(Math.min(move.place - 1, target.length), 0, move.widgetId);
  return next;
}
