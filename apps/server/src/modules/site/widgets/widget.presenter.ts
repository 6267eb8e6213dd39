/** Widget rows → the wire shapes of packages/contract/src/widgets.ts. */
import type { TContentListItem } from '@izlog/contract/contents';
import {
  type TPageWidget,
  type TWidgetCriterion,
  type TWidgetLayoutPosition,
  type TWidgetSettings,
  WIDGET_POSITIONS,
} from '@izlog/contract/widgets';
import type { TWidgetRow, TWidgetTag } from './widgets.queries';

export type TWidgetService = { id: number; serviceName: string; description: string };

export function presentWidget(row: TWidgetRow, tags: TWidgetTag[]): TWidgetSettings {
  return {
    widget_id: row.id,
    page_name: row.pageName,
    page_content_id: row.pageContentId,
    page_category_id: row.pageCategoryId,
    column_number: row.columnNumber,
    position: row.sortOrder,
    widget_title: row.title,
    widget_description: row.description,
    is_contact_form: row.isContactForm,
    contact_service_id: row.contactServiceId,
    content_type_id: row.contentTypeId,
    category_id: row.categoryId,
    is_tag_related: row.isTagRelated,
    selected_tags: tags.filter((tag) => tag.widgetId === row.id).map(({ id, name }) => ({ id, name })),
    criteria: row.criteria as TWidgetCriterion,
    limit: row.itemLimit,
    layout: row.itemsPerRow,
    image: row.image,
    image_sizes: row.imageSizes ?? {},
    stock_image: row.stockImage,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A widget as a page shows it: a list's items, a contact form's service (never its address; null once deleted). */
export function presentPageWidget(
  row: TWidgetRow,
  tags: TWidgetTag[],
  items: TContentListItem[],
  service: TWidgetService | undefined,
): TPageWidget {
  return {
    ...presentWidget(row, tags),
    items,
    contact_service: service
      ? { id: service.id, service_name: service.serviceName, description: service.description }
      : null,
  };
}

/** The three positions, each with its widgets in order (empty positions too). */
export function byPosition<T extends { column_number: number }>(
  widgets: T[],
): { column_number: number; widgets: T[] }[] {
  return WIDGET_POSITIONS.map((column) => ({
    column_number: column,
    widgets: widgets.filter((widget) => widget.column_number === column),
  }));
}

export const layoutOf = (rows: TWidgetRow[], tags: TWidgetTag[]): TWidgetLayoutPosition[] =>
  byPosition(rows.map((row) => presentWidget(row, tags)));
