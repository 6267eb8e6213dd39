/** Rows and requests the content tests share: categories, attributes, locations, catalogs, and content calls. */
import type { TContentTypeId } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  attributeCategories,
  attributes,
  attributeValues,
  catalogs,
  categories,
  contents,
  contentTags,
  tags,
  userLocations,
} from '../../src/db/schema';
import { refreshContentSearchText } from '../../src/modules/site/contents/search/content-search-text';
import { TenantDb } from '../../src/platform/tenancy/tenant-db';
import { createLicence, createSignedInUser, type TTestLicence } from '../factories';
import { call } from '../harness';
import { pictureOf } from '../images';
import { multipart, type TMultipartValue } from '../multipart';

export const tenantOf = (app: FastifyInstance, licence: TTestLicence) => new TenantDb(app.deps.platformDb, licence.id);

export async function createCategory(
  app: FastifyInstance,
  licence: TTestLicence,
  contentTypeId: TContentTypeId,
  values: { name?: string; status?: string; position?: number } = {},
) {
  const name = values.name ?? `Category ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await tenantOf(app, licence)
    .insert(categories, {
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      contentTypeId,
      status: values.status ?? 'active',
      position: values.position ?? 0,
    })
    .returning();
  return row!;
}

/** An attribute with values, linked to the category. */
export async function createAttribute(
  app: FastifyInstance,
  licence: TTestLicence,
  categoryId: number,
  name: string,
  values: string[],
) {
  const tdb = tenantOf(app, licence);
  const [attribute] = await tdb.insert(attributes, { name }).returning();
  const rows = await tdb
    .insert(
      attributeValues,
      values.map((value, position) => ({ attributeId: attribute!.id, value, position })),
    )
    .returning();
  await tdb.insert(attributeCategories, { attributeId: attribute!.id, categoryId });
  return { attribute: attribute!, values: rows };
}

export async function createLocation(app: FastifyInstance, licence: TTestLicence, userId: number, city = 'Beograd') {
  const [row] = await tenantOf(app, licence)
    .insert(userLocations, { userId, country: 'Srbija', city, address: 'Knez Mihailova 1' })
    .returning();
  return row!;
}

export async function createCatalog(
  app: FastifyInstance,
  licence: TTestLicence,
  authorId: number,
  status = 'approved',
) {
  const name = `Catalog ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await tenantOf(app, licence)
    .insert(catalogs, { name, slug: name.toLowerCase().replace(/\s+/g, '-'), authorId, status })
    .returning();
  return row!;
}

/** A licence with a signed-in user of each role that writes content. */
export async function contentWorld(app: FastifyInstance) {
  const licence = await createLicence(app);
  const signIn = (role: TLicenceRole) => createSignedInUser(app, licence, { role, status: 'active' });
  const [superadmin, admin, editor, moderator, client, user] = await Promise.all([
    signIn('SUPERADMIN'),
    signIn('ADMIN'),
    signIn('EDITOR'),
    signIn('MODERATOR'),
    signIn('CLIENT'),
    signIn('USER'),
  ]);
  return { licence, superadmin, admin, editor, moderator, client, user };
}

export type TContentWorld = Awaited<ReturnType<typeof contentWorld>>;

/** POST /api/v1/contents/<path> with a JSON body. */
export const postJson = (
  app: FastifyInstance,
  licence: TTestLicence,
  path: string,
  payload: object,
  token?: string,
  language: 'en' | 'srp' = 'en',
) => call(app, { method: 'POST', url: `/api/v1/contents/${path}`, licence: licence.id, payload, token, language });

/** POST /api/v1/contents/<path> as multipart (files and repeated fields as a browser sends them). */
export async function postForm(
  app: FastifyInstance,
  licence: TTestLicence,
  path: string,
  fields: [string, TMultipartValue][],
  token?: string,
) {
  const body = await multipart(fields);
  return call(app, {
    method: 'POST',
    url: `/api/v1/contents/${path}`,
    licence: licence.id,
    payload: body.payload,
    headers: body.headers,
    token,
  });
}

export const get = (app: FastifyInstance, licence: TTestLicence, url: string, token?: string) =>
  call(app, { method: 'GET', url: `/api/v1/${url}`, licence: licence.id, token });

export const photo = async (name = 'photo.jpg') => ({
  data: await pictureOf('jpeg', 600, 400),
  filename: name,
  type: 'image/jpeg',
});

/** Tags the content with each name, creating the tags on first use. */
export async function tagContent(app: FastifyInstance, licence: TTestLicence, contentId: number, names: string[]) {
  const tdb = tenantOf(app, licence);
  for (const name of names) {
    let [row] = await tdb.select(tags, eq(tags.name, name));
    if (!row) [row] = await tdb.insert(tags, { name, slug: name.toLowerCase() }).returning();
    await tdb.insert(contentTags, { contentId, tagId: row!.id });
  }
}

let seeded = 0;

/** A content row written directly (no call), with its search text, for tests of reads, updates and deletes. */
export async function seedContent(
  app: FastifyInstance,
  licence: TTestLicence,
  values: Partial<Omit<typeof contents.$inferInsert, 'licenceId'>> & { contentTypeId: number; authorId: number },
) {
  seeded += 1;
  const tdb = tenantOf(app, licence);
  const title = values.title ?? `Content ${seeded}`;
  const [row] = await tdb
    .insert(contents, {
      title,
      slug: `content-${seeded}-${Math.random().toString(36).slice(2, 8)}`,
      status: 'approved',
      image: '/media/x/content/seed-900x600.webp',
      ...values,
    })
    .returning();
  await refreshContentSearchText(tdb, { contentIds: [row!.id] });
  return row!;
}
