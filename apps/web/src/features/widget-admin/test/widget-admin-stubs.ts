/** Widgets, layouts and the other answers the widget modal reads, as the API gives them, for the modal's tests. */
import type { TCategory } from '@izlog/contract/categories';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPageWidget, TPageWidgets, TWidgetWriteResponse } from '@izlog/contract/widgets';
import type { TStubAnswer, TStubTable } from '@/test/render-app';
import { pageWidget } from '@/test/widget-fixtures';

function widget(overrides: Partial<TPageWidget> & Pick<TPageWidget, 'widget_id' | 'widget_title'>): TPageWidget {
  return pageWidget(overrides);
}

/** A page's layout: the widgets of each position in order (places numbered from 1), and the layout's version. */
export function layout(columns: [TPageWidget[], TPageWidget[], TPageWidget[]], version: number): TPageWidgets {
  return {
    page_name: 'home',
    validity_check: version,
    positions: columns.map((widgets, index) => ({
      column_number: index + 1,
      widgets: widgets.map((item, place) => ({ ...item, column_number: index + 1, position: place + 1 })),
    })),
  };
}

export const newestProducts = widget({ widget_id: 10, widget_title: 'New in the shop', category_id: 11, version: 4 });
export const mostReadNews = widget({
  widget_id: 11,
  widget_title: 'Most read news',
  content_type_id: 2,
  criteria: 'most_read',
  limit: 4,
  layout: 2,
  selected_tags: [{ id: 5, name: 'summer' }],
  version: 2,
});
export const contactForm = widget({
  widget_id: 12,
  widget_title: 'Write to us',
  is_contact_form: true,
  contact_service_id: 3,
  content_type_id: null,
  contact_service: { id: 3, service_name: 'Sales', description: 'Orders and offers' },
  version: 9,
});

/** Position one: newest products, most read news; position two: the contact form; position three: empty. */
export const homeLayout = layout([[newestProducts, mostReadNews], [contactForm], []], 7);

function category(id: number, name: string, contentTypeId = 3): TCategory {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    description: null,
    parent_category_id: null,
    content_type_id: contentTypeId,
    color: null,
    status: 'active',
    image: null,
    stock_image: null,
    position: id,
  };
}

const productCategories = [category(11, 'Shoes'), category(13, 'Bags')];

/** GET /categories: the product categories when type 3 is asked, nothing for the other types. */
const categoriesAnswer = (request: Request): TStubAnswer => {
  const type = new URL(request.url).searchParams.get('filter[content_type_id]');
  return { body: type === '3' ? productCategories : [] };
};

export function listItem(id: number, title: string): TContentListItem {
  return {
    id,
    content_type_id: 3,
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    description: null,
    excerpt: '',
    image: null,
    image_sizes: {},
    category: { id: 11, name: 'Shoes', slug: 'shoes' },
    author: { id: 1, username: 'admin', company_name: null, avatar: null },
    price: 1200,
    currency_id: 1,
    discount: 0,
    discount_type: 0,
    status: 'approved',
    views: 10,
    comments_allowed: true,
    created_at: '2026-11-01T10:00:00Z',
    published_at: '2026-11-01T10:00:00Z',
    tags: [],
    pending_revision: null,
  };
}

/** What the landing screen reads: the page's layout (the given answer, or one that may change) and categories. */
export function widgetAdminStubs(
  layoutAnswer: TPageWidgets | ((request: Request) => TStubAnswer) = homeLayout,
  extra: TStubTable = {},
): TStubTable {
  return {
    'GET /api/v1/content-widgets/get-page-widgets':
      typeof layoutAnswer === 'function' ? layoutAnswer : { body: layoutAnswer },
    'GET /api/v1/categories': categoriesAnswer,
    ...extra,
  };
}

/** What every widget write answers: the notice's message and the page's layout after it (decision 0034). */
export function writeAnswer(message: string, after: TPageWidgets, widget: TPageWidget | null = null): TStubAnswer {
  const body: TWidgetWriteResponse = {
    message,
    widget,
    page_name: after.page_name,
    validity_check: after.validity_check,
    positions: after.positions,
  };
  return { body };
}
