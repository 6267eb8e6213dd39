/**
 * The visitors' widget calls: get-page-widgets (a page's three positions with what each widget shows, and the
 * layout's version) and get-home-page-position-one (the home page's lead block). Both are answered from the public
 * cache for visitors and dropped by any write to the site (platform/cache/public-cache.ts).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import {
  HOME_PAGE_NAME,
  type THomePagePositionOne,
  type TPageWidgets,
  type TPageWidgetsQuery,
  WIDGET_CONTENT_TYPES,
} from '@izlog/contract/widgets';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { contentListItemsInOrder } from '../contents/reads/content-list-items';
import { byPosition, presentPageWidget } from './widget.presenter';
import { WidgetItemsReader } from './widget-items';
import { itemCondition, newestIds } from './widget-items.queries';
import {
  contactServicesByIds,
  firstWidgetOf,
  layoutVersion,
  type TWidgetRow,
  tagsOfWidgets,
  widgetsOfPage,
} from './widgets.queries';

/** The widgets as a page shows them, in the order of `rows`. */
async function pageWidgetsOf(tdb: TenantDb, rows: TWidgetRow[]) {
  const [tags, services] = await Promise.all([
    tagsOfWidgets(
      tdb,
      rows.map((row) => row.id),
    ),
    contactServicesByIds(
      tdb,
      rows.flatMap((row) => (row.isContactForm && row.contactServiceId ? [row.contactServiceId] : [])),
    ),
  ]);
  const reader = new WidgetItemsReader(tdb);
  return Promise.all(
    rows.map(async (row) => {
      const selected = tags.filter((tag) => tag.widgetId === row.id).map((tag) => tag.id);
      const service = row.isContactForm ? services.find((each) => each.id === row.contactServiceId) : undefined;
      return presentPageWidget(row, tags, await reader.itemsOf(row, selected), service);
    }),
  );
}

export async function getPageWidgets(scope: TRequestScope, query: TPageWidgetsQuery): Promise<TPageWidgets> {
  const tdb = scope.tenant;
  const target = { contentId: query.page_content_id, categoryId: query.page_category_id };
  // The version first, then the widgets: a write between the two reads leaves the reader an older version than what
  // they see, so their next move is refused (409) rather than allowed on a layout they never saw.
  const version = await layoutVersion(tdb, query.page_name);
  const rows = await widgetsOfPage(tdb, query.page_name, target);
  return {
    page_name: query.page_name,
    validity_check: version,
    positions: byPosition(await pageWidgetsOf(tdb, rows)),
  };
}

/**
 * The first widget of the home page's position one with what it shows; without one, the site's newest approved
 * article (else its newest blog or product), so the lead block never goes empty.
 */
export async function getHomePagePositionOne(scope: TRequestScope): Promise<THomePagePositionOne> {
  const tdb = scope.tenant;
  const first = await firstWidgetOf(tdb, HOME_PAGE_NAME, 1);
  if (first) {
    const [widget] = await pageWidgetsOf(tdb, [first]);
    return { source: 'widget', widget: widget!, items: widget!.items };
  }
  let ids = await newestIds(tdb, itemCondition(tdb, { contentTypeIds: [CONTENT_TYPE.article] }), 1);
  if (ids.length === 0) ids = await newestIds(tdb, itemCondition(tdb, { contentTypeIds: WIDGET_CONTENT_TYPES }), 1);
  return { source: 'newest', widget: null, items: await contentListItemsInOrder(tdb, ids) };
}
