/** history/{kind}/{id} (decision 0011): who did what and when to a content or a catalog, newest first, for staff. */
import type { THistoryEntry } from '@izlog/contract/moderation';
import { notFound } from '../../../platform/http/errors';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { listHistory, presentHistoryEntry } from '../publishing/history';
import { catalogRef, contentRef, type TItemRef } from '../publishing/revisions';
import { itemExists } from './moderation.queries';

export async function listItemHistory(
  scope: TRequestScope,
  kind: TItemRef['kind'],
  id: number,
  page: TPage,
): Promise<TPageResult<THistoryEntry>> {
  const ref = kind === 'catalog' ? catalogRef(id) : contentRef(id);
  if (!(await itemExists(scope.tenant, ref))) throw notFound();
  const { rows, total } = await listHistory(scope.tenant, ref, page);
  return { items: rows.map(presentHistoryEntry), total };
}
