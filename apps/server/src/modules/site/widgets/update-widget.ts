/**
 * update-page-widget/{id}: a field not sent keeps its value, an optional one sent empty is cleared (decision 0050);
 * the sent fields go over the stored widget and the whole is checked as an add is. The cover stays unless a new one
 * is sent or remove_image is. It stays on its page; a new position puts it last there. update_validity_check (the
 * widget's version the admin opened) is required: a widget changed meanwhile is a 409 and nothing changes.
 */
import { type TWidgetWriteRequest, type TWidgetWriteResponse, ZWidgetWriteRequest } from '@izlog/contract/widgets';
import { fieldError, notFound } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { completeForm } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { assertRoomIn, layoutAnswer, takePage, widgetChanged, widgetsOf } from './page-layout';
import { NO_COVER, storeWidgetCover } from './widget-cover';
import { checkWidgetInput, type TWidgetPage } from './widget-input';
import { movePlaces } from './widget-order';
import {
  findWidget,
  placeWidgets,
  setWidgetTags,
  type TWidgetRow,
  tagsOfWidgets,
  updateWidgetRow,
} from './widgets.queries';

const samePage = (a: TWidgetPage, b: TWidgetPage) =>
  a.pageName === b.pageName && a.pageContentId === b.pageContentId && a.pageCategoryId === b.pageCategoryId;

/** The stored widget as its form names it; the cover and the version are not fields kept (they are sent or not). */
async function storedForm(scope: TRequestScope, widget: TWidgetRow): Promise<Record<string, unknown>> {
  const tags = await tagsOfWidgets(scope.tenant, [widget.id]);
  return {
    page_name: widget.pageName,
    page_content_id: widget.pageContentId,
    page_category_id: widget.pageCategoryId,
    column_number: widget.columnNumber,
    widget_title: widget.title,
    widget_description: widget.description,
    is_contact_form: widget.isContactForm,
    contact_service_id: widget.contactServiceId,
    content_type_id: widget.contentTypeId,
    category_id: widget.categoryId,
    is_tag_related: widget.isTagRelated,
    selected_tags: tags.map((tag) => tag.id),
    criteria: widget.criteria,
    limit: widget.itemLimit,
    layout: widget.itemsPerRow,
  };
}

export async function updateWidget(
  scope: TRequestScope,
  id: number,
  sent: Partial<TWidgetWriteRequest>,
  imageFile: TUploadedFile | undefined,
): Promise<TWidgetWriteResponse> {
  const found = await findWidget(scope.tenant, id);
  if (!found) throw notFound();
  const input = completeForm(ZWidgetWriteRequest, await storedForm(scope, found), sent);
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
