/**
 * The order of a gallery across its fields (decision 0014): `gallery_order` names each entry by field and index, or
 * a kept one by id, and the gallery follows it; tokens that name nothing are a 422 and change nothing.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  contentWorld,
  createCategory,
  get,
  photo,
  postForm,
  type TContentWorld,
} from '../../../../../test/support/content-test-support';

let app: TTestApp;
let world: TContentWorld;
let articleCategory: number;
const STOCK = '/stock-library/nature-1/download';
const VIDEO = 'https://vimeo.com/76979871';

beforeAll(async () => {
  app = await createTestApp();
  world = await contentWorld(app);
  articleCategory = (await createCategory(app, world.licence, CONTENT_TYPE.article)).id;
});
afterAll(() => app.close());

type TEntry = { id: number; position: number; url: string };
/** The gallery as a visitor sees it: pictures and videos together, by position. */
const galleryOf = (body: { gallery: TEntry[]; video_gallery: TEntry[] }) =>
  [
    ...body.gallery.map((entry) => ({ ...entry, kind: 'image' })),
    ...body.video_gallery.map((entry) => ({ ...entry, kind: 'video' })),
  ].sort((a, b) => a.position - b.position);

describe('gallery_order', () => {
  it('orders new pictures, stock pictures and videos together, then reorders kept and added ones on update', async () => {
    const created = await postForm(
      app,
      world.licence,
      'admin-create-article',
      [
        ['title', 'Ordered gallery'],
        ['category_id', String(articleCategory)],
        ['image', await photo()],
        ['gallery', await photo('one.jpg')],
        ['stock_gallery', STOCK],
        ['video_gallery', VIDEO],
        ['gallery_order[]', 'video_gallery:0'],
        ['gallery_order[]', 'stock_gallery:0'],
        ['gallery_order[]', 'gallery:0'],
      ],
      world.admin.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const first = galleryOf(created.json());
    expect(first.map((entry) => entry.kind)).toEqual(['video', 'image', 'image']);
    expect(first.map((entry) => entry.position)).toEqual([0, 1, 2]);
    const [video, stock, uploaded] = first as unknown as [TEntry, TEntry, TEntry];

    const updated = await postForm(
      app,
      world.licence,
      `admin-update-article/${created.json().id}`,
      [
        ['title', 'Ordered gallery'],
        ['category_id', String(articleCategory)],
        ['old_gallery[]', String(uploaded.id)],
        ['old_gallery[]', String(video.id)],
        ['new_gallery', await photo('two.jpg')],
        ['gallery_order', `new_gallery:0,old:${uploaded.id},old:${video.id}`],
      ],
      world.admin.token,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const second = galleryOf(updated.json());
    expect(second.map((entry) => entry.id)).toEqual([expect.any(Number), uploaded.id, video.id]);
    expect(second[0]?.id).not.toBe(stock.id);
    expect(second.map((entry) => entry.position)).toEqual([0, 1, 2]);
  });

  it('refuses tokens that name nothing of the gallery, and changes nothing', async () => {
    const created = await postForm(
      app,
      world.licence,
      'admin-create-article',
      [
        ['title', 'Strict order'],
        ['category_id', String(articleCategory)],
        ['image', await photo()],
        ['video_gallery', VIDEO],
      ],
      world.admin.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const send = (order: string) =>
      postForm(
        app,
        world.licence,
        `admin-update-article/${id}`,
        [
          ['title', 'Changed title'],
          ['category_id', String(articleCategory)],
          ['gallery_order', order],
        ],
        world.admin.token,
      );
    // A token of an unknown shape fails the contract's schema, on its own index; the others need the gallery.
    const fieldOf = { 'gallery:0': 'gallery_order', 'old:999999': 'gallery_order', 'picture:1': 'gallery_order.0' };
    for (const [order, field] of Object.entries(fieldOf)) {
      const response = await send(order);
      expect(response.statusCode, order).toBe(422);
      expect(response.json()).toEqual([{ field, message: expect.stringMatching(/Redosled galerije|gallery order/) }]);
    }
    const onCreate = await postForm(
      app,
      world.licence,
      'create-article-draft',
      [
        ['title', 'Old on create'],
        ['gallery_order', 'old:1'],
      ],
      world.admin.token,
    );
    expect(onCreate.statusCode).toBe(422);
    const unchanged = await get(app, world.licence, `contents/${id}`, world.admin.token);
    expect(unchanged.json().title).toBe('Strict order');
  });
});
