/**
 * change-widget-position: a widget to a position and a place in it, both positions numbered 1..n again, in one
 * transaction. Only while the page's layout is the one the admin saw (update_validity_check) and the widget is the
 * version they moved (delete_validity_check): otherwise a 409 and nothing changes, so two admins arranging one page
 * at once never overwrite each other unseen (decision 0034).
 */
import type { TChangeWidgetPositionRequest, TWidgetWriteResponse } from '@izlog/contract/widgets';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { assertRoomIn, layoutAnswer, takePage, widgetChanged, widgetsOf } from './page-layout';
import { movePlaces } from './widget-order';
import { findWidget, placeWidgets, updateWidgetRow } from './widgets.queries';

export async function moveWidget(
  scope: TRequestScope,
  input: TChangeWidgetPositionRequest,
): Promise<TWidgetWriteResponse> {
  const found = await findWidget(scope.tenant, input.widget_id);
  if (!found) throw notFound();
  return scope.tenant.transaction(async (tx) => {
    await takePage(tx, found.pageName, input.update_validity_check);
    const moved = await updateWidgetRow(tx, found.id, {}, input.delete_validity_check);
    if (!moved) throw widgetChanged();
    const widgets = await widgetsOf(tx, found);
    assertRoomIn(widgets, input.column_number, found.id);
    await placeWidgets(tx, movePlaces(widgets, found.id, input.column_number, input.new_position));
    return layoutAnswer(tx, scope.language, 'widget_moved', found, found.id);
  });
}
