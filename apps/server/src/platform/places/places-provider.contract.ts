/**
 * What every places provider must do, as tests (DESIGN §6: every adapter has a contract test). Run against the
 * offline list in CI; a future online adapter runs it by hand against its service.
 */
import { expect, it } from 'vitest';
import type { PlacesProvider } from './places-provider';

/** `known`: a place the provider has, with a spelling of it in Cyrillic and one without diacritics. */
export function placesProviderContract(
  makeProvider: () => PlacesProvider,
  known: { name: string; cyrillic: string; ascii: string },
) {
  it('finds a place by the start of its name, in any case, with or without diacritics', async () => {
    const provider = makeProvider();
    for (const query of [known.name, known.name.slice(0, 3).toUpperCase(), known.ascii.toLowerCase()]) {
      const found = await provider.findPlaces(query, 10);
      expect(
        found.map((place) => place.name),
        query,
      ).toContain(known.name);
    }
  });

  it('finds the Latin place for a Cyrillic query, the exact name first', async () => {
    const [first] = await makeProvider().findPlaces(known.cyrillic, 5);
    expect(first?.name).toBe(known.name);
  });

  it('gives every place a name and a country, and never more than the limit', async () => {
    const provider = makeProvider();
    const found = await provider.findPlaces(known.name.slice(0, 1), 3);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    for (const place of found) {
      expect(place.name).toMatch(/\S/);
      expect(place.country).toMatch(/\S/);
    }
  });

  it('answers an empty list for a blank query and for a name it does not know', async () => {
    const provider = makeProvider();
    expect(await provider.findPlaces('   ', 5)).toEqual([]);
    expect(await provider.findPlaces('Qxzqx Izlog', 5)).toEqual([]);
  });
}
