import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, get, ids, post, siteWithManager } from '../../../../test/support/categories';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /categories', () => {
  it('shows the public active categories only, in menu order, with filters', async () => {
    const site = await siteWithManager(app);
    const furniture = await createCategory(app, site, { name: 'Nameštaj', content_type_id: 3 });
    const chairs = await createCategory(app, site, { name: 'Stolice', parent_category_id: furniture.id });
    const news = await createCategory(app, site, { name: 'Vesti iz sveta', content_type_id: 2 });
    const gone = await createCategory(app, site, { name: 'Stara ponuda', content_type_id: 3 });
    await post(app, site, `categories/admin-delete-category/${gone.id}`);

    const all = await get(app, site, 'categories');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([news.id, furniture.id, chairs.id]);
    expect(all.headers['x-pagination-total-count']).toBe('3');

    expect(ids(await get(app, site, 'categories?filter[content_type_id]=3'))).toEqual([furniture.id, chairs.id]);
    expect(ids(await get(app, site, 'categories?filter[parent_category_id]=0'))).toEqual([news.id, furniture.id]);
    expect(ids(await get(app, site, `categories?filter[parent_category_id]=${furniture.id}`))).toEqual([chairs.id]);
    expect(ids(await get(app, site, 'categories?filter[name]=STOL'))).toEqual([chairs.id]);
    const bySlug = await get(app, site, 'categories?filter[slug]=namestaj');
    expect(bySlug.json()).toEqual([expect.objectContaining({ id: furniture.id, name: 'Nameštaj' })]);
    expect(ids(await get(app, site, 'categories?filter[slug]=stara-ponuda'))).toEqual([]);

    const wrongType = await get(app, site, 'categories?filter[content_type_id]=9');
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual([
      {
        field: 'filter[content_type_id]',
        message: 'The content type is not valid (1 blog, 2 article, 3 product, 4 static page).',
      },
    ]);
  });

  it('lists deleted categories for managers only: 401 for a visitor, 403 for a client', async () => {
    const site = await siteWithManager(app, 'EDITOR');
    const gone = await createCategory(app, site, { name: 'Obrisana' });
    await post(app, site, `categories/admin-delete-category/${gone.id}`);
    const staff = await get(app, site, 'categories?filter[status]=deleted', { token: site.token });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual([expect.objectContaining({ id: gone.id, status: 'deleted' })]);
    expect((await get(app, site, 'categories?filter[status]=deleted')).statusCode).toBe(401);
    const { token } = await createSignedInUser(app, site.licence, { role: 'CLIENT' });
    const client = await get(app, site, 'categories?filter[status]=deleted', { token, language: 'srp' });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('Neovlašćen pristup!');
  });

  it('pages with page and page_count; past the end is an empty list with correct headers', async () => {
    const site = await siteWithManager(app);
    const made = [];
    for (const name of ['Prva', 'Druga', 'Treća']) made.push(await createCategory(app, site, { name }));
    const second = await get(app, site, 'categories?page=2&page_count=2');
    expect(ids(second)).toEqual([made[2].id]);
    expect(second.headers['x-pagination-page-count']).toBe('2');
    expect(second.headers['x-pagination-current-page']).toBe('2');
    const past = await get(app, site, 'categories?page=9&page_count=2');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-pagination-total-count']).toBe('3');
  });

  it('expands attributes with values and the attribute_connect link; the public sees active attributes only', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, {
      name: 'Lampe',
      attributes: [
        { name: 'Snaga', values: '5 W, 9 W' },
        { name: 'Skriveno', values: 'a', status: 'deleted' },
      ],
    });
    const plain = await get(app, site, 'categories');
    expect(plain.json()[0]).not.toHaveProperty('attributes');

    const expanded = await get(app, site, 'categories?expand=attributes');
    const [publicView] = expanded.json();
    expect(publicView.attributes).toEqual([
      {
        id: category.attributes[0].id,
        name: 'Snaga',
        description: null,
        status: 'active',
        values: ['5 W', '9 W'],
        attributeValues: '5 W, 9 W',
        value_items: category.attributes[0].value_items,
        attribute_connect: { id: category.attributes[0].attribute_connect.id, status: 'active' },
      },
    ]);
    const staff = await get(app, site, `categories/${category.id}?expand=attributes`, { token: site.token });
    expect(staff.json().attributes.map((a: { name: string }) => a.name)).toEqual(['Snaga', 'Skriveno']);
  });
});

describe('GET /categories/:id', () => {
  it('answers one category; another licence’s or a deleted one is 404 for the public', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, { name: 'Jedna', color: '#112233' });
    const one = await get(app, site, `categories/${category.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ ...category, attributes: undefined });

    const other = await siteWithManager(app);
    const foreign = await get(app, other, `categories/${category.id}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ name: 'Not Found', message: 'The requested item does not exist.', status: 404 });

    await post(app, site, `categories/admin-delete-category/${category.id}`);
    expect((await get(app, site, `categories/${category.id}`)).statusCode).toBe(404);
    const staff = await get(app, site, `categories/${category.id}`, { token: site.token });
    expect(staff.json()).toMatchObject({ id: category.id, status: 'deleted' });
    expect((await get(app, site, 'categories/99999999')).statusCode).toBe(404);
    expect((await get(app, site, 'categories/abc')).statusCode).toBe(422);
  });
});
