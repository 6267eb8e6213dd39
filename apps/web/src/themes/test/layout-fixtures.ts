/**
 * One set of data for every theme's screens (themes.test.tsx): each theme renders the same licence, products, contents,
 * catalogs, comments, planners and widgets, so a visitor's must-see can be asserted once for all themes.
 */
import type { TCatalog, TCategoryItem } from '@izlog/contract/catalogs';
import type { TCommentThread } from '@izlog/contract/comments';
import type { TPublicContactService } from '@izlog/contract/contact-services';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPublicPlannerDetail, TPublicPlannerSummary } from '@izlog/contract/planners';
import type { TPublicProfile } from '@izlog/contract/profiles';
import type { TPageWidget } from '@izlog/contract/widgets';
import { siteLookOf } from '@/lib/site-look';
import { category, fullContent, listItem, searchHit } from '@/test/catalogue-fixtures';
import { testLicence } from '@/test/render-app';
import { pageWidget } from '@/test/widget-fixtures';
import type { TContentCardData, TListState, TPageWidgetsState, TProductCardData } from '../layout-props';

export const licence = {
  ...testLicence,
  site_name: 'Oak and Linen',
  description: 'Handmade furniture from the workshop.',
  site_image: '/media/1/site/hero-900x600.webp',
  overlay_text: 'Made to last',
  button_text: 'See the shop',
  link_text: 'products',
};
export const look = siteLookOf(licence);

export const kitchen = category({ id: 5, name: 'Kitchen', slug: 'kitchen', description: 'For cooks.' });
const garden = category({ id: 6, name: 'Garden', slug: 'garden' });
export const categories = [kitchen, garden];

/** A priced product, one with a 10% discount and one "on request". */
export const products: TContentListItem[] = [
  listItem({ id: 1, title: 'Oak table', slug: 'oak-table', price: 48900 }),
  listItem({ id: 2, title: 'Linen chair', slug: 'linen-chair', price: 12000, discount: 10, discount_type: 1 }),
  listItem({ id: 3, title: 'Armchair', slug: 'armchair', price: null, image: null, image_sizes: {} }),
];
/** As the English site writes them (the tests render in English). */
export const PRICES = { oakTable: 'RSD 48,900', linenChairNow: 'RSD 10,800', linenChairOld: 'RSD 12,000' } as const;

export const article = listItem({
  id: 50,
  content_type_id: 2,
  title: 'Spring in the workshop',
  slug: 'spring',
  excerpt: 'New oak arrived.',
  price: null,
  category: { id: 7, name: 'News', slug: 'news' },
});
const blogPost = listItem({
  id: 60,
  content_type_id: 1,
  title: 'How we oil a table',
  slug: 'oiling',
  excerpt: 'Three thin coats.',
  price: null,
});

/** A profile with nothing entered beyond its name: the Public Profile shows no "About" for it. */
export const bareProfile: TPublicProfile = {
  id: 9,
  username: 'jutro',
  name: null,
  surname: null,
  company_name: null,
  avatar: null,
  bio: null,
  public_email: null,
  twitter: null,
  facebook: null,
  instagram: null,
  is_client: false,
  locations: [],
};

export const catalog: TCatalog = {
  id: 70,
  name: 'Summer collection',
  slug: 'summer',
  category_id: 5,
  description: '<p>Light <strong>pieces</strong> for the terrace.</p>',
  image: '/media/1/content/70-900x600.webp',
  image_sizes: { '900x600': '/media/1/content/70-900x600.webp' },
  author_id: 9,
  author: { id: 9, username: 'radionica', name: null, surname: null, company_name: 'Radionica Jutro', avatar: null },
  status: 'approved',
  remark_request_for_edit: null,
  products: [1, 2],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

export const productDetail = fullContent({
  ...products[0],
  description: 'Solid oak, oiled by hand.',
  content_text: '<p>Each table is <em>numbered</em>.</p>',
  category: { id: 5, name: 'Kitchen', slug: 'kitchen' },
  attributes: [{ id: 1, name: 'Wood', values: [{ id: 1, value: 'Oak' }] }],
  catalogs: [{ id: 70, name: 'Summer collection', slug: 'summer' }],
  tags: [{ id: 3, name: 'oak', slug: 'oak' }],
});

export const articleDetail = fullContent({
  ...article,
  description: 'The new season starts.',
  content_text: '<p>The oak came <strong>dry</strong> this year.</p>',
});

/** A sponsored catalog first, then an ordinary product: a category list as get-category-catalog-product gives it. */
export const categoryItems: TCategoryItem[] = [
  { ...catalog, type: 'catalog', sponsored: true, bidding_item_id: 44 },
  { ...products[0]!, type: 'product', sponsored: false, bidding_item_id: null },
];

export const searchHits = [
  searchHit({
    id: 1,
    title: 'Oak table',
    slug: 'oak-table',
    offer: { price: 48900, currency_id: 1, discount: 0, discount_type: 0 },
    snippet: 'Solid oak table',
  }),
  searchHit({ type: 'article', id: 50, title: 'Spring in the workshop', slug: 'spring', content_type_id: 2 }),
];

export const threads: TCommentThread[] = [
  {
    id: 100,
    content_id: 1,
    reply: null,
    text: 'Lovely grain.',
    status: 'approved',
    author_name: 'Mila',
    author_id: null,
    author_avatar: null,
    moderator_comment: 'Thank you!',
    created_at: '2025-03-02T10:00:00.000Z',
    replies: [
      {
        id: 101,
        content_id: 1,
        reply: 100,
        text: 'Agreed.',
        status: 'approved',
        author_name: 'Ivan',
        author_id: null,
        author_avatar: null,
        moderator_comment: null,
        created_at: '2025-03-03T10:00:00.000Z',
      },
    ],
  },
];

export const contactServices: TPublicContactService[] = [
  { id: 1, service_name: 'Orders', description: 'Questions about an order.' },
];

export const plannerSummary: TPublicPlannerSummary = {
  id: 80,
  title: 'Our wedding',
  description: 'Everything for the big day.',
  user: { id: 12, username: 'ana' },
  items_count: 2,
  updated_at: '2025-03-04T10:00:00.000Z',
};

/** Two public items: a linked product whose price the owner shows, and a task whose price stays private. */
export const plannerDetail: TPublicPlannerDetail = {
  planner: plannerSummary,
  categories: [
    {
      category: { id: 5, name: 'Kitchen' },
      items: [
        {
          id: 801,
          kind: 'product',
          title: 'Oak table',
          remark: 'For twelve guests.',
          image: null,
          scheduled_date: '2025-06-14',
          scheduled_time: '18:00',
          city: 'Novi Sad',
          country: 'Serbia',
          category: { id: 5, name: 'Kitchen' },
          content: { id: 1, slug: 'oak-table', title: 'Oak table' },
          catalog: null,
          price_minor: 4890000,
          currency_id: 1,
        },
      ],
    },
    {
      category: null,
      items: [
        {
          id: 802,
          kind: 'task',
          title: 'Book the band',
          remark: null,
          image: null,
          scheduled_date: null,
          scheduled_time: null,
          city: null,
          country: null,
          category: null,
          content: null,
          catalog: null,
          price_minor: null,
          currency_id: null,
        },
      ],
    },
  ],
};
export const PLANNER_PRICE = 'RSD 48,900';

export const listWidget: TPageWidget = pageWidget({
  widget_id: 31,
  widget_title: 'Bestsellers',
  column_number: 2,
  layout: 3,
  items: [products[1]!],
});

/** A loaded list of one page. */
export function loadedList<T>(items: T[], pageCount = 1, onPageChange = () => {}): TListState<T> {
  return { items, pagination: { currentPage: 1, pageCount }, onPageChange, error: null };
}
export function loadingList<T>(): TListState<T> {
  return { items: null, pagination: { currentPage: 1, pageCount: 1 }, onPageChange: () => {}, error: null };
}
export function failedList<T>(onRetry: () => void, message = 'The server did not answer.'): TListState<T> {
  return {
    items: null,
    pagination: { currentPage: 1, pageCount: 1 },
    onPageChange: () => {},
    error: { message, onRetry },
  };
}

/** Widgets in positions one to three (one list widget in position two by default). */
export function widgetsState(positions: TPageWidgetsState['positions'] = [[], [listWidget], []]): TPageWidgetsState {
  return { positions, error: null, contactForm: () => null };
}

export const productCards: TProductCardData[] = products;
export const contentCards: TContentCardData[] = [article];
export const blogCards: TContentCardData[] = [blogPost];
