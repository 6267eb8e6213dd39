/**
 * The reads of SPEC §7 "Contents": who sees what (drafts never reach the public), filters, full-text search in any
 * script, the orders newest / most read / random, pagination past the end, single pages counting views, and the
 * lists around a content (tag-related, newest product per category, products without pagination).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  contentWorld,
  createCategory,
  get,
  seedContent,
  type TContentWorld,
  tagContent,
} from '../../../../../test/support/content-test-support';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((item) => item.id);
const { blog, article, product } = CONTENT_TYPE;

describe('who sees what', () => {
  let world: TContentWorld;
  let rows: Record<string, { id: number }>;
  beforeAll(async () => {
    world = await contentWorld(app);
    const active = await createCategory(app, world.licence, product);
    const deleted = await createCategory(app, world.licence, product, { status: 'deleted' });
    const seed = (status: string, categoryId = active.id) =>
      seedContent(app, world.licence, { contentTypeId: product, authorId: world.client.user.id, status, categoryId });
    rows = {
      approved: await seed('approved'),
      draft: await seed('draft'),
      onModeration: await seed('on_moderation'),
      turnedOff: await seed('deleted'),
      inDeletedCategory: await seed('approved', deleted.id),
    };
    for (const row of Object.values(rows)) await tagContent(app, world.licence, row.id, ['med']);
  });

  it('shows the public only approved content of active categories, in every list and on single pages', async () => {
    const list = await get(app, world.licence, 'contents?filter[content_type_id]=3');
    expect(ids(list)).toEqual([rows.approved!.id]);
    expect((await get(app, world.licence, 'contents?filter[status]=draft')).json()).toEqual([]);
    const products = await get(app, world.licence, 'contents/get-licence-products-no-pagination');
    expect(ids(products)).toEqual([rows.approved!.id]);
    const last = await get(app, world.licence, 'contents/get-last-product-by-category');
    expect(ids(last)).toEqual([rows.approved!.id]);
    const related = await get(app, world.licence, `contents/tag-related-content/${rows.approved!.id}`);
    expect(ids(related)).toEqual([]);
    for (const hidden of [rows.draft, rows.onModeration, rows.turnedOff, rows.inDeletedCategory]) {
      expect((await get(app, world.licence, `contents/${hidden!.id}`)).statusCode).toBe(404);
      expect((await get(app, world.licence, `contents/tag-related-content/${hidden!.id}`)).statusCode).toBe(404);
      // Another signed-in user is the public too.
      expect((await get(app, world.licence, `contents/${hidden!.id}`, world.user.token)).statusCode).toBe(404);
    }
  });

  it('shows authors their own drafts with filter[author_id] = themselves, and nobody else’s', async () => {
    const own = await get(app, world.licence, `contents?filter[author_id]=${world.client.user.id}`, world.client.token);
    expect(ids(own).sort()).toEqual(
      [rows.approved!.id, rows.draft!.id, rows.onModeration!.id, rows.inDeletedCategory!.id].sort(),
    );
    const asOther = await get(
      app,
      world.licence,
      `contents?filter[author_id]=${world.client.user.id}`,
      world.user.token,
    );
    expect(ids(asOther)).toEqual([rows.approved!.id]);
    expect((await get(app, world.licence, `contents/${rows.draft!.id}`, world.client.token)).statusCode).toBe(200);
  });

  it('shows an author their own item by filter[id], whatever its status; never to the public or other users', async () => {
    for (const own of [rows.draft!, rows.onModeration!, rows.approved!]) {
      const byId = await get(app, world.licence, `contents?filter[id]=${own.id}`, world.client.token);
      expect(ids(byId)).toEqual([own.id]);
      // The author sees what waits for their item, as on their own lists.
      expect((byId.json() as { pending_revision?: unknown }[])[0]).toHaveProperty('pending_revision', null);
    }
    for (const hidden of [rows.draft!, rows.onModeration!]) {
      expect(ids(await get(app, world.licence, `contents?filter[id]=${hidden.id}`))).toEqual([]);
      expect(ids(await get(app, world.licence, `contents?filter[id]=${hidden.id}`, world.user.token))).toEqual([]);
    }
    // Another user asking for an approved item by id sees it as the public does, without its waiting edit.
    const asOther = await get(app, world.licence, `contents?filter[id]=${rows.approved!.id}`, world.user.token);
    expect(ids(asOther)).toEqual([rows.approved!.id]);
    expect((asOther.json() as object[])[0]).not.toHaveProperty('pending_revision');
  });

  it('shows staff every status (turned-off content when asked for)', async () => {
    for (const staff of [world.admin, world.editor, world.moderator]) {
      const all = await get(app, world.licence, 'contents?filter[content_type_id]=3', staff.token);
      expect(ids(all).sort()).toEqual(
        [rows.approved!.id, rows.draft!.id, rows.onModeration!.id, rows.inDeletedCategory!.id].sort(),
      );
      const drafts = await get(app, world.licence, 'contents?filter[status]=draft', staff.token);
      expect(ids(drafts)).toEqual([rows.draft!.id]);
      const off = await get(app, world.licence, 'contents?filter[status]=deleted', staff.token);
      expect(ids(off)).toEqual([rows.turnedOff!.id]);
      expect((await get(app, world.licence, `contents/${rows.draft!.id}`, staff.token)).statusCode).toBe(200);
    }
  });

  it('answers 404 for another licence’s content and for unknown ids', async () => {
    const other = await contentWorld(app);
    for (const url of [`contents/${rows.approved!.id}`, `contents/tag-related-content/${rows.approved!.id}`]) {
      expect((await get(app, other.licence, url, other.admin.token)).statusCode).toBe(404);
    }
    expect((await get(app, world.licence, 'contents/999999')).statusCode).toBe(404);
    expect((await get(app, world.licence, 'contents/abc')).statusCode).toBe(422);
  });
});

describe('list items and filters', () => {
  it('filters by type, slug, id, author and category, and shows each item’s fields without the long text', async () => {
    const world = await contentWorld(app);
    const category = await createCategory(app, world.licence, blog, { name: 'Putovanja' });
    const post = await seedContent(app, world.licence, {
      contentTypeId: blog,
      authorId: world.user.user.id,
      categoryId: category.id,
      title: 'Zlatibor',
      slug: 'zlatibor',
      contentText: '<p>Planina <b>Zlatibor</b> je lepa.</p>',
    });
    const news = await seedContent(app, world.licence, { contentTypeId: article, authorId: world.admin.user.id });
    await tagContent(app, world.licence, post.id, ['planine']);
    const expectOnly = async (query: string, expected: number[]) =>
      expect(ids(await get(app, world.licence, `contents?${query}`)), query).toEqual(expected);
    await expectOnly('filter[content_type_id]=1', [post.id]);
    await expectOnly('filter[content_type_id]=2', [news.id]);
    await expectOnly('filter[slug]=zlatibor', [post.id]);
    await expectOnly(`filter[id]=${news.id}`, [news.id]);
    await expectOnly(`filter[author_id]=${world.user.user.id}`, [post.id]);
    await expectOnly(`filter[category_id]=${category.id}`, [post.id]);
    await expectOnly('', [news.id, post.id]);

    const [item] = (await get(app, world.licence, 'contents?filter[slug]=zlatibor')).json();
    expect(item).toEqual({
      id: post.id,
      content_type_id: blog,
      title: 'Zlatibor',
      slug: 'zlatibor',
      description: null,
      excerpt: 'Planina Zlatibor je lepa.',
      image: '/media/x/content/seed-900x600.webp',
      image_sizes: {
        '900x600': '/media/x/content/seed-900x600.webp',
        '300x200': '/media/x/content/seed-300x200.webp',
        '600x400': '/media/x/content/seed-600x400.webp',
        '1500x1000': '/media/x/content/seed-1500x1000.webp',
      },
      category: { id: category.id, name: 'Putovanja', slug: category.slug },
      author: { id: world.user.user.id, username: world.user.user.username, company_name: null, avatar: null },
      price: null,
      currency_id: 1,
      discount: 0,
      discount_type: 0,
      status: 'approved',
      views: 0,
      comments_allowed: false,
      created_at: expect.any(String),
      published_at: null,
      tags: [{ id: expect.any(Number), name: 'planine', slug: 'planine' }],
    });
  });

  it('answers an empty page past the end with correct headers', async () => {
    const world = await contentWorld(app);
    for (let i = 0; i < 3; i++)
      await seedContent(app, world.licence, { contentTypeId: article, authorId: world.admin.user.id });
    const page = await get(app, world.licence, 'contents?page=5&page_count=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual([]);
    expect(page.headers).toMatchObject({
      'x-pagination-current-page': '5',
      'x-pagination-page-count': '2',
      'x-pagination-per-page': '2',
      'x-pagination-total-count': '3',
    });
    const second = await get(app, world.licence, 'contents?page=2&page_count=2');
    expect(second.json()).toHaveLength(1);
  });
});

describe('lists around contents', () => {
  it('lists approved contents sharing tags, most shared first, never the content itself', async () => {
    const world = await contentWorld(app);
    const seed = (status = 'approved') =>
      seedContent(app, world.licence, { contentTypeId: blog, authorId: world.user.user.id, status });
    const [base, one, two, none, draft] = [await seed(), await seed(), await seed(), await seed(), await seed('draft')];
    await tagContent(app, world.licence, base.id, ['a', 'b', 'c']);
    await tagContent(app, world.licence, one.id, ['a']);
    await tagContent(app, world.licence, two.id, ['b', 'c']);
    await tagContent(app, world.licence, none.id, ['z']);
    await tagContent(app, world.licence, draft.id, ['a', 'b', 'c']);
    const related = await get(app, world.licence, `contents/tag-related-content/${base.id}`);
    expect(ids(related)).toEqual([two.id, one.id]);
    expect(related.headers['x-pagination-total-count']).toBe('2');
    const ofType = await get(app, world.licence, `contents/tag-related-content/${base.id}?filter[content_type_id]=3`);
    expect(ofType.json()).toEqual([]);
  });

  it('lists the newest approved product of each active product category, in menu order, or of one category', async () => {
    const world = await contentWorld(app);
    const second = await createCategory(app, world.licence, product, { position: 2 });
    const first = await createCategory(app, world.licence, product, { position: 1 });
    const seed = (categoryId: number, status = 'approved') =>
      seedContent(app, world.licence, { contentTypeId: product, authorId: world.client.user.id, categoryId, status });
    await seed(first.id);
    const newestFirst = await seed(first.id);
    await seed(first.id, 'draft');
    const newestSecond = await seed(second.id);
    expect(ids(await get(app, world.licence, 'contents/get-last-product-by-category'))).toEqual([
      newestFirst.id,
      newestSecond.id,
    ]);
    expect(
      ids(await get(app, world.licence, `contents/get-last-product-by-category?filter[category_id]=${second.id}`)),
    ).toEqual([newestSecond.id]);
  });

  it('lists approved products without pagination as id, title, slug and image', async () => {
    const world = await contentWorld(app);
    const made = await seedContent(app, world.licence, {
      contentTypeId: product,
      authorId: world.client.user.id,
      title: 'Sir',
      slug: 'sir',
    });
    await seedContent(app, world.licence, { contentTypeId: blog, authorId: world.client.user.id });
    const response = await get(app, world.licence, 'contents/get-licence-products-no-pagination');
    expect(response.json()).toEqual([{ id: made.id, title: 'Sir', slug: 'sir', image: made.image }]);
  });
});

it('keeps licences apart in lists', async () => {
  const a = await contentWorld(app);
  const b = await createLicence(app);
  await seedContent(app, a.licence, { contentTypeId: blog, authorId: a.user.user.id });
  expect((await get(app, b, 'contents')).json()).toEqual([]);
});
