/** Catalogue data as the API answers it, for component tests: sensible defaults, overridden per test. */
import type { TCategory } from '@izlog/contract/categories';
import type { TContent, TContentListItem } from '@izlog/contract/contents';
import type { TSearchHit } from '@izlog/contract/search';

export function listItem(overrides: Partial<TContentListItem> = {}): TContentListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    content_type_id: 3,
    title: `Product ${id}`,
    slug: `product-${id}`,
    description: null,
    excerpt: '',
    image: `/media/1/content/${id}-900x600.webp`,
    image_sizes: {
      '300x200': `/media/1/content/${id}-300x200.webp`,
      '900x600': `/media/1/content/${id}-900x600.webp`,
    },
    category: null,
    author: { id: 9, username: 'radionica', company_name: 'Radionica Jutro', avatar: null },
    price: 1000,
    currency_id: 1,
    discount: 0,
    discount_type: 0,
    status: 'approved',
    views: 0,
    comments_allowed: false,
    created_at: '2025-03-01T10:00:00.000Z',
    published_at: '2025-03-01T10:00:00.000Z',
    tags: [],
    ...overrides,
  };
}

export function fullContent(overrides: Partial<TContent> = {}): TContent {
  return {
    ...listItem(overrides),
    content_text: null,
    stock_image: null,
    gallery_position: null,
    remark_request_for_edit: null,
    updated_at: '2025-03-01T10:00:00.000Z',
    gallery: [],
    video_gallery: [],
    attributes: [],
    locations: [],
    catalogs: [],
    ...overrides,
  };
}

export function category(overrides: Partial<TCategory> = {}): TCategory {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Category ${id}`,
    slug: `category-${id}`,
    description: null,
    parent_category_id: null,
    content_type_id: 3,
    color: null,
    status: 'active',
    image: null,
    stock_image: null,
    position: id,
    ...overrides,
  };
}

export function searchHit(overrides: Partial<TSearchHit> = {}): TSearchHit {
  return {
    type: 'product',
    id: 1,
    title: 'Product 1',
    slug: 'product-1',
    image: null,
    image_sizes: {},
    offer: null,
    content_type_id: 3,
    snippet: '',
    ...overrides,
  };
}

/** The pagination headers of a list answer (DESIGN §3). */
export const pageHeaders = (currentPage: number, pageCount: number, perPage: number, totalCount: number) => ({
  'X-Pagination-Current-Page': String(currentPage),
  'X-Pagination-Page-Count': String(pageCount),
  'X-Pagination-Per-Page': String(perPage),
  'X-Pagination-Total-Count': String(totalCount),
});
