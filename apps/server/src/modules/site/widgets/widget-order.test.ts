/** The renumbering of a page's positions after a move or a delete. */
import { describe, expect, it } from 'vitest';
import { compactPlaces, movePlaces, type TPlace } from './widget-order';

const layout: TPlace[] = [
  { id: 1, columnNumber: 1, sortOrder: 1 },
  { id: 2, columnNumber: 1, sortOrder: 2 },
  { id: 3, columnNumber: 1, sortOrder: 3 },
  { id: 4, columnNumber: 2, sortOrder: 1 },
];

const apply = (widgets: TPlace[], changes: TPlace[]) =>
  widgets
    .map((widget) => changes.find((change) => change.id === widget.id) ?? widget)
    .sort((a, b) => a.columnNumber - b.columnNumber || a.sortOrder - b.sortOrder)
    .map((widget) => `${widget.columnNumber}:${widget.sortOrder}:${widget.id}`);

describe('movePlaces', () => {
  it('moves a widget to another position and closes the gap it leaves', () => {
    const changes = movePlaces(layout, 1, 2, 1);
    expect(apply(layout, changes)).toEqual(['1:1:2', '1:2:3', '2:1:1', '2:2:4']);
    // Only what changed is written.
    expect(changes.map((change) => change.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('reorders within a position, and a place past the end means last', () => {
    expect(apply(layout, movePlaces(layout, 1, 1, 99))).toEqual(['1:1:2', '1:2:3', '1:3:1', '2:1:4']);
    expect(apply(layout, movePlaces(layout, 3, 1, 1))).toEqual(['1:1:3', '1:2:1', '1:3:2', '2:1:4']);
  });

  it('changes nothing when the widget stays in its place', () => {
    expect(movePlaces(layout, 2, 1, 2)).toEqual([]);
  });

  it('puts a widget in an empty position as its first', () => {
    expect(apply(layout, movePlaces(layout, 4, 3, 5))).toEqual(['1:1:1', '1:2:2', '1:3:3', '3:1:4']);
  });
});

describe('compactPlaces', () => {
  it('numbers every position 1..n again after a delete', () => {
    const left = layout.filter((widget) => widget.id !== 2);
    expect(apply(left, compactPlaces(left))).toEqual(['1:1:1', '1:2:3', '2:1:4']);
    expect(compactPlaces(layout)).toEqual([]);
  });
});
