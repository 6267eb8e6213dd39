/**
 * The visitors' answer cache (platform/cache) and the workflow: every decision and every publish is a write to the
 * licence, so visitors' cached lists are dropped and show what is approved now — never a waiting edit.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { postForm } from '../../../../test/support/content-test-support';
import {
  clientProduct,
  moderate,
  moderationWorld,
  postCatalogForm,
  read,
} from '../../../../test/support/moderation-test-support';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60', PUBLIC_LIST_CACHE_SECONDS: '60' });
});
afterAll(() => app.close());

const titles = (body: { title?: string; name?: string }[]) => body.map((item) => item.title ?? item.name);

it('drops visitors’ cached lists on approval, and keeps showing the approved version while an edit waits', async () => {
  const world = await moderationWorld(app);
  const url = 'contents?filter[content_type_id]=3';
  expect((await read(app, world.licence, url)).json()).toEqual([]);
  expect((await read(app, world.licence, url)).headers['x-cache']).toBe('hit');

  const product = await clientProduct(app, world, 'Keširani proizvod');
  expect((await read(app, world.licence, url)).json()).toEqual([]);
  await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
  const approved = await read(app, world.licence, url);
  expect(approved.headers['x-cache']).toBe('miss');
  expect(titles(approved.json())).toEqual(['Keširani proizvod']);

  await postForm(
    app,
    world.licence,
    `user-update-product/${product.id}`,
    [
      ['title', 'Izmenjeni keširani proizvod'],
      ['category_id', String(world.productCategory.id)],
    ],
    world.client.token,
  );
  expect(titles((await read(app, world.licence, url)).json())).toEqual(['Keširani proizvod']);
  expect((await read(app, world.licence, url)).headers['x-cache']).toBe('hit');
  await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
  expect(titles((await read(app, world.licence, url)).json())).toEqual(['Izmenjeni keširani proizvod']);

  const catalogs = 'catalogs';
  expect((await read(app, world.licence, catalogs)).json()).toEqual([]);
  const catalog = await postCatalogForm(
    app,
    world.licence,
    'user-create-catalog',
    { name: 'Keširani katalog', category_id: String(world.productCategory.id) },
    world.client.token,
  );
  expect((await read(app, world.licence, catalogs)).json()).toEqual([]);
  expect((await read(app, world.licence, catalogs)).headers['x-cache']).toBe('hit');
  await moderate(app, world.licence, `approve-catalog/${catalog.json().id}`, world.admin.token);
  expect(titles((await read(app, world.licence, catalogs)).json())).toEqual(['Keširani katalog']);
});
