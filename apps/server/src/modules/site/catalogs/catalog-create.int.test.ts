import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { catalogWorld, createCategory, createProduct, postCatalog } from '../../../../test/support/catalog-test-data';
import { catalogs, mediaFiles } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const world = () => catalogWorld(app);

const rowsOf = (licence: TTestLicence) =>
  app.deps.platformDb.select().from(catalogs).where(eq(catalogs.licenceId, licence.id));

describe('creating catalogs', () => {
  it('a client creates a catalog of their own products; it waits for moderation', async () => {
    const w = await world();
    const first = await createProduct(app, w.licence, { authorId: w.client.user.id });
    const second = await createProduct(app, w.licence, { authorId: w.client.user.id, status: 'draft' });
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: 'user-create-catalog',
      fields: {
        name: 'Letnja ponuda',
        category_id: w.category.id,
        description: '<p onclick="x()">Sve za <strong>leto</strong><script>alert(1)</script></p>',
        products: [String(second.id), String(first.id)],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Letnja ponuda',
      slug: 'letnja-ponuda',
      category_id: w.category.id,
      description: '<p>Sve za <strong>leto</strong></p>',
      author_id: w.client.user.id,
      author: { id: w.client.user.id, username: w.client.user.username },
      status: 'on_moderation',
      products: [second.id, first.id],
    });
    expect(body.image).toMatch(new RegExp(`^/media/${w.licence.id}/content/.+-900x600\\.webp$`));
    expect(body.image_sizes['300x200']).toBe(body.image.replace('900x600', '300x200'));
    const media = await app.deps.platformDb.select().from(mediaFiles).where(eq(mediaFiles.licenceId, w.licence.id));
    expect(media.map((m) => m.url)).toEqual([body.image]);
  });

  it('staff publish at once and may name another author; JSON bodies with a stock photo work too', async () => {
    const w = await world();
    const product = await createProduct(app, w.licence, { authorId: w.client.user.id });
    const topic = (await app.deps.stockPhotos.topics(1, 1)).items[0]!;
    const photo = (await app.deps.stockPhotos.topicPhotos(topic.slug, 1, 1))!.items[0]!;
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/catalogs/admin-create-catalog',
      licence: w.licence.id,
      token: w.admin.token,
      payload: {
        name: 'Izbor urednika',
        category_id: w.category.id,
        stock_image: photo.links.download_location,
        products: String(product.id),
        author_id: w.client.user.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'approved',
      author_id: w.client.user.id,
      products: [product.id],
      image: expect.stringMatching(/-900x600\.webp$/),
    });
  });

  it('a draft stays a draft, for clients and staff alike', async () => {
    const w = await world();
    for (const token of [w.client.token, w.admin.token]) {
      const response = await postCatalog(app, {
        licence: w.licence,
        token,
        path: 'create-catalog-draft',
        fields: { name: 'Skica', category_id: w.category.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('draft');
    }
    expect((await rowsOf(w.licence)).map((row) => row.slug).sort()).toEqual(['skica', 'skica-2']);
  });

  it('names, the picture and the category are required (SPEC §5), each named, in the asked language', async () => {
    const w = await world();
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: 'user-create-catalog',
      language: 'srp',
      fields: { name: 'A', image: undefined },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Unesite najmanje 2 znaka.' },
        { field: 'category_id', message: 'Ovo polje je obavezno.' },
      ]),
    );
    const noPicture = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: 'user-create-catalog',
      fields: { name: 'Bez slike', category_id: w.category.id, image: undefined },
    });
    expect(noPicture.statusCode).toBe(422);
    expect(noPicture.json()).toEqual([{ field: 'image', message: 'This field is required.' }]);
    expect(await rowsOf(w.licence)).toEqual([]);
  });

  it('ids too large for the database or not numbers are refused as input, never passed on', async () => {
    const w = await world();
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.admin.token,
      path: 'admin-create-catalog',
      fields: { name: 'Katalog', category_id: '99999999999', products: 'abc', author_id: '1.5' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'category_id', message: 'Enter a number of at most 2147483647.' },
      { field: 'products.0', message: 'The value is not valid.' },
      { field: 'author_id', message: 'The value is not valid.' },
    ]);
  });

  it('refuses a picture that is not one, and stores nothing', async () => {
    const w = await world();
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: 'user-create-catalog',
      fields: {
        name: 'Lažna slika',
        category_id: w.category.id,
        image: { data: '#!/bin/sh\necho hi', filename: 'photo.jpg', type: 'image/jpeg' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'image', message: 'Format of your photo is not valid' }]);
    expect(await rowsOf(w.licence)).toEqual([]);
  });

  it('the category must be an active category of products and catalogs (content type 3) of this licence', async () => {
    const w = await world();
    const blogCategory = await createCategory(app, w.licence, { contentTypeId: CONTENT_TYPE.blog });
    const deleted = await createCategory(app, w.licence, { status: 'deleted' });
    const other = await createCategory(app, await createLicence(app));
    for (const categoryId of [blogCategory.id, deleted.id, other.id, 999_999]) {
      const response = await postCatalog(app, {
        licence: w.licence,
        token: w.admin.token,
        path: 'admin-create-catalog',
        fields: { name: 'Katalog', category_id: categoryId },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([
        { field: 'category_id', message: 'Choose an active category of products and catalogs.' },
      ]);
    }
    expect(await rowsOf(w.licence)).toEqual([]);
  });

  it('a client may only add their own products; staff any product of the licence', async () => {
    const w = await world();
    const own = await createProduct(app, w.licence, { authorId: w.client.user.id });
    const someoneElses = await createProduct(app, w.licence, { authorId: w.admin.user.id });
    const otherLicence = await createLicence(app);
    const otherAuthor = await createSignedInUser(app, otherLicence, { role: 'CLIENT' });
    const foreign = await createProduct(app, otherLicence, { authorId: otherAuthor.user.id });
    const article = await createProduct(app, w.licence, {
      authorId: w.client.user.id,
      contentTypeId: CONTENT_TYPE.article,
    });
    const refused = await postCatalog(app, {
      licence: w.licence,
      token: w.client.token,
      path: 'user-create-catalog',
      fields: {
        name: 'Mešano',
        category_id: w.category.id,
        products: `${own.id},${someoneElses.id},${foreign.id},${article.id}`,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      {
        field: 'products',
        message: `Products ${someoneElses.id}, ${foreign.id}, ${article.id} do not exist or are not yours.`,
      },
    ]);
    const staff = await postCatalog(app, {
      licence: w.licence,
      token: w.admin.token,
      path: 'admin-create-catalog',
      fields: { name: 'Mešano', category_id: w.category.id, products: [String(own.id), String(someoneElses.id)] },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().products).toEqual([own.id, someoneElses.id]);
  });

  it('an unknown author is refused', async () => {
    const w = await world();
    const response = await postCatalog(app, {
      licence: w.licence,
      token: w.admin.token,
      path: 'admin-create-catalog',
      fields: { name: 'Katalog', category_id: w.category.id, author_id: '999999' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'author_id', message: 'The chosen author does not exist.' }]);
  });

  it('each create call is for its roles only (SPEC §6)', async () => {
    const w = await world();
    const editor = await createSignedInUser(app, w.licence, { role: 'EDITOR' });
    const moderator = await createSignedInUser(app, w.licence, { role: 'MODERATOR' });
    const fields = { name: 'Katalog', category_id: w.category.id };
    const expectations: [string, string | undefined, number][] = [
      ['user-create-catalog', undefined, 401],
      ['user-create-catalog', w.frontUser.token, 403],
      ['user-create-catalog', w.admin.token, 403],
      ['admin-create-catalog', w.client.token, 403],
      ['admin-create-catalog', moderator.token, 403],
      ['admin-create-catalog', editor.token, 200],
      ['create-catalog-draft', w.frontUser.token, 403],
      ['create-catalog-draft', moderator.token, 403],
    ];
    for (const [path, token, status] of expectations) {
      const response = await postCatalog(app, { licence: w.licence, token, path, fields });
      expect({ path, status: response.statusCode }).toEqual({ path, status });
      if (status === 403) expect(response.json().message).toBe('Unauthorized access!');
    }
  });
});
