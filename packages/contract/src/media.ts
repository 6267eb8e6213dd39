/**
 * Media on the wire: the stock photo calls of SPEC §7 ("Third party"), shaped like Unsplash's API so a client written
 * for Unsplash reads them (`page`/`per_page`, arrays for topics and topic photos, `{ total, total_pages, results }`
 * for search, a `Link` header with rel and href, `X-Total`), and the stored image of an image field.
 */
import { z } from 'zod';
import { optional } from './validation';

/** Unsplash's own limits: 10 a page unless asked, at most 30. */
export const STOCK_PER_PAGE = { default: 10, max: 30 } as const;

export const ZStockPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(STOCK_PER_PAGE.max).default(STOCK_PER_PAGE.default),
});
export type TStockPageQuery = z.infer<typeof ZStockPageQuery>;

export const ZStockSearchQuery = ZStockPageQuery.extend({
  query: z.string().trim().min(1, 'field_required').max(200),
});

export const ZStockTopicParams = z.object({ slug: z.string().trim().min(1).max(100) });

export const ZStockPhoto = z.object({
  id: z.string(),
  description: z.string().nullable(),
  alt_description: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  color: z.string().nullable(),
  urls: z.object({ raw: z.string(), full: z.string(), regular: z.string(), small: z.string(), thumb: z.string() }),
  links: z.object({ download_location: z.string() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
});
export type TStockPhoto = z.infer<typeof ZStockPhoto>;

export const ZStockTopic = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  total_photos: z.number(),
  cover_photo: ZStockPhoto.nullable(),
});
export type TStockTopic = z.infer<typeof ZStockTopic>;

export const ZStockSearchResult = z.object({
  total: z.number(),
  total_pages: z.number(),
  results: z.array(ZStockPhoto),
});
export type TStockSearchResult = z.infer<typeof ZStockSearchResult>;

/**
 * An image field of a form: the file itself (multipart), or the `links.download_location` of a stock photo in
 * a stock field such as `stock_image` (SPEC §5). Either may be absent on update, which keeps the current picture.
 */
export const zStockLocation = optional(z.string().trim().max(2000));

/** A stored picture: `url` is its main size; `sizes` maps "WIDTHxHEIGHT" to each responsive variant. */
export const ZStoredImage = z.object({ url: z.string(), sizes: z.record(z.string(), z.string()) });
export type TStoredImage = z.infer<typeof ZStoredImage>;

/** The advised shapes of SPEC §5: 3:2 content, 1:1 logo, the 900×600 site image. */
export const IMAGE_KIND_NAMES = ['content', 'logo', 'siteImage'] as const;
export const ZImageKind = z.enum(IMAGE_KIND_NAMES);

/** POST /media/upload-image (multipart): the file in `image`, or a stock photo's location in `stock_image`. */
export const ZUploadImageRequest = z.object({
  kind: optional(ZImageKind).default('content'),
  stock_image: zStockLocation,
});

/**
 * The picture types the server accepts (it reads the type from the bytes; DESIGN §5, decision 0005). The web checks
 * the declared type before sending, so a wrong file is refused at once; SVG is never one of them.
 */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/** `UPLOAD_MAX_MB` when it is not configured; the web checks a file against it before sending. */
export const DEFAULT_UPLOAD_MAX_MB = 10;
