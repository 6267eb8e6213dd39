/**
 * How a content's stored search vector spells its words (decision 0008): `<licence id>x<word>`, so one GIN index
 * finds a word of one licence without reading the posting lists of every licence's same word. The schema's
 * generated column and the search queries (platform/text/search-text.ts) both spell it from here.
 */
export const LICENCE_WORD_SEPARATOR = 'x';
