/** Serbian Cyrillic → Latin, and Latin diacritics → ASCII: the basis of slugs and of script-blind search. */

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

/** Serbian Cyrillic letters to their Latin spelling, keeping the case of the first letter. */
export function cyrillicToLatin(text: string): string {
  return text.replace(/[\u0400-\u04FF]/g, (letter) => {
    const lower = letter.toLowerCase();
    const latin = CYRILLIC_TO_LATIN[lower];
    if (latin === undefined) return letter;
    return letter === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/** Lower-case ASCII: Cyrillic transliterated, č ć š ž → c c s z, đ → `đ` (dj for slugs, d for search). */
export function toAsciiLower(text: string, dj: 'dj' | 'd'): string {
  return cyrillicToLatin(text)
    .toLowerCase()
    .replace(/đ/g, dj)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}
