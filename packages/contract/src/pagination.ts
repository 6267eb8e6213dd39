/** Query of every list call (DESIGN §3): 1-based `page`, page size `page_count`. */
import { z } from 'zod';
import { PAGINATION } from './constants';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_count: z.coerce.number().int().min(1).max(PAGINATION.maxPageSize).default(PAGINATION.defaultPageSize),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

// Read by every page of the web, so kept apart from the schemas (and zod).
export { readPaginationHeaders, type TPaginationInfo } from './pagination-headers';
