/**
 * Site search in PostgreSQL full text (DESIGN §5): approved contents by their stored folded vector, approved catalogs
 * by their name and description folded in the query, each word as written or by its Serbian stem (decision 0061).
 * Ranked by ts_rank, with a title match above a text match.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { catalogs, contents } from '../../../db/schema';
import { licenceWordPrefix, licenceWordsQuery, wordsQuery, wordsVector } from '../../../db/search-words';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../publishing/status-machine';
import { foldedSql } from './folded-sql.queries';

/**
 * A hit before presenting: `contentTypeId` null for a catalog; `text` the plain source of the snippet; the price in
 * minor units as stored (a catalog has none: null, 0, 0, 0).
 */
export type TSearchRow = {
  kind: string;
  id: number;
  title: string;
  slug: string;
  image: string | null;
  contentTypeId: number | null;
  text: string | null;
  price: number | null;
  currencyId: number | null;
  discount: number;
  discountType: number;
};

/** A title that holds every word outranks any text match (ts_rank stays below 1). */
const TITLE_BONUS = 1;
/** How much text a hit carries back for its snippet. */
const SNIPPET_SOURCE_CHARS = 4000;

const vectorOf = wordsVector;

/**
 * Which approved contents and catalogs match: `tsQuery` the folded words (`searchQuery(text)`), `licencePrefix` what
 * leads them in the licence's contents' vectors (`licenceWordPrefix`). Values, or placeholders of the shared statement.
 */
function matching(tsQuery: unknown, licencePrefix: unknown) {
  const query = wordsQuery(tsQuery);
  const licenceQuery = licenceWordsQuery(tsQuery, licencePrefix);
  const catalogText = foldedSql(sql`${catalogs.name} || ' ' || coalesce(${catalogs.description}, '')`);
  return {
    query,
    licenceQuery,
    catalogText,
    contentWhere: and(eq(contents.status, PUBLIC_STATUS), sql`${contents.searchVector} @@ ${licenceQuery}`),
    catalogWhere: and(eq(catalogs.status, PUBLIC_STATUS), sql`${vectorOf(catalogText)} @@ ${query}`),
  };
}

/** The ranked hits of contents and catalogs, for every licence: the words and prefix are the placeholders `q`, `lp`. */
function rankedHits(tdb: TenantDb) {
  const { query, licenceQuery, catalogText, contentWhere, catalogWhere } = matching(
    sql.placeholder('q'),
    sql.placeholder('lp'),
  );
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
      price: contents.price,
      currencyId: sql<number | null>`${contents.currencyId}`.as('currency_id'),
      discount: contents.discount,
      discountType: sql<number>`${contents.discountType}`.as('discount_type'),
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
      price: sql<number | null>`null::bigint`.as('price'),
      currencyId: sql<number | null>`null::int`.as('currency_id'),
      discount: sql<number>`0`.as('discount'),
      discountType: sql<number>`0`.as('discount_type'),
    },
    catalogWhere,
  );
  return {
    query: contentHits.unionAll(catalogHits),
    order: [sql`hits."rank" desc`, sql`hits."kind" desc`, sql`hits."id" desc`],
  };
}

/** `tsQuery`: the folded words (`searchQuery(text)`); contents match them as their licence's words. */
export async function searchSite(tdb: TenantDb, tsQuery: string, page: TPage) {
  const licencePrefix = licenceWordPrefix(tdb.licenceId);
  // One statement for the page and its total, built once and prepared once per connection: the folded-catalog SQL
  // alone is kilobytes.
  const hits = await tdb.windowOf<TSearchHitRow>('search_site', rankedHits, { q: tsQuery, lp: licencePrefix }, page);
  const total = hits.total ?? (await countMatching(tdb, tsQuery, licencePrefix));
  const rows = hits.rows.map(
    ({ content_type_id, currency_id, discount_type, ...row }): TSearchRow => ({
      ...row,
      contentTypeId: content_type_id,
      currencyId: currency_id,
      discountType: discount_type,
    }),
  );
  return { rows, total };
}

/** How many contents and catalogs match, for a page past the last (no row there carries the total). */
async function countMatching(tdb: TenantDb, tsQuery: string, licencePrefix: string) {
  const { contentWhere, catalogWhere } = matching(tsQuery, licencePrefix);
  return (await tdb.count(contents, contentWhere)) + (await tdb.count(catalogs, catalogWhere));
}

/** A hit as the database writes it in JSON (its columns' names). */
type TSearchHitRow = Omit<TSearchRow, 'contentTypeId' | 'currencyId' | 'discountType'> & {
  content_type_id: number | null;
  currency_id: number | null;
  discount_type: number;
};
