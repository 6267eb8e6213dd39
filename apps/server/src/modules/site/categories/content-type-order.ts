/**
 * The order of the four content types in the site menu: GET /licence-content-type-options and
 * update-content-type-order. A licence that never saved an order gets blog, article, product, static page, all shown.
 */
import { CONTENT_TYPE_NAMES, type TContentTypeOption, type TContentTypeOrderRequest } from '@izlog/contract/categories';
import { CONTENT_TYPE_IDS, type TContentTypeId } from '@izlog/contract/constants';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { countActiveByContentType } from './categories.queries';
import { contentTypeOrderRows, saveContentTypeOrder } from './content-type-order.queries';

type TMenuEntry = { contentTypeId: TContentTypeId; position: number; isEnabled: boolean };

async function currentMenu(scope: TRequestScope): Promise<TMenuEntry[]> {
  const saved = new Map((await contentTypeOrderRows(scope.tenant)).map((row) => [row.contentTypeId, row]));
  return CONTENT_TYPE_IDS.map((contentTypeId, index) => {
    const row = saved.get(contentTypeId);
    return { contentTypeId, position: row?.position ?? index + 1, isEnabled: row?.isEnabled ?? true };
  }).sort((a, b) => a.position - b.position || a.contentTypeId - b.contentTypeId);
}

export async function contentTypeOptions(scope: TRequestScope): Promise<TContentTypeOption[]> {
  const [menu, counts] = await Promise.all([currentMenu(scope), countActiveByContentType(scope.tenant)]);
  return menu.map((entry) => {
    const names = CONTENT_TYPE_NAMES[entry.contentTypeId];
    return {
      id: entry.contentTypeId,
      content_type_id: entry.contentTypeId,
      name: names[scope.language],
      name_srp: names.srp,
      name_en: names.en,
      position: entry.position,
      is_enabled: entry.isEnabled,
      category_count: counts.get(entry.contentTypeId) ?? 0,
    };
  });
}

/** The listed types come first in the given order; unlisted ones follow in their previous order. */
export async function updateContentTypeOrder(
  scope: TRequestScope,
  input: TContentTypeOrderRequest,
): Promise<TContentTypeOption[]> {
  const menu = await currentMenu(scope);
  const listed = input.order;
  const ordered = [...listed, ...menu.map((entry) => entry.contentTypeId).filter((id) => !listed.includes(id))];
  const enabled = input.enabled ? new Set<number>(input.enabled) : undefined;
  await saveContentTypeOrder(
    scope.tenant,
    ordered.map((contentTypeId, index) => ({
      contentTypeId,
      position: index + 1,
      isEnabled: enabled
        ? enabled.has(contentTypeId)
        : (menu.find((entry) => entry.contentTypeId === contentTypeId)?.isEnabled ?? true),
    })),
  );
  return contentTypeOptions(scope);
}
