/** GET /tags: the licence's tags by name, those starting with the typed text (any case) when one is given. */
import type { TTag, TTagsQuery } from '@izlog/contract/tags';
import type { TPage } from '../../platform/http/pagination';
import type { TRequestScope } from '../../platform/http/request-scope';
import { listTags } from './tags.queries';

export async function findTags(
  scope: TRequestScope,
  query: TTagsQuery,
  page: TPage,
): Promise<{ items: TTag[]; total: number }> {
  const { rows, total } = await listTags(scope.tenant, query['filter[name]'], page);
  return { items: rows.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug })), total };
}
