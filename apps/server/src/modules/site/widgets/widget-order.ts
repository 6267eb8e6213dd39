/**
 * The order of widgets within a page's positions: after a move or a delete every position is numbered densely from 1,
 * so a widget's place is what the admin sees (the third widget is 3). Pure: the callers write the changed places.
 */

export type TPlace = { id: number; columnNumber: number; sortOrder: number };

/** Widgets by position, each position in its current order. */
function columnsOf(widgets: readonly TPlace[]): Map<number, number[]> {
  const columns = new Map<number, number[]>();
  const ordered = [...widgets].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  for (const widget of ordered)
    columns.set(widget.columnNumber, [...(columns.get(widget.columnNumber) ?? []), widget.id]);
  return columns;
}

/** The places that differ from the widgets' current ones once each position is numbered 1..n. */
function changedPlaces(widgets: readonly TPlace[], columns: Map<number, number[]>): TPlace[] {
  const current = new Map(widgets.map((widget) => [widget.id, widget]));
  const changed: TPlace[] = [];
  for (const [columnNumber, ids] of columns) {
    ids.forEach((id, index) => {
      const was = current.get(id);
      if (!was || was.columnNumber !== columnNumber || was.sortOrder !== index + 1) {
        changed.push({ id, columnNumber, sortOrder: index + 1 });
      }
    });
  }
  return changed;
}

/**
 * Moves widget `id` to position `columnNumber`, at place `place` from 1 (past the end: last). Answers the places
 * that change, the moved widget's among them unless it stays where it was.
 */
export function movePlaces(widgets: readonly TPlace[], id: number, columnNumber: number, place: number): TPlace[] {
  const columns = columnsOf(widgets.filter((widget) => widget.id !== id));
  const target = columns.get(columnNumber) ?? [];
  target.splice(Math.max(0, Math.min(place - 1, target.length)), 0, id);
  columns.set(columnNumber, target);
  return changedPlaces(widgets, columns);
}

/** Numbers every position densely again (after a delete), answering the places that change. */
export function compactPlaces(widgets: readonly TPlace[]): TPlace[] {
  return changedPlaces(widgets, columnsOf(widgets));
}
