/**
 * Test data for catalog and search tests: categories and products written straight through TenantDb (their own
 * modules' calls are tested there), catalogs through the API, and a picture to upload.
 */
import { randomBytes } from 'node:crypto';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { categories, contents } from '../../src/db/schema';
import { refreshContentSearchText } from '../../src/modules/site/contents/search/content-search-text';
import { TenantDb } from '../../src/platform/tenancy/tenant-db';
import { slugify } from '../../src/platform/text/slug';
import { createLicence, createSignedInUser, type TTestLicence } from '../factories';
import { call } from '../harness';
import { multipart, type TMultipartValue } from '../multipart';

const unique = () => randomBytes(3).toString('hex');
const tenantOf = (app: FastifyInstance, licence: TTestLicence) => new TenantDb(app.deps.platformDb, licence.id);

let picture: Promise<Buffer> | undefined;
/** A 600×400 PNG, made once per file. */
export function testPicture(): Promise<Buffer> {
  picture ??= sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  return picture;
}

export async function createCategory(
  app: FastifyInstance,
  licence: TTestLicence,
  values: Partial<Omit<typeof categories.$inferInsert, 'licenceId'>> = {},
) {
  const name = values.name ?? `Kategorija ${unique()}`;
  const [row] = await tenantOf(app, licence)
    .insert(categories, { name, slug: slugify(`${name}-${unique()}`), contentTypeId: CONTENT_TYPE.product, ...values })
    .returning();
  return row!;
}

export type TProductValues = Partial<Omit<typeof contents.$inferInsert, 'licenceId'>> & { authorId: number };

/** A product (approved unless told otherwise) with its search text kept the way the contents module keeps it. */
export async function createProduct(app: FastifyInstance, licence: TTestLicence, values: TProductValues) {
  const tdb = tenantOf(app, licence);
  const title = values.title ?? `Proizvod ${unique()}`;
  const [row] = await tdb
    .insert(contents, {
      contentTypeId: CONTENT_TYPE.product,
      title,
      slug: `${slugify(title)}-${unique()}`,
      status: 'approved',
      image: '/media/test/product.webp',
      ...values,
    })
    .returning();
  await refreshContentSearchText(tdb, { contentIds: [row!.id] });
  return row!;
}

/** Catalog fields as a multipart form, with a picture unless `image` is given (or undefined to leave it out). */
export async function catalogForm(fields: Record<string, TMultipartValue | TMultipartValue[] | undefined>) {
  const withPicture: Record<string, TMultipartValue | TMultipartValue[] | undefined> = {
    image: { data: await testPicture(), filename: 'catalog.png', type: 'image/png' },
    ...fields,
  };
  const entries: [string, TMultipartValue][] = [];
  for (const [name, value] of Object.entries(withPicture)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, item]);
  }
  return multipart(entries);
}

export type TCatalogCall = {
  licence: TTestLicence;
  token?: string;
  path: string;
  fields?: Record<string, TMultipartValue | TMultipartValue[] | undefined>;
  language?: 'en' | 'srp';
};

/** POST /api/v1/catalogs/<path> as multipart. */
export async function postCatalog(app: FastifyInstance, options: TCatalogCall): Promise<LightMyRequestResponse> {
  return call(app, {
    method: 'POST',
    url: `/api/v1/catalogs/${options.path}`,
    licence: options.licence.id,
    token: options.token,
    language: options.language,
    ...(await catalogForm(options.fields ?? {})),
  });
}

/** GET with the licence and optional token; the JSON body and the response. */
export async function getJson(app: FastifyInstance, licence: TTestLicence, url: string, token?: string) {
  const response = await call(app, { method: 'GET', url, licence: licence.id, token });
  return { response, body: response.json() };
}

/** A licence with a catalog category, a client, an admin and a front user, all signed in. */
export async function catalogWorld(app: FastifyInstance) {
  const licence = await createLicence(app);
  const category = await createCategory(app, licence, { name: 'Nameštaj' });
  const client = await createSignedInUser(app, licence, { role: 'CLIENT' });
  const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
  const frontUser = await createSignedInUser(app, licence, { role: 'USER' });
  return { licence, category, client, admin, frontUser };
}

export type TCatalogWorld = Awaited<ReturnType<typeof catalogWorld>>;
