/**
 * link-product-to-planner/{plannerId}/{contentId} and link-catalog-to-planner/{plannerId}/{catalogId} (SPEC §4): a
 * product or catalog of this licence the public sees joins the owner's planner once. The item copies its title,
 * category and price after discount (a euro price with today's rate); a catalog has no price. Already there → the
 * existing item, 202 (two links at once wait on the planner's lock, so the second finds the first's item).
 */
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import { PLANNER_ITEMS_MAX, PLANNER_PRICE_MAX_MINOR, type TPlannerItemChange } from '@izlog/contract/planners';
import { fieldError, notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { ownerIdOf, todaysEuroRate } from '../planner-scope';
import { lockOwnPlanners } from '../planners.queries';
import { settleNew, type TItemValues } from './planner-item-change';
import { answerItemChange, readWritten } from './planner-item-write';
import { countOwnItemsOf, findLinkedItemId, insertPlannerItem, type TLinkTarget } from './planner-items.queries';
import { findPublicCatalog, findPublicProduct } from './planner-links.queries';
import { currentPriceMinor, NO_PRICE, pricedValues } from './planner-price';
import { keepPlannerTotals } from './planner-totals';

export type TLinkOutcome = { change: TPlannerItemChange; alreadyLinked: boolean };

const UNSCHEDULED = {
  remark: null,
  image: null,
  imageSizes: null,
  stockImage: null,
  scheduledDate: null,
  scheduledTime: null,
  address: null,
  city: null,
  country: null,
  contactPhone: null,
  contactEmail: null,
  calculatePrice: true,
  showPublicly: false,
  showPricePublicly: false,
} satisfies Partial<TItemValues>;

/**
 * The new item's values: what the product or catalog is today; one the public does not see (unknown, not approved, in
 * an inactive category) → 404. A product dearer than a planner price may be is a 422: a planner's totals stay exact
 * integers only below PLANNER_PRICE_MAX_MINOR per item.
 */
async function linkedValues(
  scope: TRequestScope,
  target: TLinkTarget,
  rate: TExchangeRate | null,
): Promise<TItemValues> {
  if (target.contentId !== undefined) {
    const product = await findPublicProduct(scope.tenant, target.contentId);
    if (!product) throw notFound();
    const priceMinor = currentPriceMinor(product);
    if (priceMinor !== null && priceMinor > PLANNER_PRICE_MAX_MINOR)
      throw fieldError('contentId', 'planner_price_too_high');
    const priced = pricedValues(priceMinor, product.currencyId, null, rate);
    return { ...UNSCHEDULED, title: product.title, categoryId: product.categoryId, ...priced };
  }
  const catalog = await findPublicCatalog(scope.tenant, target.catalogId);
  if (!catalog) throw notFound();
  return { ...UNSCHEDULED, title: catalog.name, categoryId: catalog.categoryId, ...NO_PRICE };
}

export async function linkToPlanner(
  scope: TRequestScope,
  plannerId: number,
  target: TLinkTarget,
): Promise<TLinkOutcome> {
  const ownerId = ownerIdOf(scope);
  const rate = await todaysEuroRate(scope);
  const values = await linkedValues(scope, target, rate);
  const kind = target.contentId !== undefined ? 'product' : 'catalog';
  const { written, alreadyLinked } = await scope.tenant.transaction(async (tx) => {
    const [planner] = await lockOwnPlanners(tx, ownerId, [plannerId]);
    if (!planner) throw notFound();
    const existing = await findLinkedItemId(tx, ownerId, plannerId, target);
    // Already there: nothing is written, so the visitors' answers stay (no `wasPublic`).
    if (existing !== undefined)
      return { written: await readWritten(tx, ownerId, existing, [plannerId]), alreadyLinked: true };
    if ((await countOwnItemsOf(tx, ownerId, plannerId)) >= PLANNER_ITEMS_MAX) {
      throw fieldError('plannerId', 'planner_items_limit', { max: PLANNER_ITEMS_MAX });
    }
    const itemId = await insertPlannerItem(tx, {
      ...values,
      ...settleNew(kind, values),
      plannerId,
      userId: ownerId,
      kind,
      contentId: target.contentId ?? null,
      catalogId: target.catalogId ?? null,
    });
    await keepPlannerTotals(tx, ownerId, [plannerId]);
    return { written: await readWritten(tx, ownerId, itemId, [plannerId], planner.isPublic), alreadyLinked: false };
  });
  return { change: await answerItemChange(scope, written), alreadyLinked };
}
