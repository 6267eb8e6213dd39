/** Exchange rates (SPEC §7 third party, issue 13): the central bank's middle rate as Izlog keeps it. */
import { z } from 'zod';

export const RATE_CURRENCIES = ['EUR'] as const;
export const ZExchangeRate = z.object({
  code: z.string(),
  /** RSD per `parity` units, as the bank writes it (four decimals). */
  middle: z.string(),
  parity: z.number(),
  /** The day the list applies. */
  date: z.string(),
  source: z.string(),
  /** True when this is an older list than today's (a fetch failed or nothing was published). */
  stale: z.boolean(),
});
export type TExchangeRate = z.infer<typeof ZExchangeRate>;
/** SPEC §7: the rate list answers `data.status` and `data.result`. */
export const ZExchangeRateList = z.object({
  data: z.object({ status: z.enum(['ok', 'stale', 'missing']), result: z.array(ZExchangeRate) }),
});
export const ZUpdateExchangeRateRequest = z.object({
  code: z.enum(RATE_CURRENCIES),
  middle: z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,4})?$/, 'rate_invalid'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
/** GET /exchange-rates: the lists in force on a day (default today, Europe/Belgrade), e.g. an invoice's issue date. */
export const ZExchangeRatesQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'rate_date_invalid')
    .optional(),
});
