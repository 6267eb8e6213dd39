/**
 * Address suggestions (SPEC §2 "address autocomplete", §5: a location is chosen from the suggestion list):
 * GET /places/suggest?q=… answers what a location form stores — street and number, city, country — and a label to
 * show. How the typed street and the matched place combine is decision 0014.
 */
import { z } from 'zod';

export const PLACE_SUGGESTION_LIMIT = { default: 8, max: 20 } as const;
/** The longest query; a street part longer than an address field could hold is cut by the server. */
export const MAX_PLACE_QUERY_LENGTH = 200;

export const ZPlaceSuggestQuery = z.object({
  /** What the user typed: "street and number, place" or a place alone; blank answers an empty list. */
  q: z.string().max(MAX_PLACE_QUERY_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(PLACE_SUGGESTION_LIMIT.max).default(PLACE_SUGGESTION_LIMIT.default),
});
export type TPlaceSuggestQuery = z.infer<typeof ZPlaceSuggestQuery>;

export const ZPlaceSuggestion = z.object({
  /** Street and number as typed (tidied); empty when only a place was typed. */
  address: z.string(),
  city: z.string(),
  country: z.string(),
  /** "Knez Mihailova 5, Beograd, Srbija": what the field shows once picked. */
  label: z.string(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;
