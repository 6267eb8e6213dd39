/**
 * Visitors' content lists cut from memory (decision 0016) answer exactly what the database answers, and every write
 * to the licence drops them.
 */
import { CONTENT_TYPE, DISCOUNT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  contentWorld,
  createCategory,
  get,
  postJson,
  seedContent,
  type TContentWorld,
  tagContent,
} from '../../../../../test/support/content-test-support';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_LIST_CACHE_SECONDS: '600' });
});
afterAll(() => app.close());

const PAGINATION = [
  'x-pagination-current-page',
  'x-pagination-page-count',
  'x-pagination-per-page',
  'x-pagination-total-count',
  'link',
];

/** Contents of every kind a list can show, and some it must not. */
async function variedContents(world: TContentWorld) {
  const { product, blog, article } = CONTENT_TYPE;
  const products = await createCategory(app, world.licence, product);
  const lamps = await createCategory(app, world.licence, product);
  const removed = await createCategory(app, world.licence, product, { status: 'deleted' });
  const blogs = await createCategory(app, world.licence, blog);
  const admin = world.admin.user.id;
  const client = world.client.user.id;
  const rows = [
    await seedContent(app, world.licence, { contentTypeId: product, authorId: admin, categoryId: products.id }),
    await seedContent(app, world.licence, {
      contentTypeId: product,
      authorId: client,
      categoryId: lamps.id,
      title: 'Čaša „Ђурђевак“',
      price: 1_234_550,
      discount: 15_000,
      discountType: DISCOUNT_TYPE.amount,
      contentText: `<p>Ručno rađena &amp; <b>oslikana</b> čaša. ${'Reč '.repeat(120)}</p>`,
    }),
    await seedContent(app, world.licence, {
      contentTypeId: product,
      authorId: client,
      categoryId: products.id,
      price: 99_900,
      discount: 20,
      discountType: DISCOUNT_TYPE.percent,
      image: null,
      description: 'Samo opis, bez teksta.',
    }),
    await seedContent(app, world.licence, { contentTypeId: product, authorId: admin, categoryId: null }),
    await seedContent(app, world.licence, { contentTypeId: blog, authorId: client, categoryId: blogs.id }),
    await seedContent(app, world.licence, {
      contentTypeId: article,
      authorId: admin,
      commentsAllowed: true,
      publishedAt: new Date('2026-01-02T03:04:05.678Z'),
    }),
  ];
  await tagContent(app, world.licence, rows[1]!.id, ['staklo', 'poklon']);
  await tagContent(app, world.licence, rows[4]!.id, ['poklon']);
  // Never in a visitor's list: not approved, or in a removed category.
  await seedContent(app, world.licence, { contentTypeId: product, authorId: admin, status: 'draft' });
  await seedContent(app, world.licence, { contentTypeId: product, authorId: client, status: 'on_moderation' });
  await seedContent(app, world.licence, { contentTypeId: product, authorId: admin, categoryId: removed.id });
  return { products, lamps, blogs, rows };
}

it('gives visitors from memory exactly what the database gives a signed-in reader, headers included', async () => {
  const world = await contentWorld(app);
  const { products, lamps, rows } = await variedContents(world);
  const urls = [
    'contents',
    'contents?filter[content_type_id]=3',
    'contents?filter[content_type_id]=3&page=2&page_count=2',
    'contents?filter[content_type_id]=3&page=9&page_count=2',
    `contents?filter[content_type_id]=3&filter[category_id]=${products.id}`,
    `contents?filter[category_id]=${lamps.id}&sort=newest`,
    `contents?filter[author_id]=${world.client.user.id}&page_count=1&page=2`,
    'contents?filter[content_type_id]=2',
    'contents?filter[content_type_id]=4',
  ];
  for (const url of urls) {
    const fromMemory = await get(app, world.licence, url);
    // A plain user is no insider: the database path answers with the public's rows.
    const fromDatabase = await get(app, world.licence, url, world.user.token);
    expect(fromMemory.statusCode, url).toBe(200);
    expect(fromMemory.headers['x-cache'], url).toMatch(/^(hit|miss)$/);
    expect(fromDatabase.headers['x-cache'], url).toBeUndefined();
    expect(fromMemory.headers['content-type'], url).toBe(fromDatabase.headers['content-type']);
    expect(fromMemory.json(), url).toEqual(fromDatabase.json());
    for (const header of PAGINATION)
      expect(fromMemory.headers[header], `${url} ${header}`).toBe(fromDatabase.headers[header]);
  }
  const products3 = (await get(app, world.licence, 'contents?filter[content_type_id]=3')).json() as { id: number }[];
  expect(products3.map((item) => item.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id, rows[0]!.id]);
  expect((await get(app, world.licence, 'contents?filter[content_type_id]=3&page=9&page_count=2')).json()).toEqual([]);
});

it('answers from memory after the first visit, and drops the lists on a write to the licence only', async () => {
  const world = await contentWorld(app);
  const other = await contentWorld(app);
  const category = await createCategory(app, world.licence, CONTENT_TYPE.staticPage);
  const first = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.staticPage,
    authorId: world.admin.user.id,
    categoryId: category.id,
  });
  const url = 'contents?filter[content_type_id]=4';
  const list = () => get(app, world.licence, url);
  expect((await list()).headers['x-cache']).toBe('miss');
  const cached = await list();
  expect(cached.headers['x-cache']).toBe('hit');
  expect(cached.json().map((item: { id: number }) => item.id)).toEqual([first.id]);

  const elsewhere = await postJson(app, other.licence, 'admin-create-page', { title: 'Drugde' }, other.admin.token);
  expect(elsewhere.statusCode).toBe(200);
  expect((await list()).headers['x-cache']).toBe('hit');

  const created = await postJson(
    app,
    world.licence,
    'admin-create-page',
    { title: 'Uslovi korišćenja', category_id: category.id },
    world.admin.token,
  );
  expect(created.statusCode).toBe(200);
  const fresh = await list();
  expect(fresh.headers['x-cache']).toBe('miss');
  expect(fresh.headers['x-pagination-total-count']).toBe('2');
  expect(fresh.json().map((item: { id: number }) => item.id)).toEqual([created.json().id, first.id]);

  // The category leaves the public: so do its products, at once.
  const removed = await call(app, {
    method: 'POST',
    url: `/api/v1/categories/admin-delete-category/${category.id}`,
    licence: world.licence.id,
    token: world.admin.token,
  });
  expect(removed.statusCode).toBeLessThan(300);
  expect((await list()).json()).toEqual([]);
});
