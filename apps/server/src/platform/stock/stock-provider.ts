/**
 * Stock photos behind one interface (DESIGN §6) with the Unsplash-style calls of SPEC §7: topics, photos of a topic,
 * search, each paginated. The default is an offline library shipped with Izlog; an Unsplash adapter when a key is set.
 */
export type TStockTopic = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  total_photos: number;
  cover_photo: TStockPhoto | null;
};

export type TStockPhoto = {
  id: string;
  description: string | null;
  alt_description: string | null;
  width: number;
  height: number;
  color: string | null;
  urls: { raw: string; full: string; regular: string; small: string; thumb: string };
  links: { download_location: string };
  user: { name: string; links: { html: string } };
};

export type TStockPage<T> = { items: T[]; total: number; page: number; perPage: number };

export interface StockPhotoProvider {
  readonly kind: 'offline' | 'unsplash';
  topics(page: number, perPage: number): Promise<TStockPage<TStockTopic>>;
  topicPhotos(topicSlug: string, page: number, perPage: number): Promise<TStockPage<TStockPhoto> | null>;
  search(query: string, page: number, perPage: number): Promise<TStockPage<TStockPhoto>>;
  /**
   * The picture behind a download location the client chose, as bytes to store; null when the location is not one
   * of this provider's. A provider that cannot be reached throws `stockUnavailable()` (502).
   */
  download(downloadLocation: string): Promise<Buffer | null>;
}
