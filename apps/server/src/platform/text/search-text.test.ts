import { describe, expect, it } from 'vitest';
import { foldForSearch, searchQuery } from './search-text';

describe('foldForSearch', () => {
  it('folds script, case and diacritics to lower-case ASCII words', () => {
    expect(foldForSearch('Šolja za KAFU', 'шоља, <b>чинија</b>')).toBe('solja za kafu solja cinija');
  });

  it('reads đ and the dj written without diacritics alike, in either script', () => {
    const folded = ['rađena', 'radjena', 'radena', 'РАЂЕНА', 'RADJENA'].map((word) => foldForSearch(word));
    expect(new Set(folded)).toEqual(new Set(['radena']));
    expect(foldForSearch('Đorđe Djordjević')).toBe(foldForSearch('Ђорђе Ђорђевић'));
    expect(foldForSearch('Đorđe Djordjević')).toBe('dorde dordevic');
  });
});

describe('searchQuery', () => {
  it('asks for every folded word as a prefix', () => {
    expect(searchQuery('Ručno radj')).toBe('rucno:* & rad:*');
    expect(searchQuery('рађена')).toBe('radena:*');
    expect(searchQuery('?!')).toBeNull();
  });
});
