/**
 * Site search in PostgreSQL full text (DESIGN §5): approved contents by their stored folded vector, approved catalogs
 * by their name and description folded in the query. Ranked by ts_rank, with a title match above a text match.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { catalogs, contents } from '../../db/schema';
import type { TPage } from '../../platform/http/pagination';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../contents/content-status';
import { foldedSql } from './folded-sql';

/** A hit before presenting: `contentTypeId` null for a catalog; `text` the plain source of the snippet. */
export type TSearchRow = {
  kind: string;
  id: number;
  title: string;
  slug: string;
  image: string | null;
  contentTypeId: number | null;
  text: string | null;
};

/** A title that holds every word outranks any text match (ts_rank stays below 1). */
const TITLE_BONUS = 1;
/** How much text a hit carries back for its snippet. */
const SNIPPET_SOURCE_CHARS = 4000;

const vectorOf = (text: SQL) => sql`to_tsvector('simple', ${text})`;

export async function searchSite(tdb: TenantDb, tsQuery: string, page: TPage) {
  const query = sql`to_tsquery('simple', ${tsQuery})`;

  const catalogText = foldedSql(sql`${catalogs.name} || ' ' || coalesce(${catalogs.description}, '')`);
  const catalogWhere = and(eq(catalogs.status, PUBLIC_STATUS), sql`${vectorOf(catalogText)} @@ ${query}`);
  const contentWhere = and(eq(contents.status, PUBLIC_STATUS), sql`${contents.searchVector} @@ ${query}`);
  const titleBonus = (title: SQL) =>
    sql`(case when ${vectorOf(foldedSql(title))} @@ ${query} then ${sql.raw(String(TITLE_BONUS))} else 0 end)`;

  const contentHits = tdb.selectFields(
    contents,
    {
      kind: sql<string>`'content'`.as('kind'),
      id: contents.id,
      title: contents.title,
      slug: contents.slug,
      image: contents.image,
      contentTypeId: sql<number | null>`${contents.contentTypeId}`.as('content_type_id'),
      text: sql<string | null>`left(coalesce(nullif(${contents.description}, ''), ${contents.contentText}), ${sql.raw(
        String(SNIPPET_SOURCE_CHARS),
      )})`.as('text'),
      rank: sql<number>`(ts_rank(${contents.searchVector}, ${query}) + ${titleBonus(sql`${contents.title}`)})::float8`.as(
        'rank',
      ),
    },
    contentWhere,
  );
  const catalogHits = tdb.selectFields(
    catalogs,
    {
      kind: sql<string>`'catalog'`.as('kind'),
      id: catalogs.id,
      title: catalogs.name,
      slug: catalogs.slug,
      image: catalogs.image,
      contentTypeId: sql<number | null>`null::int`.as('content_type_id'),
      text: sql<string | null>`left(${catalogs.description}, ${sql.raw(String(SNIPPET_SOURCE_CHARS))})`.as('text'),
      rank: sql<number>`(ts_rank(${vectorOf(catalogText)}, ${query}) + ${titleBonus(sql`${catalogs.name}`)})::float8`.as(
        'rank',
      ),
    },
    catalogWhere,
  );

  const [rows, contentCount, catalogCount] = await Promise.all([
    contentHits
      .unionAll(catalogHits)
      .orderBy(sql`"rank" desc`, sql`"kind" desc`, sql`"id" desc`)
      .limit(page.limit)
      .offset(page.offset),
    tdb.count(contents, contentWhere),
    tdb.count(catalogs, catalogWhere),
  ]);
  return { rows: rows as TSearchRow[], total: contentCount + catalogCount };
}
