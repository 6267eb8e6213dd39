/**
 * foldForSearch in SQL, for text that has no stored folded copy (catalog names and descriptions, content titles):
 * tags stripped, Serbian Cyrillic and Latin diacritics mapped to ASCII, lower-cased, anything else a space, "dj" → "d".
 * The map is derived from the same transliteration the application uses, so both sides fold a letter the same way.
 */
import { type SQL, sql } from 'drizzle-orm';
import { toAsciiLower } from '../../../platform/text/transliterate';

/** Latin-1 Supplement, Latin Extended-A and the Cyrillic block: the letters Serbian and its neighbours write with. */
const CANDIDATE_RANGES: [number, number][] = [
  [0x00c0, 0x017f],
  [0x0400, 0x045f],
];

function buildFoldMap() {
  let from = '';
  let to = '';
  const multi: [string, string][] = [];
  for (const [start, end] of CANDIDATE_RANGES) {
    for (let code = start; code <= end; code++) {
      const letter = String.fromCharCode(code);
      const folded = toAsciiLower(letter, 'd');
      if (!/^[a-z]+$/.test(folded)) continue;
      if (folded.length === 1) {
        from += letter;
        to += folded;
      } else {
        multi.push([letter, folded]);
      }
    }
  }
  return { from, to, multi };
}

const FOLD = buildFoldMap();

/** SQL of `expression` folded like foldForSearch (a tsvector built from it matches searchQuery's tsquery). */
export function foldedSql(expression: SQL): SQL {
  // Letters that become two (љ → lj, џ → dz) first: translate() maps one character to one.
  let text = sql`regexp_replace(${expression}, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g')`;
  for (const [letter, folded] of FOLD.multi)
    text = sql`replace(${text}, ${sql.raw(`'${letter}'`)}, ${sql.raw(`'${folded}'`)})`;
  const translated = sql`translate(${text}, ${sql.raw(`'${FOLD.from}'`)}, ${sql.raw(`'${FOLD.to}'`)})`;
  // "dj" reads as đ, which folds to d: "radjena" and "radena" both find "rađena".
  return sql`replace(regexp_replace(lower(${translated}), '[^a-z0-9]+', ' ', 'g'), 'dj', 'd')`;
}

/** The folding map, for tests that compare it with the application's folding. */
export const FOLD_MAP = FOLD;
