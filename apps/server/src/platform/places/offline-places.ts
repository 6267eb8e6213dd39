/**
 * The offline places provider: Serbia's cities, city municipalities, municipality seats and a few well-known
 * settlements, read once from the CSV shipped beside it, matched with the search folding of `platform/text`.
 */
import { readFileSync } from 'node:fs';
import { foldPlaceName } from './fold-place-name';
import { PLACE_KINDS, type PlacesProvider, type TPlace, type TPlaceKind } from './places-provider';

export const SERBIAN_PLACES_FILE = new URL('./serbian-places.csv', import.meta.url);
const COUNTRY = 'Srbija';

type TIndexedPlace = { place: TPlace; folded: string; words: string[]; rank: number };

/** Reads `name,kind,district` rows; the file's order is the order of importance within a kind. */
export function readPlacesCsv(text: string, country = COUNTRY): TPlace[] {
  const [header, ...rows] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (header?.trim() !== 'name,kind,district') throw new Error('places file: expected the header name,kind,district');
  return rows.map((row, index) => {
    const [name = '', kind = '', district = ''] = row.split(',').map((cell) => cell.trim());
    if (!name || !(PLACE_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`places file: row ${index + 2} is not "name,kind,district": ${row}`);
    }
    return { name, kind: kind as TPlaceKind, region: district || null, country };
  });
}

export class OfflinePlaces implements PlacesProvider {
  readonly kind = 'offline';
  private readonly places: TIndexedPlace[];

  constructor(places: TPlace[] = readPlacesCsv(readFileSync(SERBIAN_PLACES_FILE, 'utf8'))) {
    this.places = places.map((place, index) => {
      const folded = foldPlaceName(place.name);
      return { place, folded, words: folded.split(' '), rank: PLACE_KINDS.indexOf(place.kind) * 10_000 + index };
    });
  }

  async findPlaces(query: string, limit: number): Promise<TPlace[]> {
    const wanted = foldPlaceName(query);
    if (!wanted) return [];
    const scored: { entry: TIndexedPlace; score: number }[] = [];
    for (const entry of this.places) {
      const score = matchScore(entry, wanted);
      if (score !== null) scored.push({ entry, score });
    }
    return scored
      .sort((a, b) => a.score - b.score || a.entry.rank - b.entry.rank)
      .slice(0, Math.max(0, limit))
      .map(({ entry }) => entry.place);
  }
}

/** 0 the whole name, 1 the start of the name, 2 the start of a later word ("Mitrovica"); null no match. */
function matchScore(entry: TIndexedPlace, wanted: string): number | null {
  if (entry.folded === wanted) return 0;
  if (entry.folded.startsWith(wanted)) return 1;
  for (let index = 1; index < entry.words.length; index++) {
    if (entry.words.slice(index).join(' ').startsWith(wanted)) return 2;
  }
  return null;
}
