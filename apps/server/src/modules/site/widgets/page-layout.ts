/**
 * The writes' shared steps on a page's layout (decision 0034): take the page (raising its layout version, which
 * locks its row until the transaction ends, so writes to one page queue), keep a position within its bound, and
 * answer the page's layout as it is after the write.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMessage, type TMessageKey } from '@izlog/contract/messages';
import { type TWidgetWriteResponse, WIDGETS_PER_POSITION } from '@izlog/contract/widgets';
import { AppError, fieldError } from '../../../platform/http/errors';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { layoutOf, presentWidget } from './widget.presenter';
import { type TWidgetPage, targetOf } from './widget-input';
import { layoutVersion, raiseLayoutVersion, type TWidgetRow, tagsOfWidgets, widgetsOfPage } from './widgets.queries';

/** 409: the page's layout changed since the admin saw it (another admin's add, move, change or delete). */
export const layoutChanged = () => new AppError(409, 'widget_layout_changed');
/** 409: the widget changed or was deleted since the admin saw it. */
export const widgetChanged = () => new AppError(409, 'widget_changed');

/**
 * Takes the page for this transaction and raises its layout version; with `expected` (the version the admin saw),
 * a layout changed meanwhile is a 409 and the transaction changes nothing.
 */
export async function takePage(tx: TenantDb, pageName: string, expected?: number): Promise<void> {
  const version = await raiseLayoutVersion(tx, pageName, expected);
  if (version === null) throw layoutChanged();
}

/** The page's widgets, read after the page is taken: what the write works on. */
export function widgetsOf(tx: TenantDb, page: TWidgetPage): Promise<TWidgetRow[]> {
  return widgetsOfPage(tx, page.pageName, targetOf(page));
}

/** A position holds at most WIDGETS_PER_POSITION widgets (others than `exceptId`). */
export function assertRoomIn(widgets: TWidgetRow[], columnNumber: number, exceptId?: number): void {
  const held = widgets.filter((widget) => widget.columnNumber === columnNumber && widget.id !== exceptId).length;
  if (held >= WIDGETS_PER_POSITION) {
    throw fieldError('column_number', 'widget_position_full', { max: WIDGETS_PER_POSITION });
  }
}

/** The answer of every write: its message, the widget now (null once deleted) and the page's layout and version. */
export async function layoutAnswer(
  tx: TenantDb,
  language: TLanguage,
  key: TMessageKey,
  page: TWidgetPage,
  widgetId: number | null,
): Promise<TWidgetWriteResponse> {
  const [rows, version] = await Promise.all([widgetsOf(tx, page), layoutVersion(tx, page.pageName)]);
  const tags = await tagsOfWidgets(
    tx,
    rows.map((row) => row.id),
  );
  const widget = rows.find((row) => row.id === widgetId);
  return {
    message: formatMessage(key, language),
    widget: widget ? presentWidget(widget, tags) : null,
    page_name: page.pageName,
    validity_check: version,
    positions: layoutOf(rows, tags),
  };
}
