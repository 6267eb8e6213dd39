import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, get, ids, post, siteWithManager, type TSite } from '../../../../test/support/categories';
import { contentAttributeValues, contents } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const updateAttribute = (site: TSite, id: number, payload: object, language?: 'en' | 'srp') =>
  post(app, site, `categories/admin-update-attribute/${id}`, payload, { language });

async function productChoosing(site: TSite, categoryId: number, valueIds: number[]) {
  const tdb = new TenantDb(app.deps.platformDb, site.licence.id);
  const author = await createUser(app, site.licence, { role: 'ADMIN' });
  const [product] = await tdb
    .insert(contents, { contentTypeId: 3, title: 'Sto', slug: `sto-${valueIds[0]}`, authorId: author.id, categoryId })
    .returning();
  await tdb.insert(
    contentAttributeValues,
    valueIds.map((attributeValueId) => ({ contentId: product!.id, attributeValueId })),
  );
  return { tdb, productId: product!.id };
}

describe('GET /attributes', () => {
  it('lists attributes with values; filter[category_id] gives that category’s with the link', async () => {
    const site = await siteWithManager(app);
    const tables = await createCategory(app, site, {
      name: 'Stolovi',
      attributes: [{ name: 'Drvo', values: 'hrast,orah' }],
    });
    const lamps = await createCategory(app, site, {
      name: 'Lampe',
      attributes: [
        { name: 'Snaga', values: '5 W' },
        { name: 'Skriveno', values: 'x', status: 'deleted' },
      ],
    });
    const all = await get(app, site, 'attributes');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((a: { name: string }) => a.name)).toEqual(['Drvo', 'Snaga']);
    expect(all.json()[0]).toMatchObject({
      values: ['hrast', 'orah'],
      attributeValues: 'hrast, orah',
      attribute_connect: null,
    });

    const ofLamps = await get(app, site, `attributes?filter[category_id]=${lamps.id}`);
    expect(ofLamps.json()).toEqual([
      expect.objectContaining({ name: 'Snaga', attribute_connect: lamps.attributes[0].attribute_connect }),
    ]);
    expect(ofLamps.headers['x-pagination-total-count']).toBe('1');
    const staff = await get(app, site, `attributes?filter[category_id]=${lamps.id}`, { token: site.token });
    expect(staff.json().map((a: { name: string }) => a.name)).toEqual(['Snaga', 'Skriveno']);
    expect((await get(app, site, 'attributes?filter[status]=deleted')).statusCode).toBe(401);

    await post(app, site, `categories/admin-delete-category/${tables.id}`);
    expect((await get(app, site, `attributes?filter[category_id]=${tables.id}`)).json()).toEqual([]);
    const other = await siteWithManager(app);
    expect((await get(app, other, `attributes?filter[category_id]=${lamps.id}`)).json()).toEqual([]);
    expect((await get(app, other, 'attributes')).json()).toEqual([]);
  });
});

describe('admin-update-attribute', () => {
  it('replaces the values from a comma-separated list, keeping the ids (and products’ choices) of kept values', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, {
      name: 'Stolovi',
      attributes: [{ name: 'Drvo', values: 'hrast, orah, bukva' }],
    });
    const attribute = category.attributes[0];
    const [oak, walnut] = attribute.value_items;
    const { tdb } = await productChoosing(site, category.id, [oak.id, walnut.id]);

    const response = await updateAttribute(site, attribute.id, {
      name: 'Vrsta drveta',
      description: 'Masivno drvo',
      values: 'Hrast, jasen, hrast',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: attribute.id,
      name: 'Vrsta drveta',
      description: 'Masivno drvo',
      values: ['Hrast', 'jasen'],
      attributeValues: 'Hrast, jasen',
    });
    expect(response.json().value_items[0].id).toBe(oak.id);
    const chosen = await tdb.select(contentAttributeValues);
    expect(chosen.map((row) => row.attributeValueId)).toEqual([oak.id]);

    const sameName = await updateAttribute(site, attribute.id, { name: 'vrsta DRVETA' });
    expect(sameName.statusCode).toBe(200);
    const missingValues = await updateAttribute(site, attribute.id, { values: ' , ' });
    expect(missingValues.statusCode).toBe(422);
    expect(missingValues.json()).toEqual([
      { field: 'values', message: 'Attribute values required (separated by commas)' },
    ]);
    const missingName = await updateAttribute(site, attribute.id, { name: '' }, 'srp');
    expect(missingName.json()).toEqual([{ field: 'name', message: 'Naziv atributa je obavezan' }]);
  });

  it('rejects the name of another attribute of the same category, in both languages', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, {
      name: 'Odeća',
      attributes: [
        { name: 'Boja', values: 'crvena' },
        { name: 'Veličina', values: 'M' },
      ],
    });
    const size = category.attributes[1];
    const en = await updateAttribute(site, size.id, { name: 'BOJA' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual([{ field: 'name', message: 'Attribute already exists' }]);
    const srp = await updateAttribute(site, size.id, { name: 'boja' }, 'srp');
    expect(srp.json()).toEqual([{ field: 'name', message: 'Atribut već postoji' }]);
    // Another category may have its own "Boja".
    const shoes = await createCategory(app, site, { name: 'Obuća', attributes: [{ name: 'Broj', values: '42' }] });
    expect((await updateAttribute(site, shoes.attributes[0].id, { name: 'Boja' })).statusCode).toBe(200);
  });

  it('answers 404 for another licence’s attribute', async () => {
    const site = await siteWithManager(app);
    const foreign = await createCategory(app, await siteWithManager(app), {
      name: 'Tuđa',
      attributes: [{ name: 'A1', values: 'x' }],
    });
    expect((await updateAttribute(site, foreign.attributes[0].id, { name: 'Moj' })).statusCode).toBe(404);
  });
});

describe('admin-delete-attribute and admin-delete-attribute-category-link', () => {
  it('deletes an attribute with its values, links and the products’ choices', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, {
      name: 'Stolovi',
      attributes: [{ name: 'Drvo', values: 'hrast' }],
    });
    const attribute = category.attributes[0];
    const { tdb } = await productChoosing(site, category.id, [attribute.value_items[0].id]);
    const other = await siteWithManager(app);
    expect((await post(app, other, `categories/admin-delete-attribute/${attribute.id}`)).statusCode).toBe(404);

    const response = await post(
      app,
      site,
      `categories/admin-delete-attribute/${attribute.id}`,
      {},
      { language: 'srp' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Atribut je obrisan.' });
    expect(ids(await get(app, site, 'attributes'))).toEqual([]);
    expect(await tdb.select(contentAttributeValues)).toEqual([]);
    expect((await post(app, site, `categories/admin-delete-attribute/${attribute.id}`)).statusCode).toBe(404);
  });

  it('unlinks an attribute from one category and keeps it for the others', async () => {
    const site = await siteWithManager(app);
    const tables = await createCategory(app, site, {
      name: 'Stolovi',
      attributes: [{ name: 'Drvo', values: 'hrast' }],
    });
    const wood = tables.attributes[0];
    const chairs = await createCategory(app, site, { name: 'Stolice' });
    const linked = await post(app, site, `categories/admin-update-category/${chairs.id}`, {
      attributes: [{ id: wood.id, name: 'Drvo', values: 'hrast, bukva' }],
    });
    expect(linked.json().attributes).toEqual([expect.objectContaining({ id: wood.id, values: ['hrast', 'bukva'] })]);
    const linkId = linked.json().attributes[0].attribute_connect.id;

    const other = await siteWithManager(app);
    expect((await post(app, other, `categories/admin-delete-attribute-category-link/${linkId}`)).statusCode).toBe(404);
    const response = await post(app, site, `categories/admin-delete-attribute-category-link/${linkId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The attribute is removed from the category.' });
    expect((await get(app, site, `attributes?filter[category_id]=${chairs.id}`)).json()).toEqual([]);
    expect(ids(await get(app, site, `attributes?filter[category_id]=${tables.id}`))).toEqual([wood.id]);
  });
});
