/**
 * Data access of a licence's apps: the licence as far as its apps need it (locked within the licence reach of
 * platform/permissions/licence-reach.ts) and its builds with their status, progress and log (its Google Play link is
 * written through platform/licences).
 */
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { appBuilds, licences } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import type { TPage } from '../../../platform/http/pagination';
import { licenceReachCondition, type TLicenceReach } from '../../../platform/permissions/licence-reach';

export type TAppBuildRow = typeof appBuilds.$inferSelect;
export type TAppLicence = Pick<
  typeof licences.$inferSelect,
  | 'id'
  | 'status'
  | 'licenceType'
  | 'titleOfApp'
  | 'titleOfAppUnique'
  | 'siteName'
  | 'titleOfAndroidApp'
  | 'customDomain'
  | 'icon'
  | 'languageId'
  | 'vhostStatus'
  | 'brandColor'
  | 'androidAppLink'
>;

const appLicenceColumns = {
  id: licences.id,
  status: licences.status,
  licenceType: licences.licenceType,
  titleOfApp: licences.titleOfApp,
  titleOfAppUnique: licences.titleOfAppUnique,
  siteName: licences.siteName,
  titleOfAndroidApp: licences.titleOfAndroidApp,
  customDomain: licences.customDomain,
  icon: licences.icon,
  languageId: licences.languageId,
  vhostStatus: licences.vhostStatus,
  brandColor: licences.brandColor,
  androidAppLink: licences.androidAppLink,
};

/** The licence for its app build job (no caller: the build was asked for within reach). */
export async function findLicenceForApp(db: Db, licenceId: number): Promise<TAppLicence | undefined> {
  const [row] = await db.select(appLicenceColumns).from(licences).where(eq(licences.id, licenceId));
  return row;
}

/** The licence within `reach`, locked until the transaction ends: two requests for a build of one licence queue one. */
export async function lockReachableLicence(
  db: Db,
  licenceId: number,
  reach: TLicenceReach,
): Promise<TAppLicence | undefined> {
  const [row] = await db
    .select(appLicenceColumns)
    .from(licences)
    .where(and(eq(licences.id, licenceId), licenceReachCondition(reach)))
    .for('update');
  return row;
}

export async function findOpenAppBuild(
  db: Db,
  licenceId: number,
  kind: string,
  openStatuses: readonly string[],
): Promise<TAppBuildRow | undefined> {
  const [row] = await db
    .select()
    .from(appBuilds)
    .where(and(eq(appBuilds.licenceId, licenceId), eq(appBuilds.kind, kind), inArray(appBuilds.status, openStatuses)))
    .orderBy(desc(appBuilds.id))
    .limit(1);
  return row;
}

export async function insertAppBuild(
  db: Db,
  values: { licenceId: number; kind: string; requestedBy: number },
): Promise<TAppBuildRow> {
  const [row] = await db
    .insert(appBuilds)
    .values({ ...values, status: 'queued', progress: 0, log: '' })
    .returning();
  return row!;
}

export async function findAppBuild(db: Db, licenceId: number, buildId: number): Promise<TAppBuildRow | undefined> {
  const [row] = await db
    .select()
    .from(appBuilds)
    .where(and(eq(appBuilds.licenceId, licenceId), eq(appBuilds.id, buildId)));
  return row;
}

/** How many builds of `kind` the licence has had up to this one: its Android version code grows with it. */
export async function countAppBuildsUpTo(db: Db, licenceId: number, kind: string, buildId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(appBuilds)
    .where(and(eq(appBuilds.licenceId, licenceId), eq(appBuilds.kind, kind), lte(appBuilds.id, buildId)));
  return row?.total ?? 0;
}

/** Moves a build along: its status, progress and artifact when given, and lines added to the end of its log. */
export async function updateAppBuild(
  db: Db,
  licenceId: number,
  buildId: number,
  change: { status?: string; progress?: number; logLines?: string[]; artifactPath?: string },
): Promise<void> {
  const added = (change.logLines ?? []).map((line) => `${line}\n`).join('');
  await db
    .update(appBuilds)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.progress !== undefined ? { progress: change.progress } : {}),
      ...(change.artifactPath ? { artifactPath: change.artifactPath } : {}),
      log: sql`${appBuilds.log} || ${added}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(appBuilds.licenceId, licenceId), eq(appBuilds.id, buildId)));
}

/** A licence's builds, newest first. */
export async function listAppBuilds(
  db: Db,
  licenceId: number,
  page: TPage,
): Promise<{ rows: TAppBuildRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(appBuilds)
      .where(eq(appBuilds.licenceId, licenceId))
      .orderBy(desc(appBuilds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(appBuilds).where(eq(appBuilds.licenceId, licenceId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
