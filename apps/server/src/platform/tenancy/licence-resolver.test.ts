import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { LicenceResolver, siteTitleOf, type TLicence } from './licence-resolver';

/** A database whose every licence read is answered by `answer`, counting the reads. */
function fakeDb(answer: () => Promise<Partial<TLicence>[]>) {
  const db = {
    reads: 0,
    select: () => ({
      from: () => ({
        where: () => ({
          limit: () => {
            db.reads += 1;
            return answer();
          },
        }),
      }),
    }),
  };
  return db;
}

const resolverOn = (db: ReturnType<typeof fakeDb>) => new LicenceResolver(db as unknown as Db, 'localhost');
const nameOf = async (resolver: LicenceResolver) => {
  const match = await resolver.resolve(undefined, 'site');
  return match.kind === 'licence' ? match.licence.siteName : null;
};

describe('the licence resolver’s cache', () => {
  it('answers from memory until forget, then reads the row again', async () => {
    let siteName = 'Staro';
    const db = fakeDb(async () => [{ id: 1, siteName }]);
    const resolver = resolverOn(db);
    expect(await nameOf(resolver)).toBe('Staro');
    siteName = 'Novo';
    expect(await nameOf(resolver)).toBe('Staro');
    expect(db.reads).toBe(1);
    resolver.forget();
    expect(await nameOf(resolver)).toBe('Novo');
    expect(db.reads).toBe(2);
  });

  it('keeps nothing a read begun before a forget brought back: the row may be from before the change', async () => {
    let release: (rows: Partial<TLicence>[]) => void = () => {};
    let siteName = 'Staro';
    const db = fakeDb(() =>
      db.reads === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve([{ id: 1, siteName }]),
    );
    const resolver = resolverOn(db);
    const slow = nameOf(resolver);
    // The save commits and forgets while that read is still on its way with the old row.
    siteName = 'Novo';
    resolver.forget();
    release([{ id: 1, siteName: 'Staro' }]);
    expect(await slow).toBe('Staro');
    expect(await nameOf(resolver)).toBe('Novo');
  });
});

describe('the name a site goes by', () => {
  it('is the name its staff gave it, else the title it was leased under', () => {
    expect(siteTitleOf({ siteName: 'Kuća Dizajna', titleOfApp: 'kuca' })).toBe('Kuća Dizajna');
    expect(siteTitleOf({ siteName: null, titleOfApp: 'kuca' })).toBe('kuca');
    expect(siteTitleOf({ siteName: '   ', titleOfApp: 'kuca' })).toBe('kuca');
  });
});
