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

/** A product's price as lists give it (ZContentListItem): a decimal or null for "price on request", and the discount. */
export const ZSearchHitOffer = z.object({
  price: z.number().nullable(),
  currency_id: z.number(),
  discount: z.number(),
  discount_type: z.number(),
});

export const ZSearchHit = z.object({
  type: z.enum(SEARCH_HIT_TYPES),
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** The main picture (a content's or a catalog's), as lists give it. */
  image: z.string().nullable(),
  /** Responsive variants of the image, by "WIDTHxHEIGHT". */
  image_sizes: z.record(z.string(), z.string()),
  /** A product's price; null for every other hit. */
  offer: ZSearchHitOffer.nullable(),
  /** The content type id (DESIGN §3); null for a catalog. */
  content_type_id: z.number().nullable(),
  /** Plain text around the first matching word, or the start of the text. */
  snippet: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;
