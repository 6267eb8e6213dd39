import { describe, expect, it } from 'vitest';
import { normalizeFormEntries, type TUploadedFile } from './form-body';

const file = (field: string, filename = 'logo.png'): TUploadedFile => ({
  kind: 'file',
  field,
  filename,
  mimetype: 'image/png',
  data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
});

describe('normalizeFormEntries: a form body means what the same JSON would', () => {
  it('keeps plain fields as strings', () => {
    expect(
      normalizeFormEntries([
        ['email', 'a@example.com'],
        ['terms', '1'],
      ]),
    ).toEqual({ email: 'a@example.com', terms: '1' });
  });

  it('turns a repeated key into an array, in the order sent', () => {
    expect(
      normalizeFormEntries([
        ['tag', 'a'],
        ['tag', 'b'],
        ['tag', 'c'],
      ]),
    ).toEqual({ tag: ['a', 'b', 'c'] });
  });

  it('turns `tags[]` into an array, even with a single value', () => {
    expect(normalizeFormEntries([['tags[]', 'only']])).toEqual({ tags: ['only'] });
    expect(
      normalizeFormEntries([
        ['tags[]', 'x'],
        ['tags[]', 'y'],
      ]),
    ).toEqual({ tags: ['x', 'y'] });
  });

  it('turns `locations[0][city]` into a list of objects', () => {
    expect(
      normalizeFormEntries([
        ['locations[0][country]', 'Srbija'],
        ['locations[0][city]', 'Beograd'],
        ['locations[1][country]', 'Srbija'],
        ['locations[1][city]', 'Novi Sad'],
      ]),
    ).toEqual({
      locations: [
        { country: 'Srbija', city: 'Beograd' },
        { country: 'Srbija', city: 'Novi Sad' },
      ],
    });
  });

  it('nests objects by name: `a[b][c]`', () => {
    expect(normalizeFormEntries([['a[b][c]', 'v']])).toEqual({ a: { b: { c: 'v' } } });
  });

  it('compacts sparse indexes, so `locations[3]` alone is the first item', () => {
    const body = normalizeFormEntries([
      ['locations[3][city]', 'Niš'],
      ['locations[7][city]', 'Subotica'],
    ]);
    expect(body).toEqual({ locations: [{ city: 'Niš' }, { city: 'Subotica' }] });
    expect((body.locations as unknown[]).length).toBe(2);
  });

  it('ignores an index so large it would make a huge array', () => {
    const body = normalizeFormEntries([
      ['locations[0][city]', 'Beograd'],
      ['locations[100000000][city]', 'Nowhere'],
    ]);
    expect(body).toEqual({ locations: [{ city: 'Beograd' }] });
  });

  it('ignores a list index over 999, which would make a huge sparse array', () => {
    const started = Date.now();
    const body = normalizeFormEntries([
      ['tags[0]', 'a'],
      ['tags[1000]', 'b'],
      ['tags[4294967294]', 'c'],
      ['tags[99999999]', 'd'],
    ]);
    expect(body).toEqual({ tags: ['a'] });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('ignores names inside a list (`tags[length]`, `tags[filter]`), which would break the list', () => {
    expect(
      normalizeFormEntries([
        ['tags[]', 'a'],
        ['tags[length]', '99'],
        ['tags[filter][x]', '1'],
        ['tags[push]', 'x'],
      ]),
    ).toEqual({ tags: ['a'] });
  });

  it('treats names of Object methods (`toString`, `hasOwnProperty`) as ordinary fields', () => {
    expect(
      normalizeFormEntries([
        ['toString', 'x'],
        ['hasOwnProperty', 'y'],
      ]),
    ).toEqual({ toString: 'x', hasOwnProperty: 'y' });
  });

  it('drops `__proto__`, `constructor` and `prototype` keys and never pollutes Object.prototype', () => {
    const body = normalizeFormEntries([
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][polluted]', 'yes'],
      ['a[__proto__][polluted]', 'yes'],
      ['a[constructor][prototype][polluted]', 'yes'],
      ['prototype', 'yes'],
      ['__proto__', 'yes'],
      ['safe', 'ok'],
    ]);
    expect(body).toEqual({ safe: 'ok', a: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.hasOwn(body, '__proto__')).toBe(false);
  });

  it('keeps uploaded files as values, alone or inside lists', () => {
    const logo = file('logo');
    const first = file('photos[]', 'a.png');
    const second = file('photos[]', 'b.png');
    const body = normalizeFormEntries([
      ['logo', logo],
      ['photos[]', first],
      ['photos[]', second],
      ['company_name', 'Firma'],
    ]);
    expect(body.logo).toBe(logo);
    expect(body.photos).toEqual([first, second]);
    expect((body.photos as TUploadedFile[])[0]).toBe(first);
    expect(body.company_name).toBe('Firma');
  });

  it('skips keys that are not a name with brackets', () => {
    expect(
      normalizeFormEntries([
        ['[0]', 'x'],
        ['a]b', 'x'],
        ['', 'x'],
        ['ok', 'y'],
      ]),
    ).toEqual({ ok: 'y' });
  });
});
