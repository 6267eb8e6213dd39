/**
 * POST /exchange-rates/update-rate: the platform admin sets a day's middle rate (the offline default's way to keep
 * rates, and a correction with the real adapter). The change is written to the server log with the rate it replaced.
 */
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import { toFourDecimals } from '../../../platform/exchange-rates/exchange-rate-provider';
import type { TRateCode } from '../../../platform/exchange-rates/exchange-rate-service';
import { addDays, belgradeDate, isCalendarDate } from '../../../platform/exchange-rates/working-days';
import { fieldError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requirePlatformActor } from '../../../platform/permissions/policy';

export async function updateExchangeRate(
  scope: TRequestScope,
  input: { code: TRateCode; date: string; middle: string },
): Promise<TExchangeRate> {
  const actor = requirePlatformActor(scope.actor);
  const middle = toFourDecimals(input.middle);
  if (!middle) throw fieldError('middle', 'rate_invalid');
  if (!isCalendarDate(input.date)) throw fieldError('date', 'rate_date_invalid');
  // A list is published the day before it applies, so tomorrow's is the furthest one can know.
  if (input.date > addDays(belgradeDate(new Date()), 1)) throw fieldError('date', 'rate_date_future');
  const rates = scope.deps.exchangeRates;
  const previous = await rates.rateOfDay(input.code, input.date);
  const stored = await rates.setRate(input.code, input.date, middle);
  scope.log.info(
    {
      audit: 'exchange_rate_updated',
      platformUserId: actor.platformUserId,
      code: stored.code,
      date: stored.date,
      middle: stored.middle,
      previous: previous && { middle: previous.middle, source: previous.source },
    },
    'platform admin set an exchange rate',
  );
  return stored;
}
