/**
 * What the publishing workflow needs of a kind of item (contents, catalogs; planner and bidding items next), behind
 * one shape, so publishing a draft and the moderators' decisions are written once: find the item, change its status
 * conditionally, read and write its state, check that it may be published, and answer it.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { TModeratedKind } from '@izlog/contract/moderation';
import type { TFieldProblem } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import type { TItemRef } from './revisions';

/** The fields of an item the workflow reads, the same for every kind. */
export type TItem = {
  id: number;
  title: string;
  slug: string;
  authorId: number;
  status: TContentStatus;
  remarkRequestForEdit: string | null;
};

/** A status written only if the item is still in the status it was decided on (the first decision wins). */
export type TStatusChange = {
  status: TContentStatus;
  remarkRequestForEdit: string | null;
  isFirstApproval?: boolean;
  /** A moderator's disapproval of a new item: it stays in its author's list, marked (issue 26 item 14). */
  isRejection?: boolean;
};

export type TSubject<TAnswer = unknown, TFound extends TItem = TItem> = {
  /** Names the item in mail and links; null for kinds that are never moderated (articles, pages). */
  kind: TModeratedKind | null;
  ref(id: number): TItemRef;
  find(tdb: TenantDb, id: number): Promise<TFound | undefined>;
  /** The item for a change by `actor`: 404 when it is not theirs to see, 403 when not theirs to change. */
  findForChange(scope: TRequestScope, actor: TSignedInActor, id: number): Promise<TItem>;
  /** False when the item was no longer in status `from`. */
  setStatusIf(tx: TenantDb, id: number, from: string, change: TStatusChange): Promise<boolean>;
  loadState(tdb: TenantDb, id: number): Promise<unknown>;
  /** Writes a pending revision's state onto the item, with its new status and remark. */
  applyState(tx: TenantDb, item: TItem, state: unknown, change: TStatusChange): Promise<void>;
  /** What a draft (or a waiting edit) lacks to be published: SPEC §5's required fields, checked again. */
  publishProblems(tdb: TenantDb, state: unknown): Promise<TFieldProblem[]>;
  present(scope: TRequestScope, id: number): Promise<TAnswer>;
  /** How many items wait for a moderator: new ones on moderation, and approved ones whose edit is on moderation. */
  countWaiting(tdb: TenantDb): Promise<number>;
};
