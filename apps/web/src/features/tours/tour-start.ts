/**
 * When a tour starts by itself (issue 16): the first time, that is with no progress saved for the tour's current
 * version, from its first step; after a stop part-way (a closed tab), from the step reached. A skipped or finished
 * tour of the current version does not start again by itself ("Take the tour" replays it from the start).
 */
import { TOUR_VERSIONS, type TTourKey, type TTourProgress } from '@izlog/contract/tours';

export function autoStartStep(progress: readonly TTourProgress[], tourKey: TTourKey): number | null {
  const entry = progress.find((each) => each.tour_key === tourKey);
  if (!entry || entry.version < TOUR_VERSIONS[tourKey]) return 0;
  if (entry.status === 'running') return entry.step;
  return null;
}
