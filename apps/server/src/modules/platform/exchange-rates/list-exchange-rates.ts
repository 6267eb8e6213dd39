/**
 * GET /exchange-rates (SPEC §7: `data.status`, `data.result`): the list in force today of each currency Izlog keeps,
 * from Izlog's own table — browsers never ask a third party. `status` says whether every rate is current. With a
 * `date`, the lists that were in force that day (an invoice keeps the rate of its issue date).
 */
import { RATE_CURRENCIES, type TExchangeRate } from '@izlog/contract/exchange-rates';
import type { TAppDeps } from '../../../platform/deps';
import { isCalendarDate } from '../../../platform/exchange-rates/working-days';
import { fieldError } from '../../../platform/http/errors';

export async function listExchangeRates(deps: TAppDeps, day?: string) {
  if (day !== undefined && !isCalendarDate(day)) throw fieldError('date', 'rate_date_invalid');
  const rates = deps.exchangeRates;
  const known = await Promise.all(
    RATE_CURRENCIES.map((code) => (day === undefined ? rates.current(code) : rates.inForceOn(code, day))),
  );
  const result = known.filter((rate): rate is TExchangeRate => rate !== null);
  const status = result.length < RATE_CURRENCIES.length ? 'missing' : result.some((r) => r.stale) ? 'stale' : 'ok';
  return { data: { status, result } } as const;
}
