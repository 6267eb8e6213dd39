import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldPlaceName } from './fold-place-name';
import { OfflinePlaces, readPlacesCsv, SERBIAN_PLACES_FILE } from './offline-places';
import { placesProviderContract } from './places-provider.contract';

describe('the offline places list', () => {
  placesProviderContract(() => new OfflinePlaces(), { name: 'Niš', cyrillic: 'Ниш', ascii: 'Nis' });

  it('ships the seats of Serbia’s cities and municipalities, each name once', () => {
    const places = readPlacesCsv(readFileSync(SERBIAN_PLACES_FILE, 'utf8'));
    expect(places.length).toBeGreaterThanOrEqual(170);
    expect(new Set(places.map((place) => place.name)).size).toBe(places.length);
    expect(places.filter((place) => place.kind === 'city')).toHaveLength(28);
  });

  it('reads "dj" as "đ" and matches a later word of a name', async () => {
    const provider = new OfflinePlaces();
    expect(foldPlaceName('Аранђеловац')).toBe(foldPlaceName('Arandjelovac'));
    expect((await provider.findPlaces('Arandjelovac', 3)).map((place) => place.name)).toEqual(['Aranđelovac']);
    expect((await provider.findPlaces('mitrov', 5)).map((place) => place.name)).toContain('Sremska Mitrovica');
  });

  it('puts cities before smaller places that match as well', async () => {
    const names = (await new OfflinePlaces().findPlaces('novi', 5)).map((place) => place.name);
    expect(names.slice(0, 2)).toEqual(['Novi Sad', 'Novi Pazar']);
  });

  it('refuses a malformed file instead of serving half of it', () => {
    expect(() => readPlacesCsv('name,kind,district\nBeograd,capital,Grad Beograd\n')).toThrow(/row 2/);
    expect(() => readPlacesCsv('city\nBeograd\n')).toThrow(/header/);
  });
});
