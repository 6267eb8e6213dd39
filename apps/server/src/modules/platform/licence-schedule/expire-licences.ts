/**
 * The daily 'expire-licences' job: every active licence whose paid term has ended becomes expired through the one
 * status path (modules/sales), so its site turns read-only and its caches forget it. A licence renewed meanwhile is
 * left alone; one licence's failure does not stop the others, and the job is retried for the ones that failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { changeLicenceStatus } from '../sales/licence-status';
import { findLicencesToExpire, lockLicenceToExpire } from './licence-schedule.queries';

export const EXPIRE_LICENCES_JOB = 'expire-licences';
/** 00:05 in Belgrade: a licence stays usable through the last day of its term. */
export const EXPIRE_LICENCES_CRON = '5 0 * * *';

type TExpireDeps = Pick<TAppDeps, 'platformDb' | 'licenceRows'>;

/** Expires what is due at `now`; answers the licences it expired. */
export async function expireLicences(
  deps: TExpireDeps,
  { now, log }: { now: Date; log?: FastifyBaseLogger },
): Promise<number[]> {
  const expired: number[] = [];
  const failed: number[] = [];
  for (const licenceId of await findLicencesToExpire(deps.platformDb, now)) {
    try {
      const changed = await inUnitOfWork(
        deps.platformDb,
        async (tx) => {
          if (!(await lockLicenceToExpire(tx.db, licenceId, now))) return false;
          await changeLicenceStatus(deps, licenceId, 'expired', { reason: 'the paid term ended', tx, log });
          return true;
        },
        { log },
      );
      if (changed) expired.push(licenceId);
    } catch (error) {
      failed.push(licenceId);
      log?.error({ err: error, licenceId }, 'could not expire a licence');
    }
  }
  if (failed.length > 0) throw new Error(`could not expire licences ${failed.join(', ')}`);
  return expired;
}
