/**
 * Where the central bank's middle rates come from (DESIGN §6, decision 0027), chosen by EXCHANGE_RATES_PROVIDER:
 * `offline` fetches nothing (the platform admin keeps the table), `kurs-resenje` reads the JSON mirror of NBS.
 */

/** One currency's list as a provider read it: RSD per `parity` units, four decimals, for the day it applies. */
export type TFetchedRate = {
  code: string;
  /** YYYY-MM-DD, the day the list applies. */
  date: string;
  parity: number;
  /** Four decimals, as the bank writes it: "117.1734". */
  middle: string;
  listNo: number | null;
};

export interface ExchangeRateProvider {
  /** The name stored as the rows' source. */
  readonly source: string;
  /** Whether it reads anything at all (the offline one does not: rates come from the table). */
  readonly fetches: boolean;
  /** Today's lists of the given currencies; a failed or odd answer throws ExchangeRateFetchError. */
  fetchToday(codes: readonly string[]): Promise<TFetchedRate[]>;
}

/** A fetch that failed or answered something that is not a rate list: says which, never a made-up rate. */
export class ExchangeRateFetchError extends Error {
  override name = 'ExchangeRateFetchError';
}

/** Writes a positive decimal with up to four places as the bank does ("117.1734"); null when it is not one. */
export function toFourDecimals(value: string | number): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(4) : '') : value.trim();
  const match = /^(\d{1,9})(?:[.,](\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const whole = String(Number(match[1]));
  const fraction = (match[2] ?? '').padEnd(4, '0');
  return whole === '0' && fraction === '0000' ? null : `${whole}.${fraction}`;
}
