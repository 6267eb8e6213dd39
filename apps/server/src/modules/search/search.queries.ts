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

/** `tsQuery`: the folded words (`searchQuery(text)`); contents match them as their licence's words. */
export async function searchSite(tdb: TenantDb, tsQuery: string, licenceTsQuery: string, page: TPage) {
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  const licenceQuery = sql`to_tsquery('simple', ${licenceTsQuery})`;

  const catalogText = foldedSql(sql`${catalogs.name} || ' ' || coalesce(${catalogs.description}, '')`);
  const catalogWhere = and(eq(catalogs.status, PUBLIC_STATUS), sql`${vectorOf(catalogText)} @@ ${query}`);
  const contentWhere = and(eq(contents.status, PUBLIC_STATUS), sql`${contents.searchVector} @@ ${licenceQuery}`);
  /** `foldedTitle`: a content's stored one; a catalog's name folded here (a site has few catalogs). */
  const titleBonus = (foldedTitle: SQL) =>
    sql`(case when ${vectorOf(foldedTitle)} @@ ${query} then ${sql.raw(String(TITLE_BONUS))} else 0 end)`;

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
      rank: sql<number>`(ts_rank(${contents.searchVector}, ${licenceQuery}) + ${titleBonus(sql`${contents.searchTitle}`)})::float8`.as(
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
      rank: sql<number>`(ts_rank(${vectorOf(catalogText)}, ${query}) + ${titleBonus(foldedSql(sql`${catalogs.name}`))})::float8`.as(
        'rank',
      ),
    },
    catalogWhere,
  );

  // One statement for the page and its total, planned once per connection: the folded-title SQL alone is kilobytes.
  const hits = await tdb.windowOf<TSearchHitRow>(
    contentHits.unionAll(catalogHits),
    [sql`hits."rank" desc`, sql`hits."kind" desc`, sql`hits."id" desc`],
    page,
    'search_site',
  );
  const total = hits.total ?? (await tdb.count(contents, contentWhere)) + (await tdb.count(catalogs, catalogWhere));
  const rows = hits.rows.map(({ content_type_id, ...row }) => ({ ...row, contentTypeId: content_type_id }));
  return { rows, total };
}

/** A hit as the database writes it in JSON (its columns' names). */
type TSearchHitRow = Omit<TSearchRow, 'contentTypeId'> & { content_type_id: number | null };
