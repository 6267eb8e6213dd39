/** The pagination of a list answer, read from its headers (SPEC §3), without zod: every page of the web reads it. */

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
