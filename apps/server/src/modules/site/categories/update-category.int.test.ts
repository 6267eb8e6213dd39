import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, get, ids, post, siteWithManager, type TSite } from '../../../../test/support/categories';
import { contents } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const update = (site: TSite, id: number, payload: object, language?: 'en' | 'srp') =>
  post(app, site, `categories/admin-update-category/${id}`, payload, { language });

describe('admin-update-category', () => {
  it('changes the given fields, keeps the others and clears one sent empty; a rename gives a new slug', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, { name: 'Rasveta', description: 'Lampe', color: '#fbc02d' });
    // The description is not sent, so it stays (decision 0050).
    const response = await update(site, category.id, { name: 'Svetla i lampe', color: '#000000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: category.id,
      name: 'Svetla i lampe',
      slug: 'svetla-i-lampe',
      description: 'Lampe',
      color: '#000000',
      content_type_id: 3,
      status: 'active',
      attributes: [],
    });
    const emptyName = await update(site, category.id, { name: '' }, 'srp');
    expect(emptyName.statusCode).toBe(422);
    expect(emptyName.json()).toEqual([{ field: 'name', message: 'Naziv kategorije je obavezan' }]);
    const cleared = await update(site, category.id, { description: '', color: '' });
    expect(cleared.json()).toMatchObject({ name: 'Svetla i lampe', description: null, color: null });
  });

  it('keeps the content type fixed after creation: the same value is fine, another is a 422', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, { name: 'Proizvodi', content_type_id: 3 });
    expect((await update(site, category.id, { content_type_id: 3, name: 'Roba' })).statusCode).toBe(200);
    const changed = await update(site, category.id, { content_type_id: 2 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual([
      { field: 'content_type_id', message: 'The content type of a category cannot change after it is created.' },
    ]);
    const srp = await update(site, category.id, { content_type_id: '1' }, 'srp');
    expect(srp.json()).toEqual([
      { field: 'content_type_id', message: 'Tip sadržaja kategorije ne može da se menja posle kreiranja.' },
    ]);
    const wrong = await update(site, category.id, { content_type_id: 5 });
    expect(wrong.statusCode).toBe(422);
    expect((await get(app, site, `categories/${category.id}`)).json()).toMatchObject({
      content_type_id: 3,
      name: 'Roba',
    });
  });

  it('moves a category under another parent, to the top level with 0, never under itself or a descendant', async () => {
    const site = await siteWithManager(app);
    const root = await createCategory(app, site, { name: 'Koren' });
    const child = await createCategory(app, site, { name: 'Dete', parent_category_id: root.id });
    const grandchild = await createCategory(app, site, { name: 'Unuk', parent_category_id: child.id });
    const other = await createCategory(app, site, { name: 'Drugi koren' });

    for (const parent of [root.id, grandchild.id]) {
      const cycle = await update(site, root.id, { parent_category_id: parent });
      expect(cycle.statusCode).toBe(422);
      expect(cycle.json()).toEqual([
        {
          field: 'parent_category_id',
          message: 'A category cannot be placed under itself or one of its subcategories.',
        },
      ]);
    }
    expect((await update(site, child.id, { parent_category_id: other.id })).json().parent_category_id).toBe(other.id);
    expect((await update(site, child.id, { parent_category_id: 0 })).json().parent_category_id).toBeNull();
    // Not sent, the parent stays; sent empty, it is cleared: the category goes to the top level (decision 0050).
    expect((await update(site, grandchild.id, { name: 'Unuka' })).json().parent_category_id).toBe(child.id);
    expect((await update(site, grandchild.id, { parent_category_id: '' })).json().parent_category_id).toBeNull();
    const blog = await createCategory(app, site, { name: 'Blog', content_type_id: 1 });
    const otherType = await update(site, child.id, { parent_category_id: blog.id });
    expect(otherType.json()).toEqual([
      { field: 'parent_category_id', message: 'The parent category must be of the same content type.' },
    ]);
  });

  it('adds new attributes, updates listed ones and rejects a name the category already has', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, {
      name: 'Odeća',
      attributes: [{ name: 'Boja', values: 'crvena, plava' }],
    });
    const color = category.attributes[0];
    const response = await update(site, category.id, {
      attributes: [
        { id: color.id, name: 'Boja tkanine', values: 'plava, Crvena, zelena' },
        { name: 'Veličina', values: 'S,M,L' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [renamed, size] = response.json().attributes;
    expect(renamed).toMatchObject({ id: color.id, name: 'Boja tkanine', values: ['plava', 'Crvena', 'zelena'] });
    // Kept values keep their ids, so products that chose them keep their choice.
    const idOf = (attribute: { value_items: { id: number; value: string }[] }, value: string) =>
      attribute.value_items.find((item) => item.value.toLowerCase() === value)?.id;
    expect(idOf(renamed, 'plava')).toBe(idOf(color, 'plava'));
    expect(idOf(renamed, 'crvena')).toBe(idOf(color, 'crvena'));
    expect(size).toMatchObject({ name: 'Veličina', values: ['S', 'M', 'L'] });

    const clash = await update(site, category.id, { attributes: [{ name: 'VELIČINA', values: 'XL' }] });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual([{ field: 'attributes.0.name', message: 'Attribute already exists' }]);
    const srp = await update(site, category.id, { attributes: [{ name: 'boja tkanine', values: 'x' }] }, 'srp');
    expect(srp.json()).toEqual([{ field: 'attributes.0.name', message: 'Atribut već postoji' }]);

    const foreign = await createCategory(app, await siteWithManager(app), {
      name: 'Tuđa',
      attributes: [{ name: 'Tuđi', values: 'a' }],
    });
    const unknown = await update(site, category.id, {
      attributes: [{ id: foreign.attributes[0].id, name: 'Otet', values: 'b' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([{ field: 'attributes.0.id', message: 'The requested item does not exist.' }]);
  });

  it('keeps contents findable by the category’s new name', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, { name: 'Nameštaj' });
    const author = await createUser(app, site.licence, { role: 'ADMIN' });
    const tdb = new TenantDb(app.deps.platformDb, site.licence.id);
    const [content] = await tdb
      .insert(contents, {
        contentTypeId: 3,
        title: 'Hrastov sto',
        slug: 'hrastov-sto',
        authorId: author.id,
        categoryId: category.id,
        status: 'approved',
      })
      .returning();
    await update(site, category.id, { name: 'Трпезарија' });
    const [row] = await tdb.select(contents, eq(contents.id, content!.id));
    expect(row?.searchText).toBe('hrastov sto trpezarija');
  });

  it('answers 404 for another licence’s category and an unknown id, and changes nothing', async () => {
    const site = await siteWithManager(app);
    const other = await siteWithManager(app);
    const category = await createCategory(app, other, { name: 'Tuđa' });
    const response = await update(site, category.id, { name: 'Moja' });
    expect(response.statusCode).toBe(404);
    expect((await update(site, 2_000_000_000, { name: 'Moja' })).statusCode).toBe(404);
    expect((await get(app, other, `categories/${category.id}`)).json().name).toBe('Tuđa');
  });
});

describe('admin-delete-category', () => {
  it('marks the category deleted, moves its subcategories up to its parent, and can be restored', async () => {
    const site = await siteWithManager(app);
    const root = await createCategory(app, site, { name: 'Koren' });
    const middle = await createCategory(app, site, { name: 'Sredina', parent_category_id: root.id });
    const leaf = await createCategory(app, site, { name: 'List', parent_category_id: middle.id });

    const response = await post(app, site, `categories/admin-delete-category/${middle.id}`, {}, { language: 'srp' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Kategorija je obrisana.' });
    expect((await get(app, site, `categories/${leaf.id}`)).json().parent_category_id).toBe(root.id);
    expect(ids(await get(app, site, 'categories'))).toEqual([root.id, leaf.id]);
    // Deleting again changes nothing and says the same.
    expect((await post(app, site, `categories/admin-delete-category/${middle.id}`)).json()).toEqual({
      message: 'The category is deleted.',
    });

    const restored = await update(site, middle.id, { status: 'active' });
    expect(restored.json()).toMatchObject({ status: 'active', parent_category_id: root.id });
    const viaUpdate = await update(site, root.id, { status: 'deleted' });
    expect(viaUpdate.json().status).toBe('deleted');
    expect((await get(app, site, `categories/${middle.id}`)).json().parent_category_id).toBeNull();
  });

  it('answers 404 for another licence’s category', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, await siteWithManager(app), { name: 'Tuđa' });
    expect((await post(app, site, `categories/admin-delete-category/${category.id}`)).statusCode).toBe(404);
  });
});
