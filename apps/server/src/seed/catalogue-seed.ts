/**
 * Seeds the demo catalogue through the API, as the demo admin would: categories with attributes, products, catalogs,
 * articles, blogs and static pages, each with the picture drawn for it (seed/pictures) uploaded as a file, then the
 * home page's widgets, contact services and first places (home-page-seed.ts) and the demo front user's planners
 * (planners-seed.ts). Going through the API keeps the demo data exactly what the product would make (slugs, pictures,
 * search text, statuses).
 */
import { CONTENT_TYPE, CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import { CATALOG_CALL_NAMES, CONTENT_CALL_NAMES } from '@izlog/contract/content-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userLocations } from '../db/schema';
import { TenantDb } from '../platform/tenancy/tenant-db';
import type { TSeedCatalogue, TSeedCategory, TSeedText } from './catalogue-data';
import { DEMO_LICENCES } from './demo-data';
import { seedHomePage } from './home-page-seed';
import { renderPicture, type TPictureSpec } from './pictures/drawings';
import { seedDemoPlanners } from './planners-seed';
import { SeedClient, type TFormFile } from './seed-client';
import { seedSitePictures } from './site-pictures-seed';
import { ACME_CATALOGUE } from './sites/acme/acme-catalogue';
import { DEMO_CATALOGUE } from './sites/demo/demo-catalogue';

type TCategory = { id: number; attributes?: { name: string; value_items: { id: number; value: string }[] }[] };

/** Pictures are drawn once per seed run, and drawn ahead while the API stores the previous ones. */
class PictureBox {
  private readonly drawn = new Map<string, Promise<Buffer>>();

  prepare(specs: TPictureSpec[]): void {
    for (const spec of specs) this.jpeg(spec);
  }

  async file(spec: TPictureSpec, name: string): Promise<TFormFile> {
    return { data: await this.jpeg(spec), filename: `${name}.jpg`, type: 'image/jpeg' };
  }

  private jpeg(spec: TPictureSpec): Promise<Buffer> {
    const key = JSON.stringify(spec);
    let picture = this.drawn.get(key);
    if (!picture) {
      picture = renderPicture(spec);
      this.drawn.set(key, picture);
    }
    return picture;
  }
}

async function createCategories(
  client: SeedClient,
  token: string,
  pictures: PictureBox,
  list: TSeedCategory[],
  type: number,
) {
  const ids = new Map<string, TCategory>();
  for (const category of list) {
    const created = await client.postForm<TCategory>('/categories/admin-create-category', token, {
      name: category.name,
      description: category.description,
      color: category.color,
      content_type_id: type,
      image: await pictures.file(category.picture, category.key),
      attributes: (category.attributes ?? []).map((a) => ({ name: a.name, values: a.values.join(',') })),
    });
    ids.set(category.key, created);
  }
  return ids;
}

/** The ids of a product's attribute values, by the names the data gives them. */
function attributeValueIds(category: TCategory, values: Record<string, string> = {}): number[] {
  return Object.entries(values).map(([name, value]) => {
    const id = category.attributes?.find((a) => a.name === name)?.value_items.find((v) => v.value === value)?.id;
    if (id === undefined) throw new Error(`seed: no attribute value ${name} = ${value}`);
    return id;
  });
}

/**
 * Seeds what needs the running app: the sites' logos, hero images and avatars (drawn first, before any request reads
 * and caches the licence), then the catalogues of the Serbian demo site and the English acme site; a site with
 * products is left alone.
 */
export async function seedDemoCatalogue(app: FastifyInstance): Promise<void> {
  await seedSitePictures(app);
  await seedCatalogue(app, 'demo', DEMO_CATALOGUE);
  await seedCatalogue(app, 'acme', ACME_CATALOGUE);
  // After the catalogue: the home page's widgets list its products and articles, its first places are products.
  await seedHomePage(app, 'demo', 'srp');
  await seedHomePage(app, 'acme', 'en');
  // After the catalogue: the demo front user's planners hold its products and a catalog.
  await seedDemoPlanners(app);
}

async function seedCatalogue(app: FastifyInstance, subdomain: string, data: TSeedCatalogue): Promise<void> {
  const demo = DEMO_LICENCES.find((licence) => licence.subdomain === subdomain)!;
  const client = new SeedClient(app, demo.subdomain);
  const existing = await client.call<unknown[]>(
    'GET',
    `/contents?filter[content_type_id]=${CONTENT_TYPE.product}&page_count=1`,
  );
  if (existing.length > 0) return;

  const pictures = new PictureBox();
  pictures.prepare(data.products.map((product) => product.picture));
  const emailOf = (role: string) => demo.accounts.find((a) => a.role === role)!.email;
  const admin = await client.login(emailOf('ADMIN'), demo.password);
  const seller = await client.login(emailOf('CLIENT'), demo.password);
  const writer = await client.login(emailOf('USER'), demo.password);
  const licenceId = (await client.call<{ id: number }>('GET', '/licences/get-licence-details')).id;
  const sellerLocations = (
    await new TenantDb(app.deps.platformDb, licenceId).select(userLocations, eq(userLocations.userId, seller.userId))
  ).map((location) => location.id);

  const categoriesOf = (list: TSeedCategory[], type: number) =>
    createCategories(client, admin.token, pictures, list, type);
  const productCategories = await categoriesOf(data.productCategories, CONTENT_TYPE.product);
  const articleCategories = await categoriesOf(data.articleCategories, CONTENT_TYPE.article);
  const blogCategories = await categoriesOf(data.blogCategories, CONTENT_TYPE.blog);
  const pageCategories = await categoriesOf(data.pageCategories, CONTENT_TYPE.staticPage);
  pictures.prepare([...data.articles, ...data.blogs, ...data.catalogs].map((item) => item.picture));

  const productIds = new Map<string, number>();
  for (const [index, product] of data.products.entries()) {
    const category = productCategories.get(product.category)!;
    const created = await client.postForm<{ id: number }>(
      `/contents/${CONTENT_CALL_NAMES.products.adminCreate}`,
      admin.token,
      {
        title: product.name,
        description: product.description,
        content_text: product.text,
        category_id: category.id,
        price: product.price,
        currency_id: CURRENCY.RSD,
        discount: product.discountPercent ?? 0,
        discount_type: product.discountPercent ? DISCOUNT_TYPE.percent : DISCOUNT_TYPE.none,
        image: await pictures.file(product.picture, `product-${index + 1}`),
        tags: product.tags.join(','),
        attribute_values: attributeValueIds(category, product.attributes),
        comments_allowed: true,
        ...(product.isBySeller ? { author_id: seller.userId, locations: sellerLocations.slice(0, 1) } : {}),
      },
    );
    productIds.set(product.name, created.id);
  }

  for (const [index, catalog] of data.catalogs.entries()) {
    const names = Array.isArray(catalog.products)
      ? catalog.products
      : data.products.filter(catalog.products).map((product) => product.name);
    await client.postForm(`/catalogs/${CATALOG_CALL_NAMES.adminCreate}`, admin.token, {
      name: catalog.name,
      description: `<p>${catalog.description}</p>`,
      category_id: productCategories.get(catalog.category)!.id,
      image: await pictures.file(catalog.picture, `catalog-${index + 1}`),
      products: names.map((name) => {
        const id = productIds.get(name);
        if (id === undefined) throw new Error(`seed: catalog ${catalog.name} lists an unknown product ${name}`);
        return id;
      }),
    });
  }

  const writeText = async (url: string, item: TSeedText, categoryId: number, name: string, authorId?: number) =>
    client.postForm(url, admin.token, {
      title: item.title,
      content_text: item.text,
      category_id: categoryId,
      image: await pictures.file(item.picture, name),
      tags: item.tags.join(','),
      comments_allowed: true,
      author_id: authorId,
    });
  for (const [index, article] of data.articles.entries())
    await writeText(
      `/contents/${CONTENT_CALL_NAMES.articles.adminCreate}`,
      article,
      articleCategories.get(article.category)!.id,
      `article-${index + 1}`,
    );
  for (const [index, blog] of data.blogs.entries())
    await writeText(
      `/contents/${CONTENT_CALL_NAMES.blogs.adminCreate}`,
      blog,
      blogCategories.get(blog.category)!.id,
      `blog-${index + 1}`,
      writer.userId,
    );

  const pageCategory = [...pageCategories.values()][0]!;
  for (const page of data.pages) {
    await client.call('POST', `/contents/${CONTENT_CALL_NAMES.pages.adminCreate}`, admin.token, {
      title: page.title,
      content_text: page.text,
      category_id: pageCategory.id,
    });
  }
}
