/** Visitors' content lists and single contents come from the public cache until a write to the licence changes them; views still count. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  contentWorld,
  createCategory,
  get,
  postJson,
  seedContent,
} from '../../../../../test/support/content-test-support';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60', PUBLIC_LIST_CACHE_SECONDS: '60' });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

it('serves visitors a cached list until a content write changes it', async () => {
  const world = await contentWorld(app);
  const category = await createCategory(app, world.licence, CONTENT_TYPE.staticPage);
  const url = 'contents?filter[content_type_id]=4';
  expect((await get(app, world.licence, url)).json()).toEqual([]);
  const cached = await get(app, world.licence, url);
  expect(cached.headers['x-cache']).toBe('hit');
  expect(cached.headers['x-pagination-total-count']).toBe('0');
  const created = await postJson(
    app,
    world.licence,
    'admin-create-page',
    { title: 'Impressum', category_id: category.id },
    world.admin.token,
  );
  const fresh = await get(app, world.licence, url);
  expect(fresh.headers['x-cache']).toBe('miss');
  expect(fresh.json().map((item: { id: number }) => item.id)).toEqual([created.json().id]);

  await postJson(app, world.licence, `admin-delete-page/${created.json().id}`, {}, world.admin.token);
  expect((await get(app, world.licence, url)).json()).toEqual([]);
});

it('serves a single content from the cache after its first read, and still counts every read as a view', async () => {
  const world = await contentWorld(app);
  const row = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.article,
    authorId: world.admin.user.id,
  });
  const caches = [];
  for (let i = 0; i < 3; i++) caches.push((await get(app, world.licence, `contents/${row.id}`)).headers['x-cache']);
  expect(caches).toEqual(['miss', 'hit', 'hit']);
  await app.deps.views.flush();
  expect((await get(app, world.licence, `contents/${row.id}`, world.admin.token)).json().views).toBe(3);
});

it('never answers a visitor from the cache with content that has been turned off since', async () => {
  const world = await contentWorld(app);
  const category = await createCategory(app, world.licence, CONTENT_TYPE.staticPage);
  const created = await postJson(
    app,
    world.licence,
    'admin-create-page',
    { title: 'O nama', category_id: category.id },
    world.admin.token,
  );
  const url = `contents/${created.json().id}`;
  expect((await get(app, world.licence, url)).statusCode).toBe(200);
  expect((await get(app, world.licence, url)).headers['x-cache']).toBe('hit');
  await postJson(app, world.licence, `admin-delete-page/${created.json().id}`, {}, world.admin.token);
  expect((await get(app, world.licence, url)).statusCode).toBe(404);
});

it("keeps a visitor's search answer past the TTL, until a write to the site changes it", async () => {
  const world = await contentWorld(app);
  const url = 'search?q=impressum';
  expect((await get(app, world.licence, url)).json()).toEqual([]);
  expect((await get(app, world.licence, url)).headers['x-cache']).toBe('hit');
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
  expect((await get(app, world.licence, url)).headers['x-cache']).toBe('hit');
  vi.useRealTimers();
  const created = await postJson(app, world.licence, 'admin-create-page', { title: 'Impressum' }, world.admin.token);
  const fresh = await get(app, world.licence, url);
  expect(fresh.headers['x-cache']).toBe('miss');
  expect(fresh.json().map((hit: { id: number }) => hit.id)).toEqual([created.json().id]);
});
