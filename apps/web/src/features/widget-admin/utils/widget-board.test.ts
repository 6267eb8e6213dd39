import { describe, expect, it } from 'vitest';
import { homeLayout } from '../test/widget-admin-stubs';
import { applyMove, boardOf, moveOf } from './widget-board';

// Position one: 10, 11; position two: 12; position three: empty.
const board = boardOf(homeLayout);

describe('the widget board', () => {
  it('reads the layout by position, in place order', () => {
    expect(board).toEqual({ 1: [10, 11], 2: [12], 3: [] });
  });

  it('within a position, takes the place of the widget it is dropped on', () => {
    expect(moveOf(board, 10, { kind: 'widget', id: 11 })).toEqual({ widgetId: 10, column: 1, place: 2 });
    expect(moveOf(board, 11, { kind: 'widget', id: 10 })).toEqual({ widgetId: 11, column: 1, place: 1 });
    expect(applyMove(board, { widgetId: 10, column: 1, place: 2 })).toEqual({ 1: [11, 10], 2: [12], 3: [] });
  });

  it('in another position, goes before the widget it is dropped on, or last on the end zone', () => {
    expect(moveOf(board, 11, { kind: 'widget', id: 12 })).toEqual({ widgetId: 11, column: 2, place: 1 });
    expect(moveOf(board, 11, { kind: 'end', column: 2 })).toEqual({ widgetId: 11, column: 2, place: 2 });
    expect(moveOf(board, 10, { kind: 'end', column: 3 })).toEqual({ widgetId: 10, column: 3, place: 1 });
    expect(applyMove(board, { widgetId: 11, column: 2, place: 1 })).toEqual({ 1: [10], 2: [11, 12], 3: [] });
    expect(applyMove(board, { widgetId: 10, column: 3, place: 1 })).toEqual({ 1: [11], 2: [12], 3: [10] });
  });

  it('asks for nothing when the widget would stay where it is', () => {
    expect(moveOf(board, 10, { kind: 'widget', id: 10 })).toBeNull();
    expect(moveOf(board, 11, { kind: 'end', column: 1 })).toBeNull();
    expect(moveOf(board, 99, { kind: 'end', column: 3 })).toBeNull();
    expect(moveOf(board, 10, { kind: 'end', column: 1 })).toEqual({ widgetId: 10, column: 1, place: 2 });
  });
});
