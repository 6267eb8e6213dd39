/** GET /contents/:id — one content with galleries, attributes, locations, catalogs and tags, if the viewer may see it. */
import type { TContent } from '@izlog/contract/contents';
import type { TAppDeps } from '../../../../platform/deps';
import { notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { mayActOn } from '../../../../platform/permissions/ownership';
import { pendingRevisionsOf } from '../../publishing/revisions';
import { PUBLIC_STATUS } from '../../publishing/status-machine';
import { presentContent } from '../content.presenter';
import { canSee } from '../content-access';
import { findContentListRow, findContentRow } from '../contents.queries';
import { contentDetails } from './content-details.queries';

/** The content as its author or staff see it right after a write (no visibility check, no view counted). */
export async function getContent(scope: TRequestScope, id: number): Promise<TContent> {
  return (await loadVisible(scope, id, { checkVisibility: false })).content;
}

/** The content for a reader: another licence's, unknown and unpublished (for the public) are 404; a view is counted. */
export async function readContent(scope: TRequestScope, id: number): Promise<TContent> {
  const { content } = await loadVisible(scope, id, { checkVisibility: true });
  if (content.status === PUBLIC_STATUS) scope.deps.views.record(scope.licence.id, id);
  return content;
}

async function loadVisible(scope: TRequestScope, id: number, { checkVisibility }: { checkVisibility: boolean }) {
  const [row, listRow] = await Promise.all([findContentRow(scope.tenant, id), findContentListRow(scope.tenant, id)]);
  if (!row || !listRow) throw notFound();
  const categoryActive = listRow.categoryId === null || listRow.categoryStatus === 'active';
  if (checkVisibility && !canSee(scope.actor, row, categoryActive)) throw notFound();
  const details = await contentDetails(scope.tenant, id);
  const isInsider = mayActOn(scope.actor, 'contents.readAll', row);
  const showCatalog = (status: string) => (isInsider ? status !== 'deleted' : status === PUBLIC_STATUS);
  const content = presentContent(listRow, row, details, showCatalog);
  if (!isInsider) return { content };
  // The author and staff also see the edit that waits (decision 0011) and the remark that applies to what they edit.
  const pending = (await pendingRevisionsOf(scope.tenant, 'content', [id])).get(id) ?? null;
  const remark = pending ? pending.remark_request_for_edit : content.remark_request_for_edit;
  return { content: { ...content, pending_revision: pending, remark_request_for_edit: remark } };
}

/** A visitor's answer from the public cache still counts a view of the content it shows. */
export function countViewOfCachedAnswer(deps: TAppDeps, licence: { id: number } | null, params: unknown): void {
  const id = Number((params as { id?: string }).id);
  if (licence && Number.isSafeInteger(id) && id > 0) deps.views.record(licence.id, id);
}
