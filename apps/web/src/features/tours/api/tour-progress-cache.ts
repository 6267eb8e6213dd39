/**
 * The browser's copy of a user's tour progress: only a cache (the server's answer is the record). It keeps a skip or
 * a finish that could not reach the server (offline) from starting the tour again, and is merged with the server's
 * answer, the newer entry of each tour winning.
 */
import type { TTourProgress } from '@izlog/contract/tours';
import { readStored, writeStored } from '@/lib/safe-storage';

const keyOf = (licenceId: number, userId: number) => `izlog.tours.${licenceId}.${userId}`;

export function readCachedProgress(licenceId: number, userId: number): TTourProgress[] {
  try {
    const parsed: unknown = JSON.parse(readStored(keyOf(licenceId, userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as TTourProgress[]) : [];
  } catch {
    return [];
  }
}

export function cacheProgress(licenceId: number, userId: number, progress: TTourProgress): void {
  const others = readCachedProgress(licenceId, userId).filter((entry) => entry.tour_key !== progress.tour_key);
  writeStored(keyOf(licenceId, userId), JSON.stringify([...others, progress]));
}

/** Whether `a` is newer than `b`: a later version, or the same version saved later. */
const isNewer = (a: TTourProgress, b: TTourProgress) =>
  a.version !== b.version ? a.version > b.version : a.updated_at > b.updated_at;

/** Per tour, the newer of the server's and the cached entry. */
export function mergeProgress(server: TTourProgress[], cached: TTourProgress[]): TTourProgress[] {
  const byTour = new Map(server.map((entry) => [entry.tour_key, entry]));
  for (const entry of cached) {
    const stored = byTour.get(entry.tour_key);
    if (!stored || isNewer(entry, stored)) byTour.set(entry.tour_key, entry);
  }
  return [...byTour.values()];
}
