/**
 * The stock photo picker's operations (SPEC §7 "Third party"), answered by the configured provider in Unsplash's
 * shapes: topics, photos of a topic (an unknown topic is 404), search in either script.
 */
import type { TStockSearchResult } from '@izlog/contract/media';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TStockPage, TStockPhoto, TStockTopic } from '../../../platform/stock/stock-provider';
import { totalPages } from './stock-links';

type TStockScope = Pick<TRequestScope, 'deps'>;

export function findStockTopics(scope: TStockScope, page: number, perPage: number): Promise<TStockPage<TStockTopic>> {
  return scope.deps.stockPhotos.topics(page, perPage);
}

export async function findStockTopicPhotos(
  scope: TStockScope,
  slug: string,
  page: number,
  perPage: number,
): Promise<TStockPage<TStockPhoto>> {
  const found = await scope.deps.stockPhotos.topicPhotos(slug, page, perPage);
  if (!found) throw notFound();
  return found;
}

/** Search answers Unsplash's envelope (total, total_pages, results) besides the headers. */
export async function searchStockPhotos(
  scope: TStockScope,
  query: string,
  page: number,
  perPage: number,
): Promise<{ total: number; answer: TStockSearchResult }> {
  const found = await scope.deps.stockPhotos.search(query, page, perPage);
  return {
    total: found.total,
    answer: { total: found.total, total_pages: totalPages(found.total, perPage), results: found.items },
  };
}
