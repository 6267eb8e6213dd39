/**
 * update-page-widget/{id}: the form is the whole widget (a field left out is cleared; the cover stays unless a new one
 * is sent or remove_image is). It stays on its page; a new position puts it last there. update_validity_check (the
 * widget's version the admin opened) is required: a widget changed meanwhile is a 409 and nothing changes.
 */
import type { TWidgetWriteRequest, TWidgetWriteResponse } from '@izlog/contract/widgets';
import { fieldError, notFound } from '../../platform/http/errors';
import type { TUploadedFile } from '../../platform/http/form-body';
import type { TRequestScope } from '../../platform/http/request-scope';
import { assertRoomIn, layoutAnswer, takePage, widgetChanged, widgetsOf } from './page-layout';
import { NO_COVER, storeWidgetCover } from './widget-cover';
import { checkWidgetInput, type TWidgetPage } from './widget-input';
import { movePlaces } from './widget-order';
import { findWidget, placeWidgets, setWidgetTags, updateWidgetRow } from './widgets.queries';

const samePage = (a: TWidgetPage, b: TWidgetPage) =>
  a.pageName === b.pageName && a.pageContentId === b.pageContentId && a.pageCategoryId === b.pageCategoryId;

export async function updateWidget(
  scope: TRequestScope,
  id: number,
  input: TWidgetWriteRequest,
  imageFile: TUploadedFile | undefined,
): Promise<TWidgetWriteResponse> {
  const found = await findWidget(scope.tenant, id);
  if (!found) throw notFound();
  if (input.page_name !== found.pageName) throw fieldError('page_name', 'widget_page_fixed');
  // Required here (the add has no version yet): without it a second admin's save would overwrite the first silently.
  if (input.update_validity_check === undefined) throw fieldError('update_validity_check', 'field_required');
  // The page is the widget's: a number that names both a content and a category needs no repeating here.
  const { settings, tagIds } = await checkWidgetInput(scope.tenant, {
    ...input,
    page_content_id: found.pageContentId ?? undefined,
    page_category_id: found.pageCategoryId ?? undefined,
  });
  // A new cover wins over remove_image (a form that removed the old one and chose another).
  const cover = (await storeWidgetCover(scope, imageFile, input.stock_image)) ?? (input.remove_image ? NO_COVER : null);
  return scope.tenant.transaction(async (tx) => {
    await takePage(tx, found.pageName);
    const widgets = await widgetsOf(tx, found);
    const current = widgets.find((widget) => widget.id === id);
    if (!current || !samePage(current, found)) throw widgetChanged();
    if (input.column_number !== current.columnNumber) {
      assertRoomIn(widgets, input.column_number, id);
      await placeWidgets(tx, movePlaces(widgets, id, input.column_number, Number.MAX_SAFE_INTEGER));
    }
    const updated = await updateWidgetRow(tx, id, { ...settings, ...(cover ?? {}) }, input.update_validity_check);
    if (!updated) throw widgetChanged();
    await setWidgetTags(tx, id, tagIds);
    return layoutAnswer(tx, scope.language, 'widget_updated', found, id);
  });
}
