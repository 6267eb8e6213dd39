import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { multipart } from '../../../../test/multipart';
import { createCategory, get, post, siteWithManager } from '../../../../test/support/categories';

let app: TTestApp;
let png: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => app.close());

const CREATE = 'categories/admin-create-category';

describe('admin-create-category', () => {
  it('creates a category with its fields, a Serbian slug and attributes with comma-separated values', async () => {
    const site = await siteWithManager(app);
    const response = await post(app, site, CREATE, {
      name: 'Kućni nameštaj',
      description: 'Stolovi i stolice',
      content_type_id: 3,
      color: '#8D6E63',
      attributes: [
        { name: 'Materijal', description: 'Od čega je', values: 'hrast, bukva ,, orah' },
        { name: 'Boja', attributeValues: 'bela,crna, Bela' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const category = response.json();
    expect(category).toMatchObject({
      name: 'Kućni nameštaj',
      slug: 'kucni-namestaj',
      description: 'Stolovi i stolice',
      parent_category_id: null,
      content_type_id: 3,
      color: '#8d6e63',
      status: 'active',
      image: null,
      stock_image: null,
      position: 1,
    });
    expect(category.attributes).toHaveLength(2);
    expect(category.attributes[0]).toMatchObject({
      name: 'Materijal',
      description: 'Od čega je',
      status: 'active',
      values: ['hrast', 'bukva', 'orah'],
      attributeValues: 'hrast, bukva, orah',
      attribute_connect: { status: 'active' },
    });
    expect(category.attributes[0].value_items.map((v: { value: string }) => v.value)).toEqual([
      'hrast',
      'bukva',
      'orah',
    ]);
    // "bela" and "Bela" are one value: the first spelling stays.
    expect(category.attributes[1].values).toEqual(['bela', 'crna']);

    const second = await createCategory(app, site, { name: 'Kućni nameštaj' });
    expect(second.slug).toBe('kucni-namestaj-2');
    expect(second.position).toBe(2);
  });

  it('takes urlencoded and multipart forms with the same meaning, with an uploaded picture', async () => {
    const site = await siteWithManager(app, 'EDITOR');
    const urlencoded = await call(app, {
      method: 'POST',
      url: `/api/v1/${CREATE}`,
      licence: site.licence.id,
      token: site.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Vesti&content_type_id=2&attributes[0][name]=Izvor&attributes[0][values]=Tanjug,Beta',
    });
    expect(urlencoded.statusCode).toBe(200);
    expect(urlencoded.json()).toMatchObject({ name: 'Vesti', content_type_id: 2 });
    expect(urlencoded.json().attributes[0].values).toEqual(['Tanjug', 'Beta']);

    const form = await multipart([
      ['name', 'Saveti'],
      ['content_type_id', '1'],
      ['parent_category_id', '0'],
      ['image', { data: png, filename: 'saveti.png', type: 'image/png' }],
    ]);
    const response = await call(app, {
      method: 'POST',
      url: `/api/v1/${CREATE}`,
      licence: site.licence.id,
      token: site.token,
      ...form,
    });
    expect(response.statusCode).toBe(200);
    const category = response.json();
    expect(category).toMatchObject({ name: 'Saveti', content_type_id: 1, parent_category_id: null, stock_image: null });
    expect(category.image).toMatch(new RegExp(`^/media/${site.licence.id}/content/.+-900x600\\.webp$`));
    const served = await app.inject({ method: 'GET', url: category.image });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
  });

  it('stores a stock photo by its download location and remembers the location', async () => {
    const site = await siteWithManager(app);
    const { items } = await app.deps.stockPhotos.topics(1, 1);
    const location = items[0]?.cover_photo?.links.download_location ?? '';
    expect(location).toMatch(/download$/);
    const category = await createCategory(app, site, { name: 'Galerija', stock_image: location });
    expect(category.stock_image).toBe(location);
    expect(category.image).toMatch(/^\/media\/.+-900x600\.webp$/);

    const unknown = await post(app, site, CREATE, { name: 'Druga', content_type_id: 3, stock_image: '/nope/download' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([{ field: 'stock_image', message: 'The chosen stock photo was not found.' }]);
  });

  it('refuses a file that is not a picture, and creates nothing', async () => {
    const site = await siteWithManager(app);
    const form = await multipart([
      ['name', 'Loša slika'],
      ['content_type_id', '3'],
      ['image', { data: 'not a picture at all', filename: 'photo.png', type: 'image/png' }],
    ]);
    const response = await call(app, {
      method: 'POST',
      url: `/api/v1/${CREATE}`,
      licence: site.licence.id,
      token: site.token,
      language: 'srp',
      ...form,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'image', message: 'Format vaše fotografije nije ispravan' }]);
    const list = await get(app, site, 'categories');
    expect(list.json()).toEqual([]);
  });

  it('requires the title ("Category title required", in Serbian too) and a known content type', async () => {
    const site = await siteWithManager(app);
    const en = await post(app, site, CREATE, { name: '  ', content_type_id: 7, color: 'red' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual([
      { field: 'name', message: 'Category title required' },
      {
        field: 'content_type_id',
        message: 'The content type is not valid (1 blog, 2 article, 3 product, 4 static page).',
      },
      { field: 'color', message: 'The colour must look like #rrggbb.' },
    ]);
    const srp = await post(app, site, CREATE, { content_type_id: 'x' }, { language: 'srp' });
    expect(srp.json()).toEqual([
      { field: 'name', message: 'Naziv kategorije je obavezan' },
      { field: 'content_type_id', message: 'Tip sadržaja nije ispravan (1 blog, 2 članak, 3 proizvod, 4 stranica).' },
    ]);
    const missingType = await post(app, site, CREATE, { name: 'Bez tipa' });
    expect(missingType.json()).toEqual([{ field: 'content_type_id', message: 'This field is required.' }]);
    const status = await post(app, site, CREATE, { name: 'Status', content_type_id: 3, status: 'hidden' });
    expect(status.json()).toEqual([{ field: 'status', message: 'Choose one of the offered values.' }]);
  });

  it('requires attribute names and values, and rejects duplicate attribute names in both languages', async () => {
    const site = await siteWithManager(app);
    const missing = await post(app, site, CREATE, {
      name: 'Odeća',
      content_type_id: 3,
      attributes: [{ name: '', values: 'S, M' }, { name: 'Veličina' }, { name: 'Boja', values: ' , ' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual([
      { field: 'attributes.0.name', message: 'Attribute name required' },
      { field: 'attributes.1.values', message: 'Attribute values required (separated by commas)' },
      { field: 'attributes.2.values', message: 'Attribute values required (separated by commas)' },
    ]);
    const duplicate = {
      name: 'Odeća',
      content_type_id: 3,
      attributes: [
        { name: 'Boja', values: 'crvena' },
        { name: ' BOJA ', values: 'plava' },
      ],
    };
    const en = await post(app, site, CREATE, duplicate);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual([{ field: 'attributes.1.name', message: 'Attribute already exists' }]);
    const srp = await post(app, site, CREATE, duplicate, { language: 'srp' });
    expect(srp.json()).toEqual([{ field: 'attributes.1.name', message: 'Atribut već postoji' }]);
    expect((await get(app, site, 'categories')).json()).toEqual([]);
  });

  it('places a category under a parent of the same licence and content type only', async () => {
    const site = await siteWithManager(app);
    const products = await createCategory(app, site, { name: 'Proizvodi', content_type_id: 3 });
    const blogs = await createCategory(app, site, { name: 'Blogovi', content_type_id: 1 });
    const child = await createCategory(app, site, { name: 'Stolice', parent_category_id: products.id });
    expect(child.parent_category_id).toBe(products.id);

    const otherType = await post(app, site, CREATE, { name: 'Xy', content_type_id: 3, parent_category_id: blogs.id });
    expect(otherType.statusCode).toBe(422);
    expect(otherType.json()).toEqual([
      { field: 'parent_category_id', message: 'The parent category must be of the same content type.' },
    ]);

    const elsewhere = await siteWithManager(app);
    const foreign = await createCategory(app, elsewhere, { name: 'Tuđa' });
    const otherLicence = await post(app, site, CREATE, {
      name: 'Xy',
      content_type_id: 3,
      parent_category_id: foreign.id,
    });
    expect(otherLicence.statusCode).toBe(422);
    expect(otherLicence.json()).toEqual([
      { field: 'parent_category_id', message: 'The parent category does not exist.' },
    ]);
    await post(app, site, `categories/admin-delete-category/${products.id}`);
    const deletedParent = await post(app, site, CREATE, {
      name: 'Xy',
      content_type_id: 3,
      parent_category_id: products.id,
    });
    expect(deletedParent.json()).toEqual([
      { field: 'parent_category_id', message: 'The parent category does not exist.' },
    ]);
  });

  it('answers 401 to a visitor and 403 to a front user, and creates nothing', async () => {
    const site = await siteWithManager(app);
    const visitor = await post(app, site, CREATE, { name: 'Nova', content_type_id: 3 }, { token: null });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('You need to be logged in.');
    const { token } = await createSignedInUser(app, site.licence, { role: 'USER' });
    const user = await post(app, site, CREATE, { name: 'Nova', content_type_id: 3 }, { token });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Unauthorized access!');
    expect((await get(app, site, 'categories')).json()).toEqual([]);
  });
});
