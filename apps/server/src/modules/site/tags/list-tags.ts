/**
 * GET /tags: the licence's tags by name, those starting with the typed text (any case) when one is given. Visitors and
 * members see only tags that content the public sees carries; staff, who read every content, every tag (decision 0045).
 */
import type { TTag, TTagsQuery } from '@izlog/contract/tags';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { can } from '../../../platform/permissions/policy';
import { listTags } from './tags.queries';

export async function findTags(
  scope: TRequestScope,
  query: TTagsQuery,
  page: TPage,
): Promise<{ items: TTag[]; total: number }> {
  const { rows, total } = await listTags(scope.tenant, query['filter[name]'], page, {
    publicOnly: !can(scope.actor, 'contents.readAll'),
  });
  return { items: rows.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug })), total };
}
