/**
 * The one state machine of publishing (DESIGN §3), for every kind of published item (contents, catalogs): the
 * author's events (save a draft, publish, publish a saved draft, disable) and the moderator's (approve, disapprove,
 * request an edit). Nothing else decides a status.
 */
import { PUBLIC_CONTENT_STATUS, type TContentStatus } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { AppError } from '../../../platform/http/errors';
import { roleMay } from '../../../platform/permissions/policy';

export type TStatusEvent =
  | 'saveDraft'
  | 'publish'
  | 'publishDraft'
  | 'disable'
  | 'approve'
  | 'disapprove'
  | 'requestEdit';
/** The moderator's decisions (SPEC §4). */
export type TModerationEvent = Extract<TStatusEvent, 'approve' | 'disapprove' | 'requestEdit'>;

/** What the public may see. */
export const PUBLIC_STATUS: TContentStatus = PUBLIC_CONTENT_STATUS;

/** Staff publish directly; clients' and front users' content waits for a moderator (the policy table says who). */
export const needsModeration = (role: TLicenceRole) => !roleMay(role, 'contents.publishWithoutModeration');

const PUBLISHED_BY_ROLE: TContentStatus[] = ['approved', 'on_moderation'];

const TRANSITIONS: Record<TStatusEvent, Partial<Record<TContentStatus | 'new', TContentStatus[]>>> = {
  saveDraft: { new: ['draft'], draft: ['draft'], request_for_edit: ['draft'] },
  publish: {
    new: PUBLISHED_BY_ROLE,
    draft: PUBLISHED_BY_ROLE,
    request_for_edit: PUBLISHED_BY_ROLE,
    approved: PUBLISHED_BY_ROLE,
    on_moderation: PUBLISHED_BY_ROLE,
  },
  // publish-*-draft: a saved draft, or one sent back for edit, goes out as it is.
  publishDraft: { draft: PUBLISHED_BY_ROLE, request_for_edit: PUBLISHED_BY_ROLE },
  disable: { approved: ['deleted'], on_moderation: ['deleted'], draft: ['deleted'], request_for_edit: ['deleted'] },
  approve: { on_moderation: ['approved'] },
  // Disapproved: the author must enter it again. For a pending edit this drops the edit (decision 0011).
  disapprove: { on_moderation: ['deleted'] },
  requestEdit: { on_moderation: ['request_for_edit'] },
};

const isPublishing = (event: TStatusEvent) => event === 'publish' || event === 'publishDraft';

/** The status after `event` by someone of `role`, or a 422 when the event is not allowed from `from`. */
export function nextStatus(from: TContentStatus | 'new', event: TStatusEvent, role: TLicenceRole): TContentStatus {
  const allowed = TRANSITIONS[event][from];
  if (!allowed) throw new AppError(422, 'status_transition_invalid', { from, event });
  const target: TContentStatus = isPublishing(event)
    ? needsModeration(role)
      ? 'on_moderation'
      : 'approved'
    : (allowed[0] as TContentStatus);
  if (!allowed.includes(target)) throw new AppError(422, 'status_transition_invalid', { from, event });
  return target;
}

/**
 * The status an item is worked on in: that of its pending revision while an edit of approved content waits
 * (decision 0011), its own otherwise. Events are checked against this status.
 */
export function workingStatus(rowStatus: string, revisionStatus?: string | null): TContentStatus {
  return (revisionStatus ?? rowStatus) as TContentStatus;
}

/**
 * Whether a save or publish that leads to `next` must leave approved content as the public sees it and wait as a
 * pending revision instead: an edit of approved content that is not itself published at once (clients, users).
 */
export const editWaitsAsRevision = (rowStatus: string, next: TContentStatus): boolean =>
  rowStatus === PUBLIC_STATUS && next !== PUBLIC_STATUS;
