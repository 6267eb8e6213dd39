/** GET /contents/:id — one content with galleries, attributes, locations, catalogs and tags, if the viewer may see it. */
import type { TContent } from '@izlog/contract/contents';
import { notFound } from '../../platform/http/errors';
import { pendingRevisionsOf } from '../moderation/revisions.queries';
import { presentContent } from './content.presenter';
import { canSee, seesEveryStatus } from './content-access';
import type { TContentContext } from './content-context';
import { contentDetails } from './content-details.queries';
import { PUBLIC_STATUS } from './content-status';
import { findContentListRow, findContentRow } from './contents.queries';

/** The content as its author or staff see it right after a write (no visibility check, no view counted). */
export async function getContent(ctx: TContentContext, id: number): Promise<TContent> {
  return (await loadVisible(ctx, id, { checkVisibility: false })).content;
}

/** The content for a reader: another licence's, unknown and unpublished (for the public) are 404; a view is counted. */
export async function readContent(ctx: TContentContext, id: number): Promise<TContent> {
  const { content } = await loadVisible(ctx, id, { checkVisibility: true });
  if (content.status === PUBLIC_STATUS) ctx.deps.views.record(ctx.licence.id, id);
  return content;
}

async function loadVisible(ctx: TContentContext, id: number, { checkVisibility }: { checkVisibility: boolean }) {
  const [row, listRow] = await Promise.all([findContentRow(ctx.tenant, id), findContentListRow(ctx.tenant, id)]);
  if (!row || !listRow) throw notFound();
  const categoryActive = listRow.categoryId === null || listRow.categoryStatus === 'active';
  if (checkVisibility && !canSee(ctx.actor, row, categoryActive)) throw notFound();
  const details = await contentDetails(ctx.tenant, id);
  const isInsider = seesEveryStatus(ctx.actor) || (ctx.actor.kind === 'user' && ctx.actor.userId === row.authorId);
  const showCatalog = (status: string) => (isInsider ? status !== 'deleted' : status === PUBLIC_STATUS);
  const content = presentContent(listRow, row, details, showCatalog);
  if (!isInsider) return { content };
  // The author and staff also see the edit that waits (decision 0011) and the remark that applies to what they edit.
  const pending = (await pendingRevisionsOf(ctx.tenant, 'content', [id])).get(id) ?? null;
  const remark = pending ? pending.remark_request_for_edit : content.remark_request_for_edit;
  return { content: { ...content, pending_revision: pending, remark_request_for_edit: remark } };
}
