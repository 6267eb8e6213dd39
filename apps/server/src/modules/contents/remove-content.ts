/**
 * Deleting and disabling (SPEC §4): delete calls remove the content with its galleries, tags and relations;
 * user-disable-product turns a product off (status deleted, through the status machine) and keeps it for its owner.
 */

import type { TContentStatus } from '@izlog/contract/constants';
import type { TContent } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import { AppError, notFound } from '../../platform/http/errors';
import { recordHistory } from '../moderation/history.queries';
import { contentRef, dropPendingRevision } from '../moderation/revisions.queries';
import { assertMayChange } from './content-access';
import type { TContentCall } from './content-calls';
import type { TContentContext } from './content-context';
import { nextStatus } from './content-status';
import { deleteContentRow, updateContentRow } from './content-writes.queries';
import { findContentRow } from './contents.queries';
import { getContent } from './get-content';

async function findChangeable(ctx: TContentContext, call: TContentCall, id: number) {
  const row = await findContentRow(ctx.tenant, id, call.contentTypeId);
  if (!row) throw notFound();
  return { row, actor: assertMayChange(ctx.actor, row) };
}

export async function deleteContent(ctx: TContentContext, call: TContentCall, id: number) {
  const { row } = await findChangeable(ctx, call, id);
  if (call.operation === 'deleteDraft' && row.status !== 'draft') {
    throw new AppError(422, 'status_transition_invalid', { from: row.status, event: 'deleteDraft' });
  }
  await deleteContentRow(ctx.tenant, id);
  return { message: formatMessage('content_deleted', ctx.language) };
}

export async function disableContent(ctx: TContentContext, call: TContentCall, id: number): Promise<TContent> {
  const { row, actor } = await findChangeable(ctx, call, id);
  const status = nextStatus(row.status as TContentStatus, 'disable', actor.role);
  await ctx.tenant.transaction(async (tx) => {
    await updateContentRow(tx, id, { status });
    // Whatever edit waited goes with it: nobody moderates a product that is turned off.
    await dropPendingRevision(tx, contentRef(id));
    await recordHistory(tx, contentRef(id), { action: 'disabled', status, actorId: actor.userId });
  });
  return getContent(ctx, id);
}
