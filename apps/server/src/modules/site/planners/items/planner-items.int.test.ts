/**
 * The owner's tasks and one-field item calls: the task form (JSON and multipart with a picture checked by its bytes)
 * and its 422s, the whole-form update, the date, remark, price, calculate-price and the two public switches — each
 * answering the item with its planner's totals — and the status and calendar sequence they leave. Bad input changes
 * nothing (the rows are read back); another user's item is a 404.
 */
import { CONTENT_TYPE, CURRENCY } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { ELF_BYTES, pictureOf } from '../../../../../test/images';
import { createCategory } from '../../../../../test/support/catalog-test-data';
import { tenantOf } from '../../../../../test/support/content-test-support';
import {
  createPlannerOf,
  createTask,
  fieldsOf,
  itemRow,
  itemRowsOf,
  plannerRow,
  plannerWorld,
  postPlanner,
  postPlannerForm,
  setTodaysEuroRate,
  type TPlannerWorld,
  taskFields,
} from '../../../../../test/support/planners';
import { plannerItems } from '../../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
});
afterAll(() => app.close());

async function plannerWithTask(values: Record<string, unknown> = {}) {
  const world = await plannerWorld(app);
  const planner = await createPlannerOf(app, world);
  const change = await createTask(app, world, planner.id, values);
  return { world, planner, item: change.item };
}

const markApproved = (world: TPlannerWorld, id: number) =>
  tenantOf(app, world.licence).update(plannerItems, { status: 'approved' }, eq(plannerItems.id, id));

describe('POST /planner-items/create-planner-task/{plannerId}', () => {
  it('adds a task with the form’s defaults and answers it with its planner’s new totals', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const response = await postPlanner(app, world, `planner-items/create-planner-task/${planner.id}`, {
      payload: taskFields(world, { price: '1500,5', currency_id: CURRENCY.RSD, contact_email: 'Torte@Example.com' }),
    });
    expect(response.statusCode).toBe(200);
    const { item, planner: after } = response.json();
    expect(item).toMatchObject({
      planner_id: planner.id,
      kind: 'task',
      title: 'Proba torte',
      category: { id: world.category.id, name: 'Dekoracija' },
      address: 'Knez Mihailova 5',
      city: 'Beograd',
      scheduled_date: '2026-06-20',
      scheduled_time: '18:00',
      contact_email: 'torte@example.com',
      price_minor: 150_050,
      currency_id: CURRENCY.RSD,
      priced_rate: null,
      price_rsd_minor: 150_050,
      calculate_price: true,
      show_publicly: false,
      show_price_publicly: false,
      status: 'private',
      content: null,
      image: null,
    });
    expect(after).toMatchObject({ id: planner.id, items_count: 1, totals: { rsd_minor: 150_050, counted_items: 1 } });
  });

  it('keeps today’s euro rate with a euro price and counts it in para at that rate', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const { item, planner: after } = await createTask(app, world, planner.id, {
      price: '100',
      currency_id: CURRENCY.EUR,
    });
    expect(item).toMatchObject({
      price_minor: 10_000,
      currency_id: CURRENCY.EUR,
      priced_rate: { middle: '117.1734', parity: 1 },
      price_rsd_minor: 1_171_734,
    });
    expect(after.totals).toMatchObject({
      rsd_minor: 0,
      eur_minor: 10_000,
      grand_total_rsd_minor: 1_171_734,
      priced_total_rsd_minor: 1_171_734,
    });
  });

  it('takes a multipart form with a picture, stored as responsive variants', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const response = await postPlannerForm(app, world, `planner-items/create-planner-task/${planner.id}`, {
      ...taskFields(world),
      show_publicly: 'on',
      image: { data: await pictureOf('jpeg', 600, 400), filename: 'torta.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    const { item } = response.json();
    expect(item.image.url).toMatch(/^\/media\/.+\.webp$/);
    expect(Object.keys(item.image.sizes).length).toBeGreaterThan(0);
    expect(item).toMatchObject({ show_publicly: true, status: 'pending' });
  });

  it('refuses a file that is not a picture by its bytes (422 on image) and adds nothing', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const response = await postPlannerForm(app, world, `planner-items/create-planner-task/${planner.id}`, {
      ...taskFields(world),
      image: { data: ELF_BYTES, filename: 'torta.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual(['image']);
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);
  });

  it('names every missing required field (title, category, address, city, date, time) and adds nothing', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const response = await postPlanner(app, world, `planner-items/create-planner-task/${planner.id}`, {
      payload: { remark: 'Bez ičega' },
      language: 'srp',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response).sort()).toEqual([
      'address',
      'category_id',
      'city',
      'scheduled_date',
      'scheduled_time',
      'title',
    ]);
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);
    expect((await plannerRow(app, world, planner.id))!.itemsCount).toBe(0);
  });

  it.each([
    ['a negative price', { price: '-5', currency_id: 1 }, 'price'],
    ['a price that is no number', { price: 'deset', currency_id: 1 }, 'price'],
    ['an unknown currency', { price: '10', currency_id: 3 }, 'currency_id'],
    ['a price without its currency', { price: '10' }, 'currency_id'],
    ['a day the calendar does not have', { scheduled_date: '2026-02-30' }, 'scheduled_date'],
    ['a time past midnight', { scheduled_time: '24:10' }, 'scheduled_time'],
    ['a bad e-mail', { contact_email: 'nije-adresa' }, 'contact_email'],
    ['a price of nine whole digits', { price: '100000000', currency_id: 1 }, 'price'],
    ['"maybe" on calculate_price', { calculate_price: 'maybe' }, 'calculate_price'],
    ['"maybe" on show_publicly', { show_publicly: 'maybe' }, 'show_publicly'],
    ['"maybe" on show_price_publicly', { show_price_publicly: 'maybe' }, 'show_price_publicly'],
    ['"maybe" on remove_image', { remove_image: 'maybe' }, 'remove_image'],
  ])('refuses %s with a 422 naming the field', async (_what, values, field) => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const response = await postPlanner(app, world, `planner-items/create-planner-task/${planner.id}`, {
      payload: taskFields(world, values),
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual([field]);
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);
  });

  it('files a task only under an active product category of the site', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const blogCategory = await createCategory(app, world.licence, { contentTypeId: CONTENT_TYPE.blog });
    const hidden = await createCategory(app, world.licence, { status: 'inactive' });
    for (const category of [blogCategory.id, hidden.id, 999_999]) {
      const response = await postPlanner(app, world, `planner-items/create-planner-task/${planner.id}`, {
        payload: taskFields(world, { category_id: category }),
        language: 'srp',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field: 'category_id', message: 'Izaberite jednu od kategorija sajta.' }]);
    }
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);
  });

  it('is a 404 in another user’s planner', async () => {
    const world = await plannerWorld(app);
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    const response = await postPlanner(app, world, `planner-items/create-planner-task/${theirs.id}`, {
      payload: taskFields(world),
    });
    expect(response.statusCode).toBe(404);
    expect(await itemRowsOf(app, world, theirs.id)).toEqual([]);
  });
});

describe('POST /planner-items/update-planner-task/{itemId}', () => {
  it('keeps what the form does not send, clears what it sends empty, and keeps the picture unless removed', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const created = await postPlannerForm(app, world, `planner-items/create-planner-task/${planner.id}`, {
      ...taskFields(world),
      remark: 'Čokoladna',
      contact_phone: '0641234567',
      price: '20',
      currency_id: CURRENCY.EUR,
      image: { data: await pictureOf('png', 600, 400), filename: 'torta.png', type: 'image/png' },
    });
    const item = created.json().item;
    const update = (values: Record<string, unknown>) =>
      postPlanner(app, world, `planner-items/update-planner-task/${item.id}`, { payload: values });

    // Not sent: kept (decision 0050).
    const changed = await update({ title: 'Torta od malina', calculate_price: '0' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().item).toMatchObject({
      title: 'Torta od malina',
      remark: 'Čokoladna',
      contact_phone: '0641234567',
      price_minor: 2000,
      currency_id: CURRENCY.EUR,
      priced_rate: item.priced_rate,
      calculate_price: false,
      city: 'Beograd',
      scheduled_date: '2026-06-20',
      image: { url: item.image.url },
    });
    expect(changed.json().planner.totals).toMatchObject({ eur_minor: 0, counted_items: 0 });

    // Sent empty: cleared; a required field sent empty is a 422 and changes nothing.
    const emptied = await update({ remark: '', contact_phone: '', price: '' });
    expect(emptied.json().item).toMatchObject({
      title: 'Torta od malina',
      remark: null,
      contact_phone: null,
      price_minor: null,
      currency_id: null,
      priced_rate: null,
    });
    const noCity = await update({ city: ' ' });
    expect(noCity.statusCode).toBe(422);
    expect(noCity.json()).toEqual([{ field: 'city', message: 'This field is required.' }]);
    expect((await itemRow(app, world, item.id))?.city).toBe('Beograd');

    const removed = await update({ remove_image: 'true' });
    expect(removed.json().item.image).toBeNull();
  });

  it('refuses a linked product (422 planner_item_not_task), another user’s task (404) and bad input', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const product = await world.product();
    const linked = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${product.id}`);
    const notTask = await postPlanner(app, world, `planner-items/update-planner-task/${linked.json().item.id}`, {
      payload: taskFields(world),
    });
    expect(notTask.statusCode).toBe(422);
    expect(fieldsOf(notTask)).toEqual(['kind']);

    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    const theirTask = await createTask(app, { ...world, owner: world.stranger }, theirs.id);
    const stranger = await postPlanner(app, world, `planner-items/update-planner-task/${theirTask.item.id}`, {
      payload: taskFields(world, { title: 'Moje sada' }),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await itemRow(app, world, theirTask.item.id))!.title).toBe('Proba torte');

    const { item } = await createTask(app, world, planner.id);
    const bad = await postPlanner(app, world, `planner-items/update-planner-task/${item.id}`, {
      payload: taskFields(world, { title: '', scheduled_date: '' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad).sort()).toEqual(['scheduled_date', 'title']);
    expect(await itemRow(app, world, item.id)).toMatchObject({ title: 'Proba torte', scheduledDate: '2026-06-20' });
  });

  it('sends an approved public task back to moderation when its shown words change, not when saved unchanged', async () => {
    const { world, item } = await plannerWithTask({ show_publicly: true });
    await markApproved(world, item.id);
    const save = (values: Record<string, unknown>) =>
      postPlanner(app, world, `planner-items/update-planner-task/${item.id}`, {
        payload: taskFields(world, { show_publicly: true, ...values }),
      });
    expect((await save({})).json().item.status).toBe('approved');
    // The phone is never shown to the public: still approved.
    expect((await save({ contact_phone: '0641234567' })).json().item.status).toBe('approved');
    expect((await save({ title: 'Nova reč' })).json().item.status).toBe('pending');
  });

  it('bumps the calendar sequence on a change a calendar shows, and the reminder is due again for a new date', async () => {
    const { world, item } = await plannerWithTask();
    const tenant = tenantOf(app, world.licence);
    await tenant.update(plannerItems, { remindedForDate: '2026-06-20' }, eq(plannerItems.id, item.id));
    const save = (values: Record<string, unknown>) =>
      postPlanner(app, world, `planner-items/update-planner-task/${item.id}`, { payload: taskFields(world, values) });

    await save({ contact_phone: '0641234567' });
    expect(await itemRow(app, world, item.id)).toMatchObject({ sequence: 0, remindedForDate: '2026-06-20' });
    await save({ address: 'Terazije 3' });
    expect(await itemRow(app, world, item.id)).toMatchObject({ sequence: 1, remindedForDate: '2026-06-20' });
    await save({ address: 'Terazije 3', scheduled_date: '2026-06-27' });
    expect(await itemRow(app, world, item.id)).toMatchObject({ sequence: 2, remindedForDate: null });
  });
});

describe('the one-field calls on an item', () => {
  it('save-scheduled-date: a task keeps a date and a time; a linked product may clear its date', async () => {
    const { world, planner, item } = await plannerWithTask();
    const save = (id: number, payload: object) =>
      postPlanner(app, world, `planner-items/save-scheduled-date/${id}`, { payload });
    const moved = await save(item.id, { scheduled_date: '2026-07-01', scheduled_time: '10:15' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().item).toMatchObject({ scheduled_date: '2026-07-01', scheduled_time: '10:15' });

    // A task's date or time sent empty is refused; one not sent keeps its value (decision 0050).
    const noDate = await save(item.id, { scheduled_date: '', scheduled_time: '10:15' });
    expect(noDate.statusCode).toBe(422);
    expect(fieldsOf(noDate)).toEqual(['scheduled_date']);
    const noTime = await save(item.id, { scheduled_date: '2026-07-02', scheduled_time: '' });
    expect(fieldsOf(noTime)).toEqual(['scheduled_time']);
    const notADay = await save(item.id, { scheduled_date: '2026-13-01', scheduled_time: '10:00' });
    expect(fieldsOf(notADay)).toEqual(['scheduled_date']);
    expect(await itemRow(app, world, item.id)).toMatchObject({
      scheduledDate: '2026-07-01',
      scheduledTime: '10:15:00',
    });
    expect((await save(item.id, { scheduled_time: '09:00' })).json().item).toMatchObject({
      scheduled_date: '2026-07-01',
      scheduled_time: '09:00',
    });

    const product = await world.product();
    const linked = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${product.id}`);
    const linkedId = linked.json().item.id;
    expect((await save(linkedId, { scheduled_date: '2026-07-03' })).json().item).toMatchObject({
      scheduled_date: '2026-07-03',
      scheduled_time: null,
    });
    expect((await save(linkedId, {})).json().item.scheduled_date).toBe('2026-07-03');
    expect((await save(linkedId, { scheduled_date: '' })).json().item.scheduled_date).toBeNull();
    // A linked item needs no date, only a time needs one: the message says that, not "a task needs a date".
    const timeAlone = await postPlanner(app, world, `planner-items/save-scheduled-date/${linkedId}`, {
      payload: { scheduled_time: '08:00' },
      language: 'en',
    });
    expect(timeAlone.statusCode).toBe(422);
    expect(timeAlone.json()).toEqual([{ field: 'scheduled_date', message: 'A time can only be saved with a date.' }]);
  });

  it('save-planner-item-note: sets and removes the remark; an approved public task waits again', async () => {
    const { world, item } = await plannerWithTask({ show_publicly: true });
    await markApproved(world, item.id);
    const note = (remark: string) =>
      postPlanner(app, world, `planner-items/save-planner-item-note/${item.id}`, { payload: { remark } });
    const saved = await note('  Naručiti dve nedelje ranije ');
    expect(saved.json().item).toMatchObject({ remark: 'Naručiti dve nedelje ranije', status: 'pending' });
    expect((await note('')).json().item.remark).toBeNull();
  });

  it('save-price-of-planner-item: dinars or euros with a comma or a point; bad prices and currencies change nothing', async () => {
    const { world, item } = await plannerWithTask();
    const price = (value: string, currency: number | string) =>
      postPlanner(app, world, `planner-items/save-price-of-planner-item/${item.id}/${value}/${currency}`);
    const rsd = await price('1234,5', CURRENCY.RSD);
    expect(rsd.statusCode).toBe(200);
    expect(rsd.json().item).toMatchObject({ price_minor: 123_450, currency_id: 1, priced_rate: null });
    expect(rsd.json().planner.totals.rsd_minor).toBe(123_450);
    const eur = await price('12.30', CURRENCY.EUR);
    expect(eur.json().item).toMatchObject({ price_minor: 1230, currency_id: 2, priced_rate: { middle: '117.1734' } });
    expect(eur.json().planner.totals).toMatchObject({ rsd_minor: 0, eur_minor: 1230 });

    for (const [value, currency, field] of [
      ['-5', 1, 'price'],
      ['pet', 1, 'price'],
      ['1.234', 1, 'price'],
      ['5', 3, 'currencyId'],
      ['5', 'din', 'currencyId'],
    ] as const) {
      const refused = await price(encodeURIComponent(value), currency);
      expect(refused.statusCode, `${value} ${currency}`).toBe(422);
      expect(fieldsOf(refused)).toEqual([field]);
    }
    expect(await itemRow(app, world, item.id)).toMatchObject({ priceMinor: 1230, currencyId: CURRENCY.EUR });
  });

  it('change-calculate-price: the price leaves and rejoins the totals', async () => {
    const { world, item } = await plannerWithTask({ price: '300', currency_id: CURRENCY.RSD });
    const set = (value: string) => postPlanner(app, world, `planner-items/change-calculate-price/${item.id}/${value}`);
    const off = await set('0');
    expect(off.json().item.calculate_price).toBe(false);
    expect(off.json().planner.totals).toMatchObject({ rsd_minor: 0, counted_items: 0 });
    const on = await set('true');
    expect(on.json().planner.totals).toMatchObject({ rsd_minor: 30_000, counted_items: 1 });
    const refused = await set('maybe');
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['value']);
  });

  it('show-price-publicly flips without a value and sets with one', async () => {
    const { world, item } = await plannerWithTask();
    const show = (payload?: object) =>
      postPlanner(app, world, `planner-items/show-price-publicly/${item.id}`, payload ? { payload } : {});
    expect((await show()).json().item.show_price_publicly).toBe(true);
    expect((await show({ value: 1 })).json().item.show_price_publicly).toBe(true);
    expect((await show()).json().item.show_price_publicly).toBe(false);
  });

  it('show-planner-item-publicly: a task waits for a moderator, hidden it is private; a bare link is approved', async () => {
    const { world, planner, item } = await plannerWithTask();
    const show = (id: number, payload?: object) =>
      postPlanner(app, world, `planner-items/show-planner-item-publicly/${id}`, payload ? { payload } : {});
    expect((await show(item.id)).json().item).toMatchObject({ show_publicly: true, status: 'pending' });
    await markApproved(world, item.id);
    expect((await show(item.id, { value: true })).json().item.status).toBe('approved');
    expect((await show(item.id)).json().item).toMatchObject({ show_publicly: false, status: 'private' });
    expect((await show(item.id)).json().item.status).toBe('pending');

    const product = await world.product();
    const linked = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${product.id}`);
    const linkedId = linked.json().item.id;
    expect((await show(linkedId)).json().item).toMatchObject({ show_publicly: true, status: 'approved' });
    // The owner's own words on a linked product wait for a moderator like a task's.
    const noted = await postPlanner(app, world, `planner-items/save-planner-item-note/${linkedId}`, {
      payload: { remark: 'Uzeti dva' },
    });
    expect(noted.json().item.status).toBe('pending');
  });

  it('answers 404 for another user’s item on every call, and changes nothing', async () => {
    const world = await plannerWorld(app);
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    const { item } = await createTask(app, { ...world, owner: world.stranger }, theirs.id);
    const calls: [string, object?][] = [
      [`save-scheduled-date/${item.id}`, { scheduled_date: '2026-09-01', scheduled_time: '10:00' }],
      [`save-planner-item-note/${item.id}`, { remark: 'Tuđe' }],
      [`save-price-of-planner-item/${item.id}/10/1`],
      [`change-calculate-price/${item.id}/0`],
      [`show-price-publicly/${item.id}`],
      [`show-planner-item-publicly/${item.id}`],
    ];
    for (const [path, payload] of calls) {
      const response = await postPlanner(app, world, `planner-items/${path}`, payload ? { payload } : {});
      expect(response.statusCode, path).toBe(404);
    }
    expect(await itemRow(app, world, item.id)).toMatchObject({
      scheduledDate: '2026-06-20',
      remark: null,
      priceMinor: null,
      calculatePrice: true,
      showPricePublicly: false,
      showPublicly: false,
      sequence: 0,
    });
  });
});
