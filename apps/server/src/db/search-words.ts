/**
 * How a content's stored search vector spells its words (decision 0008): `<licence id>x<word>`, so one GIN index
 * finds a word of one licence without reading the posting lists of every licence's same word. The vector holds each
 * folded word as written and its Serbian stem (decision 0061), so "stolice" finds "stolica". The schema's generated
 * column and the search queries both spell it from here.
 */
import { type SQL, sql } from 'drizzle-orm';

export const LICENCE_WORD_SEPARATOR = 'x';

/** What leads a licence's words in its contents' vectors, passed to `licenceWordsQuery`. */
export const licenceWordPrefix = (licenceId: number) => `${licenceId}${LICENCE_WORD_SEPARATOR}`;

/**
 * SQL of `lexemes` (the text of a tsvector or tsquery) with `prefix` leading every quoted lexeme: the stemmer's words
 * take the licence's prefix after stemming, since a word led by digits is not stemmed.
 */
const prefixedLexemes = (lexemes: string, prefix: string) =>
  `regexp_replace(${lexemes}, '''([^'']+)''', '''' || ${prefix} || '\\1''', 'g')`;

/** The generated `contents.search_vector`: the folded words of `search_text` and their Serbian stems, per licence. */
export const CONTENT_SEARCH_VECTOR_SQL =
  `to_tsvector('simple', regexp_replace(search_text, '([a-z0-9]+)', licence_id::text || '${LICENCE_WORD_SEPARATOR}\\1', 'g'))` +
  ` || ${prefixedLexemes(`to_tsvector('serbian', search_text)::text`, `licence_id::text || '${LICENCE_WORD_SEPARATOR}'`)}::tsvector`;

/**
 * A licence's contents' words matching `tsQuery` (searchQuery's folded words) as written or by their Serbian stems:
 * the words as written, or else every word's stem. Values or placeholders; the result folds to a constant, so the
 * GIN index answers it.
 */
export function licenceWordsQuery(tsQuery: unknown, prefix: unknown): SQL {
  const prefixed = (config: 'simple' | 'serbian') =>
    sql`regexp_replace(to_tsquery(${sql.raw(`'${config}'`)}, ${tsQuery})::text, '''([^'']+)''', '''' || ${prefix} || '\\1''', 'g')::tsquery`;
  return sql`(${prefixed('simple')} || ${prefixed('serbian')})`;
}

/** A tsquery of `tsQuery` (searchQuery's folded words) as written or by their Serbian stems, for text folded on the fly. */
export const wordsQuery = (tsQuery: unknown): SQL =>
  sql`(to_tsquery('simple', ${tsQuery}) || to_tsquery('serbian', ${tsQuery}))`;

/** The tsvector of folded `text` that `wordsQuery` matches: its words and their Serbian stems. */
export const wordsVector = (text: SQL): SQL => sql`(to_tsvector('simple', ${text}) || to_tsvector('serbian', ${text}))`;
