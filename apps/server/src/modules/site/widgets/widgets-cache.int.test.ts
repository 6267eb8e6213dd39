/**
 * Visitors' widget answers come from the site's memory (the public cache) until a write changes them: a widget's
 * add, change, move or delete, and a content's write or moderation (a newly approved product appears in a
 * newest-products widget at once). Staff always read the database.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, photo, postForm } from '../../../../test/support/content-test-support';
import { clientProduct, moderate, moderationWorld } from '../../../../test/support/moderation-test-support';
import {
  addWidget,
  getWidgets,
  itemIds,
  LIST_WIDGET,
  postWidget,
  publishedContent,
  type TWidgetWorld,
} from '../../../../test/support/widgets';

// The public cache is on here (the harness turns it off).
let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60' });
});
afterAll(() => app.close());

const HOME = 'get-page-widgets?page_name=home';
const LEAD = 'get-home-page-position-one';

const visit = async (world: TWidgetWorld, path: string) => {
  const response = await getWidgets(app, world, path);
  expect(response.statusCode).toBe(200);
  return { cache: response.headers['x-cache'], body: response.json() };
};
const homeItems = (body: { positions: { widgets: { items: { id: number }[] }[] }[] }) =>
  itemIds(body.positions[0]!.widgets[0]!);

it('answers a visitor’s repeated visit from memory, without asking the database', async () => {
  const world = await moderationWorld(app);
  const first = await publishedContent(app, world, 5);
  await addWidget(app, world);
  for (const path of [HOME, LEAD]) {
    expect((await visit(world, path)).cache).toBe('miss');
    expect((await visit(world, path)).cache).toBe('hit');
  }
  // A row written behind the API's back (no write of the site announces it) is not seen: the answer is not re-read.
  await publishedContent(app, world, 0);
  const cached = await visit(world, HOME);
  expect(cached.cache).toBe('hit');
  expect(homeItems(cached.body)).toEqual([first.id]);
  // Staff are never served the visitors' answers.
  const staff = await getWidgets(app, world, HOME, world.admin.token);
  expect(staff.headers['x-cache']).toBeUndefined();
  expect(homeItems(staff.json())).toHaveLength(2);
});

it('drops the answers on every widget write: add, change, move and delete', async () => {
  const world = await moderationWorld(app);
  const added = await addWidget(app, world, { widget_title: 'Prvo ime' });
  const id = added.widget.widget_id;
  const title = async () => (await visit(world, HOME)).body.positions[0].widgets[0]?.widget_title;
  expect(await title()).toBe('Prvo ime');
  expect((await visit(world, HOME)).cache).toBe('hit');

  await postWidget(app, world, `update-page-widget/${id}`, {
    ...LIST_WIDGET,
    widget_title: 'Drugo ime',
    update_validity_check: added.widget.version,
  });
  expect(await title()).toBe('Drugo ime');
  expect((await visit(world, LEAD)).body.widget.widget_title).toBe('Drugo ime');

  const moved = await postWidget(app, world, 'change-widget-position', {
    widget_id: id,
    column_number: 2,
    new_position: 1,
    update_validity_check: added.validity_check + 1,
    delete_validity_check: 2,
  });
  expect(moved.statusCode).toBe(200);
  const afterMove = await visit(world, HOME);
  expect(afterMove.cache).toBe('miss');
  expect(afterMove.body.positions[1].widgets[0].widget_id).toBe(id);
  expect((await visit(world, LEAD)).body.source).toBe('newest');

  await postWidget(app, world, `delete-page-widget/${id}`, { delete_validity_check: 3 });
  expect((await visit(world, HOME)).body.positions[1].widgets).toEqual([]);
  // A refused write changes nothing and keeps the answers.
  expect((await postWidget(app, world, 'add-widget-to-page', { ...LIST_WIDGET, column_number: 9 })).statusCode).toBe(
    422,
  );
  expect((await visit(world, HOME)).cache).toBe('hit');
});

it('shows a product in a newest-products widget as soon as it is approved, and an article in the lead block', async () => {
  const world = await moderationWorld(app);
  await addWidget(app, world, { content_type_id: CONTENT_TYPE.product, column_number: 2 });
  const products = async () => itemIds((await visit(world, HOME)).body.positions[1].widgets[0]);
  expect(await products()).toEqual([]);
  const product = await clientProduct(app, world, 'Tek odobren');
  expect(await products()).toEqual([]);
  expect((await visit(world, HOME)).cache).toBe('hit');
  const approved = await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
  expect(approved.statusCode).toBe(200);
  expect(await products()).toEqual([product.id]);

  // No article yet: the lead block shows the newest content of another kind.
  expect(itemIds((await visit(world, LEAD)).body)).toEqual([product.id]);
  expect((await visit(world, LEAD)).cache).toBe('hit');
  const newsCategory = await createCategory(app, world.licence, CONTENT_TYPE.article);
  const article = await postForm(
    app,
    world.licence,
    'admin-create-article',
    [
      ['title', 'Vest dana'],
      ['category_id', String(newsCategory.id)],
      ['image', await photo()],
    ],
    world.admin.token,
  );
  expect(article.statusCode, article.body).toBe(200);
  const lead = await visit(world, LEAD);
  expect(lead.cache).toBe('miss');
  expect(itemIds(lead.body)).toEqual([article.json().id]);
});

describe('the widgets’ memory behind the answer cache', () => {
  // The answer cache off: what answers is the widgets' own memory, which lives as long as the content lists.
  let memoryApp: TTestApp;
  beforeAll(async () => {
    memoryApp = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '0', PUBLIC_LIST_CACHE_SECONDS: '60' });
  });
  afterAll(() => memoryApp.close());
  afterEach(() => vi.useRealTimers());

  const read = async (world: TWidgetWorld, path: string) => {
    const response = await getWidgets(memoryApp, world, path);
    return { cache: response.headers['x-cache'], body: response.json() };
  };

  it('answers from memory until a write, and reloads an old answer in the background while it answers', async () => {
    const world = await moderationWorld(memoryApp);
    const first = await publishedContent(memoryApp, world, 5);
    await addWidget(memoryApp, world, { criteria: 'most_read' });
    expect((await read(world, HOME)).cache).toBe('miss');
    await publishedContent(memoryApp, world, 0, { views: 100 });
    const held = await read(world, HOME);
    expect(held.cache).toBe('hit');
    expect(homeItems(held.body)).toEqual([first.id]);
    expect((await read(world, LEAD)).cache).toBe('miss');
    expect((await read(world, LEAD)).cache).toBe('hit');

    // Older than the lists' life: answered once more as it was, while the new answer loads.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(homeItems((await read(world, HOME)).body)).toEqual([first.id]);
    await vi.waitFor(async () => expect(homeItems((await read(world, HOME)).body)).toHaveLength(2));
    vi.useRealTimers();

    const added = await addWidget(memoryApp, world, { column_number: 2 });
    const afterWrite = await read(world, HOME);
    expect(afterWrite.cache).toBe('miss');
    expect(afterWrite.body.validity_check).toBe(added.validity_check);
  });
});
