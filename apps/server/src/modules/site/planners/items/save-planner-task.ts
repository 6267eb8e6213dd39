/**
 * create-planner-task/{plannerId} and update-planner-task/{itemId}: the task form (SPEC §5: title, category, full
 * address, date and time; a price needs its currency). On update a field not sent keeps its value and an optional one
 * sent empty is cleared (decision 0050): the sent fields go over the stored task and the whole is checked as a new
 * one is. The picture stays unless a new one is sent or remove_image is. The picture is stored outside the transaction (its re-encoding is slow)
 * and only after the planner, the item limit, the day and the category passed, so a refused form stores nothing.
 */
import { priceToMinorUnits } from '@izlog/contract/contents';
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import {
  PLANNER_ITEMS_MAX,
  type TPlannerItemChange,
  type TPlannerTaskRequest,
  ZPlannerTaskRequest,
} from '@izlog/contract/planners';
import { isCalendarDate } from '../../../../platform/exchange-rates/working-days';
import { FieldValidationError, fieldError, notFound, type TFieldProblem } from '../../../../platform/http/errors';
import type { TUploadedFile } from '../../../../platform/http/form-body';
import { completeForm } from '../../../../platform/http/partial-update';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { storeFormPicture } from '../../media/image-input';
import { ownerIdOf, todaysEuroRate } from '../planner-scope';
import { findOwnPlanner, lockOwnPlanners } from '../planners.queries';
import { minutesOf, settleNew, type TItemValues } from './planner-item-change';
import { answerItemChange, changeOwnItem, readWritten } from './planner-item-write';
import {
  countOwnItemsOf,
  findOwnItemRecord,
  insertPlannerItem,
  type TPlannerItemRecord,
  type TPlannerItemRow,
} from './planner-items.queries';
import { isActiveProductCategory } from './planner-links.queries';
import { pricedValues } from './planner-price';
import { keepPlannerTotals } from './planner-totals';

export type TPlannerTaskForm = TPlannerTaskRequest & { image?: TUploadedFile };

type TPicture = Pick<TItemValues, 'image' | 'imageSizes' | 'stockImage'>;
const NO_PICTURE: TPicture = { image: null, imageSizes: null, stockImage: null };

/** What the schema cannot tell: a real calendar day, and a category of the site's products. */
async function checkTask(scope: TRequestScope, input: TPlannerTaskRequest): Promise<void> {
  const problems: TFieldProblem[] = [];
  if (!isCalendarDate(input.scheduled_date)) problems.push({ field: 'scheduled_date', key: 'planner_date_invalid' });
  if (!(await isActiveProductCategory(scope.tenant, input.category_id))) {
    problems.push({ field: 'category_id', key: 'planner_category_unknown' });
  }
  if (problems.length > 0) throw new FieldValidationError(problems);
}

/** A new picture (file or stock photo), or null when the form sent neither. */
async function storePicture(scope: TRequestScope, form: TPlannerTaskForm): Promise<TPicture | null> {
  const stored = await storeFormPicture(scope, form.image, form.stock_image);
  return stored && { image: stored.url, imageSizes: stored.sizes, stockImage: stored.stockImage };
}

function taskValues(
  form: TPlannerTaskForm,
  picture: TPicture,
  before: TPlannerItemRow | null,
  rate: TExchangeRate | null,
): TItemValues {
  const priceMinor = form.price ? priceToMinorUnits(form.price) : null;
  return {
    title: form.title,
    remark: form.remark ?? null,
    ...picture,
    scheduledDate: form.scheduled_date,
    scheduledTime: form.scheduled_time,
    address: form.address,
    city: form.city,
    country: form.country ?? null,
    contactPhone: form.contact_phone ?? null,
    contactEmail: form.contact_email ?? null,
    categoryId: form.category_id,
    ...pricedValues(priceMinor, form.currency_id ?? null, before, rate),
    calculatePrice: form.calculate_price ?? true,
    showPublicly: form.show_publicly ?? false,
    showPricePublicly: form.show_price_publicly ?? false,
  };
}

/** The item limit, asked before a picture is stored and again under the planner's lock. */
async function assertRoomFor(tdb: TenantDb, ownerId: number, plannerId: number): Promise<void> {
  if ((await countOwnItemsOf(tdb, ownerId, plannerId)) >= PLANNER_ITEMS_MAX) {
    throw fieldError('plannerId', 'planner_items_limit', { max: PLANNER_ITEMS_MAX });
  }
}

/**
 * Runs `write` with the form's new picture, stored only once every check a form can fail before the transaction has
 * passed; when the write still refuses (a race at the item limit, the item deleted meanwhile), the stored files go.
 */
async function withStoredPicture<T>(
  scope: TRequestScope,
  form: TPlannerTaskForm,
  write: (picture: TPicture | null, rate: TExchangeRate | null) => Promise<T>,
): Promise<T> {
  const [picture, rate] = await Promise.all([storePicture(scope, form), todaysEuroRate(scope)]);
  try {
    return await write(picture, rate);
  } catch (error) {
    if (picture) await forgetStoredPicture(scope, picture);
    throw error;
  }
}

/** The files of a picture no item kept (each variant is served from /media/<its storage key>). */
async function forgetStoredPicture(scope: TRequestScope, picture: TPicture): Promise<void> {
  const urls = Object.values(picture.imageSizes ?? {});
  await Promise.all(urls.map((url) => scope.deps.storage.remove(url.replace(/^\/media\//, '')))).catch(() => undefined);
}

export async function createPlannerTask(
  scope: TRequestScope,
  plannerId: number,
  form: TPlannerTaskForm,
): Promise<TPlannerItemChange> {
  const ownerId = ownerIdOf(scope);
  // Another's planner is a 404 before anything of the form is looked at.
  if (!(await findOwnPlanner(scope.tenant, ownerId, plannerId))) throw notFound();
  await checkTask(scope, form);
  await assertRoomFor(scope.tenant, ownerId, plannerId);
  const written = await withStoredPicture(scope, form, (picture, rate) =>
    scope.tenant.transaction(async (tx) => {
      const [planner] = await lockOwnPlanners(tx, ownerId, [plannerId]);
      if (!planner) throw notFound();
      await assertRoomFor(tx, ownerId, plannerId);
      const values = taskValues(form, picture ?? NO_PICTURE, null, rate);
      const itemId = await insertPlannerItem(tx, {
        ...values,
        ...settleNew('task', values),
        plannerId,
        userId: ownerId,
        kind: 'task',
      });
      await keepPlannerTotals(tx, ownerId, [plannerId]);
      return readWritten(tx, ownerId, itemId, [plannerId], planner.isPublic);
    }),
  );
  return answerItemChange(scope, written);
}

/** The stored task as its form names it (the picture is no field kept: it is sent or not). */
const storedTask = (task: TPlannerItemRecord): Record<string, unknown> => ({
  title: task.title,
  category_id: task.categoryId,
  address: task.address,
  city: task.city,
  country: task.country,
  scheduled_date: task.scheduledDate,
  scheduled_time: minutesOf(task.scheduledTime),
  remark: task.remark,
  contact_phone: task.contactPhone,
  contact_email: task.contactEmail,
  price: task.priceMinor === null ? null : (task.priceMinor / 100).toFixed(2),
  currency_id: task.currencyId,
  calculate_price: task.calculatePrice,
  show_publicly: task.showPublicly,
  show_price_publicly: task.showPricePublicly,
});

export async function updatePlannerTask(
  scope: TRequestScope,
  itemId: number,
  sent: Partial<TPlannerTaskForm>,
): Promise<TPlannerItemChange> {
  const found = await findOwnItemRecord(scope.tenant, ownerIdOf(scope), itemId);
  if (!found) throw notFound();
  if (found.kind !== 'task') throw fieldError('kind', 'planner_item_not_task');
  const form: TPlannerTaskForm = { ...completeForm(ZPlannerTaskRequest, storedTask(found), sent), image: sent.image };
  await checkTask(scope, form);
  return withStoredPicture(scope, form, (picture, rate) =>
    changeOwnItem(scope, itemId, (item) => {
      // A new picture wins over remove_image (a form that removed the old one and chose another).
      const kept = form.remove_image
        ? NO_PICTURE
        : { image: item.image, imageSizes: item.imageSizes, stockImage: item.stockImage };
      return taskValues(form, picture ?? kept, item, rate);
    }),
  );
}
