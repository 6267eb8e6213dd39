import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  catalogWorld,
  createCategory,
  createProduct,
  postCatalog,
  type TCatalogWorld,
} from '../../../../test/support/catalog-test-data';
import { catalogProducts } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const world = () => catalogWorld(app);

describe('updating and disabling catalogs', () => {
  async function clientCatalog(w: TCatalogWorld, path = 'create-catalog-draft') {
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path,
      fields: { name: 'Moj katalog', category_id: w.category.id },
    });
    return response.json();
  }

  it('a client updates their draft, then publishes it to moderation; left-out fields stay', async () => {
    const w = await world();
    const draft = await clientCatalog(w);
    const product = await createProduct(app, w.licence, { authorId: w.client.user.id });
    const updated = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: `update-catalog-draft/${draft.id}`,
      fields: { name: 'Jesenji katalog', image: undefined, products: String(product.id) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'draft',
      name: 'Jesenji katalog',
      slug: 'jesenji-katalog',
      image: draft.image,
      category_id: w.category.id,
      products: [product.id],
    });
    const published = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: `user-update-catalog/${draft.id}`,
      fields: { image: undefined, products: '' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'on_moderation', name: 'Jesenji katalog', products: [] });
    const links = await app.deps.platformDb
      .select()
      .from(catalogProducts)
      .where(eq(catalogProducts.licenceId, w.licence.id));
    expect(links).toEqual([]);
  });

  it('a catalog waiting for moderation is no longer a draft: update-catalog-draft refuses it', async () => {
    const w = await world();
    const waiting = await clientCatalog(w, 'user-create-catalog');
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: `update-catalog-draft/${waiting.id}`,
      fields: { image: undefined },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This status change is not allowed (from "on_moderation").');
  });

  it('staff update and publish anyone’s catalog; a client cannot touch someone else’s', async () => {
    const w = await world();
    const catalog = await clientCatalog(w, 'user-create-catalog');
    const otherClient = await createSignedInUser(app, w.licence, { role: 'CLIENT' });
    const refused = await postCatalog(app, {
      licence: w.licence,
      token: otherClient.token,
      path: `user-update-catalog/${catalog.id}`,
      fields: { name: 'Tuđe', image: undefined },
    });
    // Not approved yet, so the other client cannot even see it.
    expect(refused.statusCode).toBe(404);
    const approved = await postCatalog(app, {
      licence: w.licence,
      token: w.admin.token,
      path: `admin-update-catalog/${catalog.id}`,
      fields: { description: '<p>Odobreno</p>', image: undefined },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      description: '<p>Odobreno</p>',
      author_id: w.client.user.id,
    });
    const seenButNotYours = await postCatalog(app, {
      licence: w.licence,
      token: otherClient.token,
      path: `user-update-catalog/${catalog.id}`,
      fields: { name: 'Tuđe', image: undefined },
    });
    expect(seenButNotYours.statusCode).toBe(403);
    const disable = await call(app, {
      method: 'POST',
      url: `/api/v1/catalogs/disable-catalog/${catalog.id}`,
      licence: w.licence.id,
      token: otherClient.token,
    });
    expect(disable.statusCode).toBe(403);
  });

  it('the owner disables a catalog and gets it back with status deleted; a second time is refused', async () => {
    const w = await world();
    const catalog = await clientCatalog(w, 'user-create-catalog');
    const disable = () =>
      call(app, {
        method: 'POST',
        url: `/api/v1/catalogs/disable-catalog/${catalog.id}`,
        licence: w.licence.id,
        token: w.client.token,
      });
    const first = await disable();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: catalog.id, status: 'deleted' });
    const again = await disable();
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This status change is not allowed (from "deleted").');
  });

  it('moderators may disable any catalog but not edit it', async () => {
    const w = await world();
    const moderator = await createSignedInUser(app, w.licence, { role: 'MODERATOR' });
    const catalog = await clientCatalog(w, 'user-create-catalog');
    const edit = await postCatalog(app, {
      licence: w.licence,
      token: moderator.token,
      path: `admin-update-catalog/${catalog.id}`,
      fields: { image: undefined },
    });
    expect(edit.statusCode).toBe(403);
    const disable = await call(app, {
      method: 'POST',
      url: `/api/v1/catalogs/disable-catalog/${catalog.id}`,
      licence: w.licence.id,
      token: moderator.token,
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().status).toBe('deleted');
  });

  it('another licence’s catalog is 404 for every write', async () => {
    const w = await world();
    const catalog = await clientCatalog(w, 'user-create-catalog');
    const other = await world();
    for (const [path, token] of [
      [`user-update-catalog/${catalog.id}`, other.client.token],
      [`update-catalog-draft/${catalog.id}`, other.client.token],
      [`admin-update-catalog/${catalog.id}`, other.admin.token],
      [`disable-catalog/${catalog.id}`, other.admin.token],
    ] as const) {
      const response = await postCatalog(app, { licence: other.licence, token, path, fields: { image: undefined } });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
  });

  it('updates are checked like creates: name, category and products', async () => {
    const w = await world();
    const catalog = await clientCatalog(w);
    const blogCategory = await createCategory(app, w.licence, { contentTypeId: CONTENT_TYPE.blog });
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: `update-catalog-draft/${catalog.id}`,
      fields: { name: 'x', image: undefined },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'name', message: 'Enter at least 2 characters.' }]);
    const wrongType = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: `update-catalog-draft/${catalog.id}`,
      fields: { category_id: blogCategory.id, products: '999999', image: undefined },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual([
      { field: 'category_id', message: 'Choose an active category of products and catalogs.' },
      { field: 'products', message: 'Products 999999 do not exist or are not yours.' },
    ]);
  });

  it('an update refuses the name or category sent empty, and empties the description sent empty (decision 0050)', async () => {
    const w = await world();
    const catalog = await clientCatalog(w);
    const path = `update-catalog-draft/${catalog.id}`;
    const described = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path,
      fields: { description: '<p>Za jesen.</p>', image: undefined },
    });
    expect(described.json()).toMatchObject({ name: 'Moj katalog', description: '<p>Za jesen.</p>' });
    const empties = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path,
      fields: { name: '', category_id: '', image: undefined },
    });
    expect(empties.statusCode).toBe(422);
    expect(empties.json()).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'category_id', message: 'This field is required.' },
    ]);
    const cleared = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path,
      fields: { description: '', image: undefined },
    });
    expect(cleared.json()).toMatchObject({ name: 'Moj katalog', category_id: w.category.id, description: null });
  });
});
