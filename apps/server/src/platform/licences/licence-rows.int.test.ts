import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { inUnitOfWork } from '../db/unit-of-work';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The site name a request for the licence gets now, as the resolver answers it (cached between writes). */
async function servedSiteName(licenceId: number): Promise<string | null | undefined> {
  const match = await app.deps.licences.resolve(undefined, String(licenceId));
  return match.kind === 'licence' ? match.licence.siteName : undefined;
}

describe('the owner of the licences row', () => {
  it('makes the resolver and the visitors’ answers forget the licence once its write commits, not before', async () => {
    const licence = await createLicence(app, { siteName: 'Staro ime' });
    expect(await servedSiteName(licence.id)).toBe('Staro ime');
    const generation = app.deps.publicCache.generation(licence.id);
    await inUnitOfWork(app.deps.platformDb, async (unit) => {
      const row = await app.deps.licenceRows.update(unit, licence.id, { siteName: 'Novo ime' });
      expect(row?.siteName).toBe('Novo ime');
      // Not committed yet: requests are still answered from what the caches hold.
      expect(await servedSiteName(licence.id)).toBe('Staro ime');
      expect(app.deps.publicCache.generation(licence.id)).toBe(generation);
    });
    expect(await servedSiteName(licence.id)).toBe('Novo ime');
    expect(app.deps.publicCache.generation(licence.id)).toBeGreaterThan(generation);
  });

  it('keeps the caches when the write is rolled back', async () => {
    const licence = await createLicence(app, { siteName: 'Ostaje' });
    expect(await servedSiteName(licence.id)).toBe('Ostaje');
    const generation = app.deps.publicCache.generation(licence.id);
    const refused = new Error('refused');
    await expect(
      inUnitOfWork(app.deps.platformDb, async (unit) => {
        await app.deps.licenceRows.update(unit, licence.id, { siteName: 'Nikad' });
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await servedSiteName(licence.id)).toBe('Ostaje');
    expect(app.deps.publicCache.generation(licence.id)).toBe(generation);
  });

  it('forgets a write made without a unit once it is stored, and a new licence is answered at once', async () => {
    const licence = await createLicence(app, { siteName: 'Prvo' });
    expect(await servedSiteName(licence.id)).toBe('Prvo');
    await app.deps.licenceRows.update(app.deps.platformDb, licence.id, { siteName: 'Drugo' });
    expect(await servedSiteName(licence.id)).toBe('Drugo');

    // A request for a subdomain nobody has yet is cached as unknown; the insert drops that answer.
    const subdomain = `novi-${licence.id}`;
    expect((await app.deps.licences.resolve(undefined, subdomain)).kind).toBe('unknown');
    await app.deps.licenceRows.insert(app.deps.platformDb, {
      titleOfApp: 'Novi sajt',
      titleOfAppUnique: subdomain,
      siteName: 'Novi sajt',
    });
    expect((await app.deps.licences.resolve(undefined, subdomain)).kind).toBe('licence');
  });

  it('leaves a column that `whileNull` waits on once it is set', async () => {
    const licence = await createLicence(app, { icon: '/media/first.png' });
    expect(
      await app.deps.licenceRows.update(
        app.deps.platformDb,
        licence.id,
        { icon: '/media/second.png' },
        { whileNull: 'icon' },
      ),
    ).toBeUndefined();
    const filled = await app.deps.licenceRows.update(
      app.deps.platformDb,
      licence.id,
      { siteImage: '/media/hero.jpg' },
      { whileNull: 'siteImage' },
    );
    expect(filled).toMatchObject({ icon: '/media/first.png', siteImage: '/media/hero.jpg' });
  });
});
