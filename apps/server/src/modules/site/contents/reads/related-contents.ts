/**
 * Lists around one content or category (SPEC §7): tag-related content (approved contents sharing tags, best overlap
 * first, never itself) and get-last-product-by-category (the newest approved product of each active category).
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { notFound } from '../../../../platform/http/errors';
import type { TPageResult } from '../../../../platform/http/page-reply';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { presentListItem } from '../content.presenter';
import { canSee } from '../content-access';
import { findContentListRow, findContentRow } from '../contents.queries';
import { newestProductPerCategoryRows, tagRelatedPage } from './related-contents.queries';

/** At most one product per category; a licence with more categories than this is beyond any menu. */
const MAX_CATEGORIES = 500;

export async function listTagRelated(
  scope: TRequestScope,
  id: number,
  contentTypeId: number | undefined,
  page: TPage,
): Promise<TPageResult<TContentListItem>> {
  const [row, listRow] = await Promise.all([findContentRow(scope.tenant, id), findContentListRow(scope.tenant, id)]);
  const categoryActive = listRow?.categoryId === null || listRow?.categoryStatus === 'active';
  if (!row || !listRow || !canSee(scope.actor, row, categoryActive)) throw notFound();
  const { rows, total } = await tagRelatedPage(scope.tenant, id, contentTypeId, page);
  return { items: rows.map(presentListItem), total };
}

export async function listLastProductByCategory(scope: TRequestScope, categoryId: number | undefined) {
  const rows = await newestProductPerCategoryRows(scope.tenant, categoryId, MAX_CATEGORIES);
  return rows.map(presentListItem);
}
