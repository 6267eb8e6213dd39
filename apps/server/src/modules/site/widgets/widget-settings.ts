/** The back office's widget reads: one widget's settings (the wizard's edit) and every widget of the site. */
import type { TWidgetSettings, TWidgetsQuery } from '@izlog/contract/widgets';
import { notFound } from '../../../platform/http/errors';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentWidget } from './widget.presenter';
import { findWidget, listWidgetRows, tagsOfWidgets } from './widgets.queries';

export async function getWidgetSettings(scope: TRequestScope, id: number): Promise<TWidgetSettings> {
  const row = await findWidget(scope.tenant, id);
  if (!row) throw notFound();
  return presentWidget(row, await tagsOfWidgets(scope.tenant, [row.id]));
}

export async function listWidgets(
  scope: TRequestScope,
  query: TWidgetsQuery,
  page: TPage,
): Promise<{ items: TWidgetSettings[]; total: number }> {
  const { rows, total } = await listWidgetRows(scope.tenant, query['filter[page_name]'], page);
  const tags = await tagsOfWidgets(
    scope.tenant,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentWidget(row, tags)), total };
}
