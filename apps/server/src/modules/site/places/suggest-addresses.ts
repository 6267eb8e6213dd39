/**
 * Address suggestions from what the user typed (decision 0014). The text before the last comma is the street and
 * number, the text after it names the place: "Knez Mihailova 5, Beo" → "Knez Mihailova 5, Beograd, Srbija". Without
 * a comma, the longest run of last words (up to three) that names a place is the place, and the words before it the
 * street ("Zmaj Jovina 2 Novi Sad"). A trailing country ("…, Srbija") is dropped, so a picked label reads back the
 * same. The street is kept as typed, tidied; it is not checked against a street list (none is shipped).
 */
import type { TPlaceSuggestion } from '@izlog/contract/places';
import { foldPlaceName } from '../../../platform/places/fold-place-name';
import type { PlacesProvider, TPlace } from '../../../platform/places/places-provider';

/** What a location's address field holds at most (ZLocation.address). */
const MAX_STREET_LENGTH = 255;
const MAX_PLACE_WORDS = 3;
const COUNTRY_NAMES = new Set(['srbija', 'serbia', 'republika srbija', 'republic of serbia'].map(foldPlaceName));

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function suggestAddresses(
  provider: PlacesProvider,
  query: string,
  limit: number,
): Promise<TPlaceSuggestion[]> {
  const parts = query.split(',').map(tidy).filter(Boolean);
  if (parts.length > 1 && COUNTRY_NAMES.has(foldPlaceName(parts.at(-1)!))) parts.pop();
  if (parts.length === 0) return [];

  if (parts.length > 1) {
    const street = parts.slice(0, -1).join(', ');
    return toSuggestions(street, await provider.findPlaces(parts.at(-1)!, limit));
  }
  const words = parts[0]!.split(' ');
  for (let count = Math.min(MAX_PLACE_WORDS, words.length); count >= 1; count--) {
    const places = await provider.findPlaces(words.slice(-count).join(' '), limit);
    if (places.length > 0) return toSuggestions(words.slice(0, -count).join(' '), places);
  }
  return [];
}

function toSuggestions(street: string, places: TPlace[]): TPlaceSuggestion[] {
  const address = street.slice(0, MAX_STREET_LENGTH).trim();
  return places.map((place) => ({
    address,
    city: place.name,
    country: place.country,
    label: [address, place.name, place.country].filter(Boolean).join(', '),
  }));
}
