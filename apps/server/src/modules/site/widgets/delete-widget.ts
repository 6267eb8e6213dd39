/**
 * delete-page-widget/{id}: only the version the admin saw (delete_validity_check) is deleted — a widget changed
 * meanwhile is a 409 and stays; the rest of its position closes up.
 */
import type { TDeleteWidgetRequest, TWidgetWriteResponse } from '@izlog/contract/widgets';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { layoutAnswer, takePage, widgetChanged, widgetsOf } from './page-layout';
import { compactPlaces } from './widget-order';
import { deleteWidgetRow, findWidget, placeWidgets } from './widgets.queries';

export async function deleteWidget(
  scope: TRequestScope,
  id: number,
  input: TDeleteWidgetRequest,
): Promise<TWidgetWriteResponse> {
  const found = await findWidget(scope.tenant, id);
  if (!found) throw notFound();
  return scope.tenant.transaction(async (tx) => {
    await takePage(tx, found.pageName);
    if (!(await deleteWidgetRow(tx, id, input.delete_validity_check))) throw widgetChanged();
    await placeWidgets(tx, compactPlaces(await widgetsOf(tx, found)));
    return layoutAnswer(tx, scope.language, 'widget_deleted', found, null);
  });
}
