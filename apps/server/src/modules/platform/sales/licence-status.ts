/**
 * The one path for every change of a licence's status (issue 13): the contract's LICENCE_TRANSITIONS decide what is
 * allowed (anything else is a 422 naming from and to), the row gets its status and status_changed_at, and once the
 * change has committed the licence resolver and the visitors' caches of that licence forget what they held (the
 * licences row's owner, platform/licences, sees to it), so the site answers by its new status on the next request.
 * A suspended licence resumed after its term ended lands in expired, not active: the expiry job passed it by while it
 * was suspended, and only a renewal's payment makes it active again.
 */
import type { TLicenceStatus } from '@izlog/contract/constants';
import { LICENCE_TRANSITIONS } from '@izlog/contract/sales';
import type { FastifyBaseLogger } from 'fastify';
import { inUnitOfWork, type TUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/http/errors';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { lockLicence } from './sales.queries';

type TStatusDeps = Pick<TAppDeps, 'platformDb' | 'licenceRows'>;

export type TStatusChangeOptions = {
  /** Why (expired term, refund, a sales user's decision): written to the log with the change. */
  reason: string;
  /** The caller's unit of work: the change commits (and the caches forget) with the caller's work. */
  tx?: TUnitOfWork;
  log?: FastifyBaseLogger;
};

/** Refuses what the contract's table does not allow (a status the table does not know allows nothing). */
export function assertTransition(from: string, to: TLicenceStatus): void {
  const allowed = (LICENCE_TRANSITIONS as Record<string, readonly TLicenceStatus[] | undefined>)[from] ?? [];
  if (!allowed.includes(to)) throw new AppError(422, 'licence_transition_invalid', { from, to });
}

/**
 * Where a permitted move to `to` lands: resuming a suspended licence whose paid term has ended (expires_at passed)
 * lands in expired — it can then be renewed within its grace period, counted from that expiry, like any other.
 */
export function landingStatusOf(
  licence: Pick<TLicence, 'status' | 'expiresAt'>,
  to: TLicenceStatus,
  now: Date,
): TLicenceStatus {
  const hasTermEnded = licence.expiresAt !== null && licence.expiresAt.getTime() <= now.getTime();
  return licence.status === 'suspended' && to === 'active' && hasTermEnded ? 'expired' : to;
}

/**
 * Moves the licence to `to` (or, resumed past its term, to expired: landingStatusOf) or refuses (404 unknown licence,
 * 422 an illegal transition — nothing changes then). Answers the licence row as it now is.
 */
export async function changeLicenceStatus(
  deps: TStatusDeps,
  licenceId: number,
  to: TLicenceStatus,
  options: TStatusChangeOptions,
): Promise<TLicence> {
  const change = async (tx: TUnitOfWork) => {
    const licence = await lockLicence(tx.db, licenceId);
    if (!licence) throw notFound();
    assertTransition(licence.status, to);
    const now = new Date();
    const landing = landingStatusOf(licence, to, now);
    // The licences row's owner makes the caches forget the licence once this commits.
    const changed = await deps.licenceRows.update(tx, licenceId, {
      status: landing,
      statusChangedAt: now,
      updatedAt: now,
    });
    tx.afterCommit(() => {
      const reason = landing === to ? options.reason : `${options.reason}; its term ended, so it is expired`;
      options.log?.info({ licenceId, from: licence.status, to: landing, reason }, 'licence status changed');
    });
    return changed!;
  };
  return inUnitOfWork(options.tx ?? deps.platformDb, change, { log: options.log });
}
