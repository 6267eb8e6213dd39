/**
 * What a platform account may do with a console licence's status (issue 13 "Permissions"); which licences it reaches
 * at all is the licence reach's (platform/permissions/licence-reach.ts). Decided by the policy's abilities, never by
 * role names.
 */
import type { TLicenceStatus } from '@izlog/contract/constants';
import { LICENCE_TRANSITIONS, MANUAL_LICENCE_STATUSES } from '@izlog/contract/sales';
import { fieldError } from '../../../platform/http/errors';
import { can, type TPlatformActor } from '../../../platform/permissions/policy';

export const isPlatformAdmin = (actor: TPlatformActor) => can(actor, 'sales.platformAdmin');

const isManual = (status: TLicenceStatus) => (MANUAL_LICENCE_STATUSES as readonly string[]).includes(status);

/**
 * Why `actor` may not move a licence from `from` to `to`, or null when the state machine and their role allow it. A
 * sales user sets only the manual statuses, and an expired licence comes back by a renewal's payment, not by hand
 * (decision 0033); the platform admin may take any step the state machine has.
 */
function statusRefusal(actor: TPlatformActor, from: string, to: TLicenceStatus) {
  if (isPlatformAdmin(actor)) return null;
  if (!isManual(to)) return 'licence_status_not_manual' as const;
  if (from === 'expired' && to === 'active') return 'licence_renew_to_activate' as const;
  return null;
}

/** The statuses `actor` may move the licence to now: the state machine's next steps their role allows. */
export function allowedStatusesOf(actor: TPlatformActor, from: string): TLicenceStatus[] {
  const next = (LICENCE_TRANSITIONS as Record<string, readonly TLicenceStatus[] | undefined>)[from] ?? [];
  return next.filter((to) => statusRefusal(actor, from, to) === null);
}

/** 422 on `status` when the role may not set it; the state machine's own refusal comes from changeLicenceStatus. */
export function assertStatusAllowed(actor: TPlatformActor, from: string, to: TLicenceStatus): void {
  const refusal = statusRefusal(actor, from, to);
  if (refusal) throw fieldError('status', refusal);
}
