/** Query of every list call (DESIGN §3): 1-based `page`, page size `page_count`. */
import { z } from 'zod';
import { PAGINATION } from './constants';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_count: z.coerce.number().int().min(1).max(PAGINATION.maxPageSize).default(PAGINATION.defaultPageSize),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export type TPaginationInfo = { currentPage: number; pageCount: number; perPage: number; totalCount: number };

/** Reads the pagination headers of a list response (SPEC §3 "Pagination info from response headers"). */
export function readPaginationHeaders(get: (name: string) => string | null): TPaginationInfo {
  const num = (name: string) => Number(get(name) ?? 0);
  return {
    currentPage: num('X-Pagination-Current-Page'),
    pageCount: num('X-Pagination-Page-Count'),
    perPage: num('X-Pagination-Per-Page'),
    totalCount: num('X-Pagination-Total-Count'),
  };
}
