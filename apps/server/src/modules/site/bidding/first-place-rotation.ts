/**
 * Several sponsors of one category take turns at the top (decision 0036): each list answer made for the category's
 * first page moves the next sponsor to the front (round robin, in the order they were placed), so over many answers
 * each is first equally often. Other pages use the turn of the last first page, so paging through a list whose
 * sponsors outnumber a page shows each once. The turns live in memory, per node; a restart starts them again.
 */

/** Categories whose turn is remembered; past this the longest unasked one is forgotten (it starts again at 0). */
const MAX_CATEGORIES = 10_000;
/** The turn the category's last first page used. */
const lastTurns = new Map<string, number>();

/** The order of `places` for this answer. `advance`: the answer is a first page, and takes the next turn. */
export function rotateFirstPlaces<T>(licenceId: number, categoryId: number, places: T[], advance: boolean): T[] {
  if (places.length < 2) return places;
  const key = `${licenceId}:${categoryId}`;
  const last = lastTurns.get(key);
  const turn = advance ? (last ?? -1) + 1 : (last ?? 0);
  if (advance) {
    // Re-inserted so the Map's order is "least recently rotated first", the one to forget first.
    lastTurns.delete(key);
    lastTurns.set(key, turn);
    if (lastTurns.size > MAX_CATEGORIES) lastTurns.delete(lastTurns.keys().next().value!);
  }
  const start = turn % places.length;
  return [...places.slice(start), ...places.slice(0, start)];
}
