/**
 * Pictures and videos of a content (SPEC §3/§5, DESIGN §5): the main image as a file or a stock download location,
 * checked by its bytes ("Format of your photo is not valid") with nothing stored on failure; galleries in order,
 * "keep these (old_gallery), add those (new_gallery)"; YouTube and Vimeo links only.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { ELF_BYTES, SVG_WITH_SCRIPT, truncatedJpeg } from '../../../../../test/images';
import {
  contentWorld,
  createCategory,
  photo,
  postForm,
  postJson,
  type TContentWorld,
  tenantOf,
} from '../../../../../test/support/content-test-support';
import { contents, mediaFiles } from '../../../../db/schema';

let app: TTestApp;
let world: TContentWorld;
let blogCategory: number;
let articleCategory: number;
let productCategory: number;
const STOCK = '/stock-library/nature-1/download';

beforeAll(async () => {
  app = await createTestApp();
  world = await contentWorld(app);
  blogCategory = (await createCategory(app, world.licence, CONTENT_TYPE.blog)).id;
  articleCategory = (await createCategory(app, world.licence, CONTENT_TYPE.article)).id;
  productCategory = (await createCategory(app, world.licence, CONTENT_TYPE.product)).id;
});
afterAll(() => app.close());

const contentCount = async () => (await tenantOf(app, world.licence).select(contents)).length;

describe('the main image', () => {
  it('stores an uploaded picture as 3:2 variants, or a stock picture by its download location', async () => {
    const uploaded = await postForm(
      app,
      world.licence,
      'admin-create-blog',
      [
        ['title', 'Uploaded'],
        ['category_id', String(blogCategory)],
        ['image', await photo()],
      ],
      world.admin.token,
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().image).toMatch(/^\/media\/\d+\/content\/[\w-]+-900x600\.webp$/);
    expect(Object.keys(uploaded.json().image_sizes)).toEqual(['900x600', '300x200', '600x400', '1500x1000']);
    const file = await app.inject({ method: 'GET', url: uploaded.json().image_sizes['300x200'] });
    expect(file.statusCode).toBe(200);

    const stock = await postJson(
      app,
      world.licence,
      'admin-create-blog',
      { title: 'Stock', category_id: blogCategory, stock_image: STOCK },
      world.admin.token,
    );
    expect(stock.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({ stock_image: STOCK, image: expect.stringMatching(/-900x600\.webp$/) });
  });

  it('refuses a renamed program, an SVG with script, a truncated JPEG and an unknown stock picture; nothing stored', async () => {
    const tdb = tenantOf(app, world.licence);
    const [contentsBefore, mediaBefore] = [await contentCount(), (await tdb.select(mediaFiles)).length];
    const bad = [
      { data: ELF_BYTES, filename: 'photo.jpg', type: 'image/jpeg' },
      { data: SVG_WITH_SCRIPT, filename: 'photo.svg', type: 'image/svg+xml' },
      { data: await truncatedJpeg(), filename: 'photo.jpg', type: 'image/jpeg' },
    ];
    for (const file of bad) {
      const response = await postForm(
        app,
        world.licence,
        'admin-create-product',
        [
          ['title', 'Bad photo'],
          ['category_id', String(productCategory)],
          ['image', file],
        ],
        world.admin.token,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field: 'image', message: 'Format of your photo is not valid' }]);
    }
    // A good main photo with a bad gallery file: the main photo is not stored either.
    const mixed = await postForm(
      app,
      world.licence,
      'admin-create-product',
      [
        ['title', 'Bad gallery'],
        ['category_id', String(productCategory)],
        ['image', await photo()],
        ['gallery', { data: ELF_BYTES, filename: 'x.png', type: 'image/png' }],
      ],
      world.admin.token,
    );
    expect(mixed.json()).toEqual([{ field: 'gallery.0', message: 'Format of your photo is not valid' }]);
    const stock = await postJson(
      app,
      world.licence,
      'admin-create-blog',
      { title: 'Stock', category_id: blogCategory, stock_image: '/stock-library/nowhere-9/download' },
      world.admin.token,
    );
    expect(stock.statusCode).toBe(422);
    expect(stock.json()).toEqual([{ field: 'image', message: 'The chosen stock photo was not found.' }]);
    expect(await contentCount()).toBe(contentsBefore);
    expect((await tdb.select(mediaFiles)).length).toBe(mediaBefore);
  });

  it('refuses text sent in place of the image file', async () => {
    const response = await postJson(
      app,
      world.licence,
      'admin-create-blog',
      { title: 'Text image', category_id: blogCategory, image: 'http://example.com/a.jpg' },
      world.admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'image', message: 'Format of your photo is not valid' }]);
  });
});

describe('galleries', () => {
  it('adds files and stock pictures in order, then keeps the old_gallery ids and adds new_gallery on update', async () => {
    const created = await postForm(
      app,
      world.licence,
      'admin-create-article',
      [
        ['title', 'Gallery'],
        ['category_id', String(articleCategory)],
        ['image', await photo()],
        ['gallery', await photo('one.jpg')],
        ['gallery', await photo('two.jpg')],
        ['stock_gallery', STOCK],
        ['video_gallery', 'https://vimeo.com/76979871'],
        ['gallery_position', 'bottom'],
      ],
      world.admin.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const gallery = created.json().gallery as { id: number; position: number }[];
    expect(gallery.map((g) => g.position)).toEqual([0, 1, 2]);
    expect(created.json().video_gallery).toEqual([
      {
        id: expect.any(Number),
        url: 'https://vimeo.com/76979871',
        provider: 'vimeo',
        embed_url: 'https://player.vimeo.com/video/76979871',
        position: 3,
      },
    ]);
    expect(created.json().gallery_position).toBe('bottom');

    const updated = await postForm(
      app,
      world.licence,
      `admin-update-article/${created.json().id}`,
      [
        ['title', 'Gallery'],
        ['category_id', String(articleCategory)],
        ['old_gallery[]', String(gallery[2]!.id)],
        ['old_gallery[]', String(created.json().video_gallery[0].id)],
        ['new_gallery', await photo('three.jpg')],
        ['video_gallery', 'https://vimeo.com/76979871'],
      ],
      world.admin.token,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().gallery.map((g: { id: number }) => g.id)).toEqual([gallery[2]!.id, expect.any(Number)]);
    expect(updated.json().gallery[1].position).toBe(4);
    expect(updated.json().video_gallery).toHaveLength(1);
    expect(updated.json().image).toBe(created.json().image);

    const kept = await postJson(
      app,
      world.licence,
      `admin-update-article/${created.json().id}`,
      { title: 'Gallery', category_id: articleCategory },
      world.admin.token,
    );
    expect(kept.json().gallery).toHaveLength(2);
    const emptied = await postJson(
      app,
      world.licence,
      `admin-update-article/${created.json().id}`,
      { title: 'Gallery', category_id: articleCategory, old_gallery: [''] },
      world.admin.token,
    );
    expect(emptied.json().gallery).toEqual([]);
    expect(emptied.json().video_gallery).toEqual([]);
  });

  it('refuses a video link that is not YouTube or Vimeo', async () => {
    const response = await postJson(
      app,
      world.licence,
      'create-article-draft',
      { title: 'Videos', video_gallery: ['https://youtu.be/dQw4w9WgXcQ', 'javascript:alert(1)'] },
      world.admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'video_gallery.1', message: 'Enter a link to a YouTube or Vimeo video.' },
    ]);
  });
});
