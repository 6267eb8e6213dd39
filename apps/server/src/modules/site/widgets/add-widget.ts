/** add-widget-to-page: a widget placed last in its position, its cover stored first (outside the transaction). */
import type { TWidgetWriteRequest, TWidgetWriteResponse } from '@izlog/contract/widgets';
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { assertRoomIn, layoutAnswer, takePage, widgetsOf } from './page-layout';
import { NO_COVER, storeWidgetCover } from './widget-cover';
import { checkWidgetInput } from './widget-input';
import { insertWidget, setWidgetTags } from './widgets.queries';

export async function addWidget(
  scope: TRequestScope,
  input: TWidgetWriteRequest,
  imageFile: TUploadedFile | undefined,
): Promise<TWidgetWriteResponse> {
  const { page, settings, tagIds } = await checkWidgetInput(scope.tenant, input);
  const cover = (await storeWidgetCover(scope, imageFile, input.stock_image)) ?? NO_COVER;
  return scope.tenant.transaction(async (tx) => {
    await takePage(tx, page.pageName);
    const widgets = await widgetsOf(tx, page);
    assertRoomIn(widgets, input.column_number);
    const row = await insertWidget(tx, {
      ...page,
      ...settings,
      ...cover,
      columnNumber: input.column_number,
      sortOrder: widgets.filter((widget) => widget.columnNumber === input.column_number).length + 1,
      createdBy: scope.actor.kind === 'user' ? scope.actor.userId : null,
    });
    await setWidgetTags(tx, row.id, tagIds);
    return layoutAnswer(tx, scope.language, 'widget_added', page, row.id);
  });
}
