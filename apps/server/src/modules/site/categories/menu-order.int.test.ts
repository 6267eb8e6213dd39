import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, get, ids, post, siteWithManager } from '../../../../test/support/categories';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('update-category-order/{contentType}', () => {
  it('puts the listed categories first in the given order, the others after in their old order', async () => {
    const site = await siteWithManager(app);
    const made = [];
    for (const name of ['Prva', 'Druga', 'Treća', 'Četvrta']) made.push(await createCategory(app, site, { name }));
    const [first, second, third, fourth] = made;
    const blog = await createCategory(app, site, { name: 'Blog', content_type_id: 1 });

    const response = await post(app, site, 'categories/update-category-order/3', { order: [third.id, first.id] });
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([third.id, first.id, second.id, fourth.id]);
    expect(response.json().map((row: { position: number }) => row.position)).toEqual([1, 2, 3, 4]);
    expect(ids(await get(app, site, 'categories?filter[content_type_id]=3'))).toEqual([
      third.id,
      first.id,
      second.id,
      fourth.id,
    ]);

    // The form names: `categories[]`, and a comma-separated string.
    const form = await call(app, {
      method: 'POST',
      url: '/api/v1/categories/update-category-order/3',
      licence: site.licence.id,
      token: site.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `categories[]=${fourth.id}&categories[]=${second.id}`,
    });
    expect(ids(form)).toEqual([fourth.id, second.id, third.id, first.id]);
    const text = await post(app, site, 'categories/update-category-order/3', { order: `${first.id},${fourth.id}` });
    expect(ids(text)).toEqual([first.id, fourth.id, second.id, third.id]);
    expect((await get(app, site, `categories/${blog.id}`)).json().position).toBe(1);
  });

  it('refuses ids of another content type or licence, unknown ids, duplicates and a wrong type; nothing changes', async () => {
    const site = await siteWithManager(app);
    const first = await createCategory(app, site, { name: 'Prva' });
    const second = await createCategory(app, site, { name: 'Druga' });
    const blog = await createCategory(app, site, { name: 'Blog', content_type_id: 1 });
    const foreign = await createCategory(app, await siteWithManager(app), { name: 'Tuđa' });
    const url = 'categories/update-category-order/3';

    const otherType = await post(app, site, url, { order: [second.id, blog.id] });
    expect(otherType.statusCode).toBe(422);
    expect(otherType.json()).toEqual([{ field: 'order', message: `Category ${blog.id} is not of this content type.` }]);
    const otherLicence = await post(app, site, url, { order: [second.id, foreign.id] }, { language: 'srp' });
    expect(otherLicence.statusCode).toBe(422);
    expect(otherLicence.json()).toEqual([{ field: 'order', message: `Kategorija ${foreign.id} ne postoji.` }]);
    const duplicate = await post(app, site, url, { order: [second.id, second.id] });
    expect(duplicate.json()).toEqual([{ field: 'order', message: 'The same value is listed more than once.' }]);
    const empty = await post(app, site, url, {});
    expect(empty.json()).toEqual([{ field: 'order', message: 'This field is required.' }]);
    const wrongType = await post(app, site, 'categories/update-category-order/7', { order: [first.id] });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual([
      { field: 'contentType', message: 'The content type is not valid (1 blog, 2 article, 3 product, 4 static page).' },
    ]);
    expect(ids(await get(app, site, 'categories?filter[content_type_id]=3'))).toEqual([first.id, second.id]);
  });
});

describe('content type menu order', () => {
  it('lists the four content types with names, order, enabled flag and active category counts', async () => {
    const site = await siteWithManager(app);
    await createCategory(app, site, { name: 'Prva' });
    await createCategory(app, site, { name: 'Druga' });
    const gone = await createCategory(app, site, { name: 'Treća' });
    await post(app, site, `categories/admin-delete-category/${gone.id}`);
    await createCategory(app, site, { name: 'Vesti', content_type_id: 2 });

    const response = await get(app, site, 'licence-content-type-options', { language: 'srp' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 1,
        content_type_id: 1,
        name: 'Blog',
        name_srp: 'Blog',
        name_en: 'Blog',
        position: 1,
        is_enabled: true,
        category_count: 0,
      },
      {
        id: 2,
        content_type_id: 2,
        name: 'Vesti',
        name_srp: 'Vesti',
        name_en: 'News',
        position: 2,
        is_enabled: true,
        category_count: 1,
      },
      {
        id: 3,
        content_type_id: 3,
        name: 'Proizvodi',
        name_srp: 'Proizvodi',
        name_en: 'Products',
        position: 3,
        is_enabled: true,
        category_count: 2,
      },
      {
        id: 4,
        content_type_id: 4,
        name: 'Stranice',
        name_srp: 'Stranice',
        name_en: 'Pages',
        position: 4,
        is_enabled: true,
        category_count: 0,
      },
    ]);
  });

  it('saves a new order and the shown types; unlisted types follow in their old order', async () => {
    const site = await siteWithManager(app, 'SUPERADMIN');
    const response = await post(app, site, 'categories/update-content-type-order', {
      order: [3, 2],
      enabled: [3, 2, 1],
    });
    expect(response.statusCode).toBe(200);
    const summary = (rows: { content_type_id: number; position: number; is_enabled: boolean }[]) =>
      rows.map((row) => [row.content_type_id, row.position, row.is_enabled]);
    expect(summary(response.json())).toEqual([
      [3, 1, true],
      [2, 2, true],
      [1, 3, true],
      [4, 4, false],
    ]);
    const again = await post(app, site, 'categories/update-content-type-order', { content_types: '4,1' });
    expect(summary(again.json())).toEqual([
      [4, 1, false],
      [1, 2, true],
      [3, 3, true],
      [2, 4, true],
    ]);
    const stored = await get(app, site, 'licence-content-type-options');
    expect(summary(stored.json())).toEqual(summary(again.json()));
    expect(stored.json()[0].name).toBe('Pages');

    const other = await siteWithManager(app);
    expect((await get(app, other, 'licence-content-type-options')).json().map((r: { id: number }) => r.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('refuses unknown content types and duplicates', async () => {
    const site = await siteWithManager(app);
    const unknown = await post(app, site, 'categories/update-content-type-order', { order: [3, 5] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([
      { field: 'order.1', message: 'The content type is not valid (1 blog, 2 article, 3 product, 4 static page).' },
    ]);
    const duplicate = await post(app, site, 'categories/update-content-type-order', { order: [3, 3] });
    expect(duplicate.json()).toEqual([{ field: 'order', message: 'The same value is listed more than once.' }]);
  });
});
