/**
 * Seeds the demo catalogue through the API, as the demo admin would: categories with attributes, products, catalogs,
 * articles, blogs and static pages, every picture a photo of the offline stock library. Going through the API keeps
 * the demo data exactly what the product would make (slugs, pictures, search text, statuses).
 */
import { CONTENT_TYPE, LICENCE_HEADER } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userLocations } from '../db/schema';
import { TenantDb } from '../platform/tenancy/tenant-db';
import { ACME_CATALOGUE, DEMO_CATALOGUE, type TSeedCatalogue, type TSeedCategory } from './catalogue-data';
import { DEMO_LICENCES } from './demo-data';

type TSession = { token: string; userId: number };
type TCategory = { id: number; attributes?: { values: { id: number }[] }[] };

class SeedClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly licence: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> {
    const response = await this.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        [LICENCE_HEADER]: this.licence,
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`seed: ${method} ${url} → ${response.statusCode} ${response.body}`);
    return response.json() as T;
  }

  async login(email: string, password: string): Promise<TSession> {
    const user = await this.call<{ id: number; auth_key: string }>('POST', '/users/login-licence-user', undefined, {
      email,
      password,
    });
    return { token: user.auth_key, userId: user.id };
  }
}

/** Download locations of the offline library's photos, topic by topic. */
async function stockPhotos(client: SeedClient, token: string): Promise<string[]> {
  const topics = await client.call<{ slug: string }[]>('GET', '/stock-photos/topics?per_page=30', token);
  const locations: string[] = [];
  for (const topic of topics) {
    const photos = await client.call<{ links: { download_location: string } }[]>(
      'GET',
      `/stock-photos/topics/${topic.slug}/photos?per_page=30`,
      token,
    );
    locations.push(...photos.map((photo) => photo.links.download_location));
  }
  if (locations.length === 0) throw new Error('seed: the stock library has no photos');
  return locations;
}

async function createCategories(
  client: SeedClient,
  token: string,
  list: TSeedCategory[],
  type: number,
  photos: string[],
) {
  const ids = new Map<string, TCategory>();
  for (const [index, category] of list.entries()) {
    const created = await client.call<TCategory>('POST', '/categories/admin-create-category', token, {
      name: category.name,
      description: category.description,
      color: category.color,
      content_type_id: type,
      stock_image: photos[index % photos.length],
      attributes: (category.attributes ?? []).map((a) => ({ name: a.name, values: a.values.join(',') })),
    });
    ids.set(category.key, created);
  }
  return ids;
}

/** Seeds the catalogues of the Serbian demo site and the English acme site; a site with products is left alone. */
export async function seedDemoCatalogue(app: FastifyInstance): Promise<void> {
  await seedCatalogue(app, 'demo', DEMO_CATALOGUE);
  await seedCatalogue(app, 'acme', ACME_CATALOGUE);
}

async function seedCatalogue(app: FastifyInstance, subdomain: string, data: TSeedCatalogue): Promise<void> {
  const demo = DEMO_LICENCES.find((licence) => licence.subdomain === subdomain)!;
  const client = new SeedClient(app, demo.subdomain);
  const existing = await client.call<unknown[]>(
    'GET',
    `/contents?filter[content_type_id]=${CONTENT_TYPE.product}&page_count=1`,
  );
  if (existing.length > 0) return;

  const emailOf = (role: string) => demo.accounts.find((a) => a.role === role)!.email;
  const admin = await client.login(emailOf('ADMIN'), demo.password);
  const seller = await client.login(emailOf('CLIENT'), demo.password);
  const writer = await client.login(emailOf('USER'), demo.password);
  const licenceId = (await client.call<{ id: number }>('GET', '/licences/get-licence-details')).id;
  const sellerLocations = (
    await new TenantDb(app.deps.platformDb, licenceId).select(userLocations, eq(userLocations.userId, seller.userId))
  ).map((location) => location.id);
  const photos = await stockPhotos(client, admin.token);
  const photo = (n: number) => photos[n % photos.length];

  const productCategories = await createCategories(
    client,
    admin.token,
    data.productCategories,
    CONTENT_TYPE.product,
    photos,
  );
  const articleCategories = await createCategories(
    client,
    admin.token,
    data.articleCategories,
    CONTENT_TYPE.article,
    photos,
  );
  const blogCategories = await createCategories(client, admin.token, data.blogCategories, CONTENT_TYPE.blog, photos);
  const pageCategories = await createCategories(
    client,
    admin.token,
    data.pageCategories,
    CONTENT_TYPE.staticPage,
    photos,
  );

  const productIds: number[] = [];
  for (const [index, product] of data.products.entries()) {
    const category = productCategories.get(product.category)!;
    // Every fourth product belongs to the demo client, published on its behalf.
    const bySeller = index % 4 === 3;
    const created = await client.call<{ id: number }>('POST', '/contents/admin-create-product', admin.token, {
      title: product.name,
      description: product.description,
      content_text: `<p>${product.description}</p><p>${data.delivery}</p>`,
      category_id: category.id,
      price: product.price === null ? '' : product.price.toFixed(2),
      currency_id: 1,
      discount: index % 5 === 0 ? 10 : 0,
      discount_type: index % 5 === 0 ? 1 : 0,
      stock_image: photo(index * 3 + 1),
      tags: product.tags.join(','),
      attribute_values: (category.attributes ?? []).map((a) => a.values[index % a.values.length]?.id).filter(Boolean),
      comments_allowed: true,
      ...(bySeller ? { author_id: seller.userId, locations: sellerLocations.slice(0, 1) } : {}),
    });
    productIds.push(created.id);
  }

  const categoryList = [...productCategories.values()];
  for (const [index, name] of data.catalogNames.entries()) {
    await client.call('POST', '/catalogs/admin-create-catalog', admin.token, {
      name,
      description: `<p>${data.catalogBlurb(name)}</p>`,
      category_id: categoryList[index % categoryList.length]!.id,
      stock_image: photo(index * 5 + 2),
      products: productIds.filter((_, n) => n % data.catalogNames.length === index || (n + index) % 13 === 0),
    });
  }

  for (const [index, article] of data.articles.entries()) {
    await client.call('POST', '/contents/admin-create-article', admin.token, {
      title: article.title,
      content_text: article.text,
      category_id: articleCategories.get(article.category)!.id,
      stock_image: photo(index * 7 + 3),
      tags: article.tags.join(','),
      comments_allowed: true,
    });
  }

  for (const [index, blog] of data.blogs.entries()) {
    await client.call('POST', '/contents/admin-create-blog', admin.token, {
      title: blog.title,
      content_text: blog.text,
      category_id: blogCategories.get(blog.category)!.id,
      stock_image: photo(index * 11 + 4),
      tags: blog.tags.join(','),
      author_id: writer.userId,
      comments_allowed: true,
    });
  }

  const pageCategory = [...pageCategories.values()][0]!;
  for (const page of data.pages) {
    await client.call('POST', '/contents/admin-create-page', admin.token, {
      title: page.title,
      content_text: page.text,
      category_id: pageCategory.id,
    });
  }
}
