/** Site search (SPEC §7 search modal and SearchListing): the query and one hit. */
import { z } from 'zod';
import { ZPageQuery } from './pagination';

export const SEARCH_QUERY_MAX = 200;

export const ZSearchQuery = ZPageQuery.extend({
  q: z.string().trim().min(1, 'field_required').max(SEARCH_QUERY_MAX),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/** What a hit is: a content type by its name in CONTENT_TYPE, or a catalog. */
export const SEARCH_HIT_TYPES = ['blog', 'article', 'product', 'staticPage', 'catalog'] as const;

export const ZSearchHit = z.object({
  type: z.enum(SEARCH_HIT_TYPES),
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** The content type id (DESIGN §3); null for a catalog. */
  content_type_id: z.number().nullable(),
  /** Plain text around the first matching word, or the start of the text. */
  snippet: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;
