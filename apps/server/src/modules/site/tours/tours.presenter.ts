/** tour_progress row → the contract's ZTourProgress; a row of a tour key or status no longer known is left out. */
import { TOUR_KEYS, TOUR_STATUSES, type TTourKey, type TTourProgress, type TTourStatus } from '@izlog/contract/tours';
import type { TTourProgressRow } from './tours.queries';

const isTourKey = (value: string): value is TTourKey => (TOUR_KEYS as readonly string[]).includes(value);
const isTourStatus = (value: string): value is TTourStatus => (TOUR_STATUSES as readonly string[]).includes(value);

export function presentTourProgress(row: TTourProgressRow): TTourProgress | undefined {
  if (!isTourKey(row.tourKey) || !isTourStatus(row.status)) return undefined;
  return {
    tour_key: row.tourKey,
    version: row.version,
    step: row.step,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
}
