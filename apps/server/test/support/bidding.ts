/**
 * Test data of paid first places: a licence with its staff and visitors' roles, a category with approved products and
 * a catalog, and first places made through the API or, for days already gone, written straight into the table.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { biddingDailyStats, biddingItems, catalogs } from '../../src/db/schema';
import { addDays, belgradeToday } from '../../src/modules/site/bidding/bidding-days';
import { TenantDb } from '../../src/platform/tenancy/tenant-db';
import { createLicence, createSignedInUser, type TTestLicence } from '../factories';
import { call } from '../harness';
import { createCategory, createProduct } from './catalog-test-data';

const unique = () => randomBytes(3).toString('hex');

export const today = () => belgradeToday();
export const dayFromToday = (days: number) => addDays(belgradeToday(), days);

export async function createApprovedCatalog(
  app: FastifyInstance,
  licence: TTestLicence,
  values: { authorId: number; categoryId: number | null; name?: string; status?: string },
) {
  const name = values.name ?? `Katalog ${unique()}`;
  const [row] = await new TenantDb(app.deps.platformDb, licence.id)
    .insert(catalogs, { status: 'approved', slug: `katalog-${unique()}`, ...values, name })
    .returning();
  return row!;
}

/** A licence with an admin, an editor, a moderator, a client and a front user, and a category "Alat" of products. */
export async function biddingWorld(app: FastifyInstance) {
  const licence = await createLicence(app);
  const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
  const editor = await createSignedInUser(app, licence, { role: 'EDITOR' });
  const moderator = await createSignedInUser(app, licence, { role: 'MODERATOR' });
  const client = await createSignedInUser(app, licence, { role: 'CLIENT' });
  const frontUser = await createSignedInUser(app, licence, { role: 'USER' });
  const category = await createCategory(app, licence, { name: 'Alat' });
  const authorId = client.user.id;
  const product = (title: string, values: Partial<Parameters<typeof createProduct>[2]> = {}) =>
    createProduct(app, licence, { authorId, title, categoryId: category.id, ...values });
  return { licence, admin, editor, moderator, client, frontUser, category, authorId, product };
}

export type TBiddingWorld = Awaited<ReturnType<typeof biddingWorld>>;

/** POST /biddings/create-bidding-item as JSON. */
export function placeFirst(
  app: FastifyInstance,
  licence: TTestLicence,
  token: string | undefined,
  payload: Record<string, unknown>,
  language: 'en' | 'srp' = 'en',
) {
  return call(app, {
    method: 'POST',
    url: '/api/v1/biddings/create-bidding-item',
    licence: licence.id,
    token,
    language,
    payload,
  });
}

/** A first place written straight into the table: days in the past, which the API refuses to create. */
export async function insertFirstPlace(
  app: FastifyInstance,
  licence: TTestLicence,
  values: { contentId?: number; catalogId?: number; categoryId: number; startDate: string; endDate: string },
) {
  const [row] = await new TenantDb(app.deps.platformDb, licence.id).insert(biddingItems, values).returning();
  return row!;
}

/** The written daily counts of a bidding item, oldest first. */
export function writtenCounts(app: FastifyInstance, licence: TTestLicence, biddingItemId: number) {
  return new TenantDb(app.deps.platformDb, licence.id)
    .selectFields(
      biddingDailyStats,
      { day: biddingDailyStats.day, impressions: biddingDailyStats.impressions, clicks: biddingDailyStats.clicks },
      eq(biddingDailyStats.biddingItemId, biddingItemId),
    )
    .orderBy(biddingDailyStats.day);
}

export const categoryListUrl = (categoryId: number, query = '') =>
  `/api/v1/categories/get-category-catalog-product/${categoryId}${query}`;
