/** Widgets as the API answers them, for component tests: a list widget or a contact form, overridden per test. */
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPageWidget, TPageWidgets } from '@izlog/contract/widgets';

export function pageWidget(overrides: Partial<TPageWidget> = {}): TPageWidget {
  const id = overrides.widget_id ?? 1;
  return {
    widget_id: id,
    page_name: 'home',
    page_content_id: null,
    page_category_id: null,
    column_number: 1,
    position: 1,
    widget_title: `Widget ${id}`,
    widget_description: null,
    is_contact_form: false,
    contact_service_id: null,
    content_type_id: 3,
    category_id: null,
    is_tag_related: false,
    selected_tags: [],
    criteria: 'newest',
    limit: 6,
    layout: 3,
    image: null,
    image_sizes: {},
    stock_image: null,
    version: 1,
    updated_at: '2025-03-01T10:00:00.000Z',
    items: [],
    contact_service: null,
    ...overrides,
  };
}

/** A page's widgets by position, from a flat list (each widget's column_number and position place it). */
export function pageWidgets(widgets: TPageWidget[], pageName = 'home'): TPageWidgets {
  return {
    page_name: pageName,
    validity_check: 3,
    positions: [1, 2, 3].map((column) => ({
      column_number: column,
      widgets: widgets.filter((widget) => widget.column_number === column),
    })),
  };
}

export const withItems = (widget: Partial<TPageWidget>, items: TContentListItem[]) => pageWidget({ ...widget, items });
