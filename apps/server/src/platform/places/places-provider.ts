/**
 * Places for address suggestions behind one interface (DESIGN §6, decision 0014): the offline default is the list
 * of Serbian places shipped with Izlog (`serbian-places.csv`); a geocoding service can answer instead later.
 */
export const PLACE_KINDS = ['city', 'city_municipality', 'municipality', 'settlement'] as const;
export type TPlaceKind = (typeof PLACE_KINDS)[number];

export type TPlace = {
  /** The place's name in Latin script, as an address writes it ("Niš"). */
  name: string;
  kind: TPlaceKind;
  /** The district (okrug) or region, for telling places apart; null when the provider does not know it. */
  region: string | null;
  country: string;
};

export interface PlacesProvider {
  readonly kind: 'offline';
  /**
   * Places whose name, or a word of it, starts with `query` — in either script, any case, with or without
   * diacritics — best first: exact names, then names that start with it, then bigger places. A blank query or one
   * that matches nothing gives an empty list.
   */
  findPlaces(query: string, limit: number): Promise<TPlace[]>;
}
