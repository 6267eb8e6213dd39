import { describe, expect, it } from 'vitest';
import { SHORT_NAME_MAX_LENGTH, shortNameOf } from './site-app';

describe('shortNameOf', () => {
  it('keeps a name that fits, spaces folded', () => {
    expect(shortNameOf('  Pekara  ')).toBe('Pekara');
    expect(shortNameOf('Moj   sajt')).toBe('Moj sajt');
  });

  it('keeps as many whole words as fit', () => {
    expect(shortNameOf('Pekara Kod Mike i Žike')).toBe('Pekara Kod');
    expect(shortNameOf('Пекара Код Мике')).toBe('Пекара Код');
  });

  it('cuts the first word when even it is too long', () => {
    expect(shortNameOf('Supercalifragilistic sajt')).toBe('Supercalifra');
  });

  it('counts code points, so a letter outside the BMP is one letter', () => {
    // Twelve code points but 13 UTF-16 units: it still fits whole.
    const name = `Pekara 🥐 Mik`;
    expect([...name]).toHaveLength(SHORT_NAME_MAX_LENGTH);
    expect(shortNameOf(name)).toBe(name);
    // A cut never splits a surrogate pair.
    expect(shortNameOf('🥐'.repeat(20))).toBe('🥐'.repeat(SHORT_NAME_MAX_LENGTH));
  });

  it('gives an empty name for a blank one', () => {
    expect(shortNameOf('   ')).toBe('');
  });
});
