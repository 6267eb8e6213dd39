/**
 * Serbian in its two scripts (issue 16 item 5): one home for Cyrillic ↔ Latin, used by the server (slugs, script-blind
 * search) and by the web (the Cyrillic interface derived from the Latin texts, content shown in the reader's script).
 *
 * Latin → Cyrillic changes only Serbian words: addresses (links, e-mail, domain and file names), HTML tags and
 * entities, words with digits, with q w x y or with letters Serbian has not, camel-cased names (iPhone) and a short
 * list of foreign names stay as written. Latin `lj`, `nj` and `dž` are one letter each (љ, њ, џ) except in the few
 * words listed in SPLIT_DIGRAPH_STEMS (injekcija → инјекција, nadživeti → надживети); a word not listed gets the one
 * letter, the usual limitation of automatic transliteration. `dj` stays two letters (дј, as in odjednom): Latin `đ` is
 * the letter ђ.
 */

export const SERBIAN_SCRIPTS = ['latin', 'cyrillic'] as const;
export type TSerbianScript = (typeof SERBIAN_SCRIPTS)[number];

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};

const LATIN_TO_CYRILLIC: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CYRILLIC_TO_LATIN).map(([cyrillic, latin]) => [latin, cyrillic])),
  // The single-character ligatures some keyboards and old texts use for the digraphs.
  ǆ: 'џ',
  ǉ: 'љ',
  ǌ: 'њ',
};

const isUpper = (letter: string | undefined): boolean =>
  letter !== undefined && letter !== letter.toLowerCase() && letter === letter.toUpperCase();

/**
 * Serbian Cyrillic letters to their Latin spelling. A digraph letter is all capitals inside a word in capitals
 * (ЉУБЉАНА → LJUBLJANA) and capitalised otherwise (Љубљана → Ljubljana).
 */
export function cyrillicToLatin(text: string): string {
  return text.replace(/[\u0400-\u04FF]/g, (letter, offset: number) => {
    const lower = letter.toLowerCase();
    const latin = CYRILLIC_TO_LATIN[lower];
    if (latin === undefined) return letter;
    if (letter === lower) return latin;
    const next = text[offset + 1];
    const isInCapitals = isUpper(next) || (!/\p{L}/u.test(next ?? '') && isUpper(text[offset - 1]));
    return isInCapitals ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/**
 * Words whose `nj` or `dž` is two letters (a prefix meets a root): the stem, lower-case, from the word's start. The
 * list is short on purpose: the common words of shops and news, not a dictionary.
 */
const SPLIT_DIGRAPH_STEMS = [
  'injek', // injekcija, injektor
  'konjug', // konjugacija
  'konjunk', // konjunkcija, konjunktura
  'vanjez', // vanjezički
  'tanjug',
  'nadživ', // nadživeti
  'nadžnj', // nadžnjeti
  'odživ', // odživeti
  'podžanr',
  'podžup', // podžupan
  'podželud', // podželudačna
];

/** Foreign names and abbreviations Serbian Cyrillic text keeps in Latin letters. */
const KEPT_WORDS = new Set([
  'api',
  'apk',
  'apple',
  'avif',
  'capacitor',
  'captcha',
  'check',
  'css',
  'csv',
  'dns',
  'eur',
  'facebook',
  'gif',
  'google',
  'heif',
  'html',
  'http',
  'https',
  'iban',
  'ios',
  'jpeg',
  'jpg',
  'json',
  'linkedin',
  'mastercard',
  'outlook',
  'pdf',
  'png',
  'pwa',
  'rsd',
  'rss',
  'sdk',
  'secure',
  'seo',
  'sms',
  'ssl',
  'svg',
  'tls',
  'unsplash',
  'url',
  'usd',
  'vimeo',
  'visa',
  'zip',
]);

/** Letters of Serbian Latin (with the digraph ligatures); any other letter marks a foreign word. */
const SERBIAN_LATIN_WORD = /^[a-pr-vzčćđšžǄ-ǌA-PR-VZČĆĐŠŽ]+$/u;

function shouldKeepWord(word: string): boolean {
  if (!SERBIAN_LATIN_WORD.test(word)) return true; // digits, q w x y, é ü ß, Cyrillic already
  if (/\p{Ll}\p{Lu}/u.test(word)) return true; // iPhone, LinkedIn: Serbian words are never camel-cased
  return KEPT_WORDS.has(word.toLowerCase());
}

function isSplitAt(lowerWord: string, index: number): boolean {
  return SPLIT_DIGRAPH_STEMS.some((stem) => lowerWord.startsWith(stem) && index < stem.length - 1);
}

function wordToCyrillic(word: string): string {
  const lowerWord = word.toLowerCase();
  let result = '';
  for (let index = 0; index < word.length; index += 1) {
    const letter = word.charAt(index);
    const lower = lowerWord.charAt(index);
    const pair = lowerWord.slice(index, index + 2);
    const isDigraph = (pair === 'lj' || pair === 'nj' || pair === 'dž') && !isSplitAt(lowerWord, index);
    const cyrillic = LATIN_TO_CYRILLIC[isDigraph ? pair : lower] ?? letter;
    if (isDigraph) index += 1;
    result += isUpper(letter) || /[ǄǅǇǈǊǋ]/.test(letter) ? cyrillic.toUpperCase() : cyrillic;
  }
  return result;
}

/**
 * What Latin → Cyrillic leaves as written, found before any word: HTML comments, tags and entities, i18next's
 * placeholders and nestings, links, e-mail addresses and domain or file names.
 */
const UNTOUCHED =
  /<!--[\s\S]*?-->|<\/?[A-Za-z0-9][^<>]*>|&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);|\{\{[^}]*\}\}|\$t\([^)]*\)|\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)[^\s<>"']*[^\s<>"'.,;:!?)]|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|\b[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[a-z]{2,}[0-9]?\b(?!\.?\p{L})/gu;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

const wordsToCyrillic = (text: string): string =>
  text.replace(WORD, (word) => {
    const composed = word.normalize('NFC');
    return shouldKeepWord(composed) ? word : wordToCyrillic(composed);
  });

/** Serbian Latin to Cyrillic, leaving alone what is not Serbian text (see the module's comment). */
export function latinToCyrillic(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(UNTOUCHED)) {
    result += wordsToCyrillic(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + wordsToCyrillic(text.slice(last));
}

/** The text in the given script: Cyrillic written in Latin, or Latin in Cyrillic. */
export const toScript = (text: string, script: TSerbianScript): string =>
  script === 'latin' ? cyrillicToLatin(text) : latinToCyrillic(text);

/** Elements whose text is code, not language. */
const VERBATIM_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp', 'script', 'style']);
/**
 * A comment or a tag. A tag ends at the first `>` outside quotes: sanitize-html writes `>` in an attribute as `&gt;`,
 * but a quoted `>` written by anything else must not end the tag early and put its attributes into the text.
 */
const HTML_PART = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9]*)\b(?:"[^"]*"|'[^']*'|[^<>"'])*>/g;

/** Rich text in the given script: the text between tags only; tags, attributes and code stay as written. */
export function transliterateHtml(html: string, script: TSerbianScript): string {
  let result = '';
  let last = 0;
  let verbatimDepth = 0;
  const text = (part: string) => (verbatimDepth > 0 ? part : toScript(part, script));
  for (const match of html.matchAll(HTML_PART)) {
    result += text(html.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name && VERBATIM_ELEMENTS.has(name) && !match[0].endsWith('/>')) {
      verbatimDepth = Math.max(0, verbatimDepth + (match[1] ? -1 : 1));
    }
  }
  return result + text(html.slice(last));
}
