/**
 * Deleting and disabling (SPEC §4): delete calls remove the content with its galleries, tags and relations;
 * user-disable-product turns a product off (status deleted, through the status machine) and keeps it for its owner.
 */

import type { TContentStatus } from '@izlog/contract/constants';
import type { TContent } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import { AppError, notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { recordHistory } from '../../publishing/history';
import { contentRef, dropPendingRevision } from '../../publishing/revisions';
import { nextStatus } from '../../publishing/status-machine';
import { assertMayChange } from '../content-access';
import { findContentRow } from '../contents.queries';
import { getContent } from '../reads/get-content';
import type { TContentCall } from './content-calls';
import { deleteContentRow, updateContentRow } from './content-writes.queries';

async function findChangeable(scope: TRequestScope, call: TContentCall, id: number) {
  const row = await findContentRow(scope.tenant, id, call.contentTypeId);
  if (!row) throw notFound();
  return { row, actor: assertMayChange(scope.actor, row) };
}

export async function deleteContent(scope: TRequestScope, call: TContentCall, id: number) {
  const { row } = await findChangeable(scope, call, id);
  if (call.operation === 'deleteDraft' && row.status !== 'draft') {
    throw new AppError(422, 'status_transition_invalid', { from: row.status, event: 'deleteDraft' });
  }
  await deleteContentRow(scope.tenant, id);
  return { message: formatMessage('content_deleted', scope.language) };
}

export async function disableContent(scope: TRequestScope, call: TContentCall, id: number): Promise<TContent> {
  const { row, actor } = await findChangeable(scope, call, id);
  const status = nextStatus(row.status as TContentStatus, 'disable', actor.role);
  await scope.tenant.transaction(async (tx) => {
    await updateContentRow(tx, id, { status });
    // Whatever edit waited goes with it: nobody moderates a product that is turned off.
    await dropPendingRevision(tx, contentRef(id));
    await recordHistory(tx, contentRef(id), { action: 'disabled', status, actorId: actor.userId });
  });
  return getContent(scope, id);
}
