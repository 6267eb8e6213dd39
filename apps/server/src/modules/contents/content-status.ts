/**
 * The one state machine of content status (DESIGN §3), for catalogs, products, blogs, articles and pages.
 * The moderation issue extends the events (approve, disapprove, request edit) here, nowhere else.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import { STAFF_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { AppError } from '../../platform/http/errors';

export type TStatusEvent = 'saveDraft' | 'publish' | 'disable';

/** Staff publish directly; clients' and front users' content waits for a moderator. */
export const needsModeration = (role: TLicenceRole) => !(STAFF_ROLES as readonly string[]).includes(role);

const TRANSITIONS: Record<TStatusEvent, Partial<Record<TContentStatus | 'new', TContentStatus[]>>> = {
  saveDraft: { new: ['draft'], draft: ['draft'], request_for_edit: ['draft'] },
  publish: {
    new: ['approved', 'on_moderation'],
    draft: ['approved', 'on_moderation'],
    request_for_edit: ['approved', 'on_moderation'],
    approved: ['approved', 'on_moderation'],
    on_moderation: ['approved', 'on_moderation'],
  },
  disable: { approved: ['deleted'], on_moderation: ['deleted'], draft: ['deleted'], request_for_edit: ['deleted'] },
};

/** The status after `event` by someone of `role`, or a 422 when the event is not allowed from `from`. */
export function nextStatus(from: TContentStatus | 'new', event: TStatusEvent, role: TLicenceRole): TContentStatus {
  const allowed = TRANSITIONS[event][from];
  if (!allowed) throw new AppError(422, 'status_transition_invalid', { from, event });
  const target: TContentStatus =
    event === 'publish' ? (needsModeration(role) ? 'on_moderation' : 'approved') : (allowed[0] as TContentStatus);
  if (!allowed.includes(target)) throw new AppError(422, 'status_transition_invalid', { from, event });
  return target;
}

/** What the public may see. */
export const PUBLIC_STATUS: TContentStatus = 'approved';
