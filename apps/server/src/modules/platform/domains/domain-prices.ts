/**
 * The domain price table (SPEC §3 "Domain prices", §7 get-domain-prices): registration, renewal and reactivation per
 * zone in RSD with VAT, and in EUR for information at the day's middle rate (the exchange-rate service; null EUR
 * figures while it knows no rate).
 */
import { DOMAIN_ZONES, type TDomainPriceRow } from '@izlog/contract/domains';
import type { TAppDeps } from '../../../platform/deps';
import { rsdMinorToForeignMinor } from '../../../platform/exchange-rates/rate-conversion';
import { DEFAULT_DOMAIN_PRICES } from './default-domain-prices';
import { findDomainPrices, insertMissingPrices, type TDomainPriceRowDb } from './domains.queries';

/** A price as the service names it (the queries' row without its bookkeeping). */
export type TDomainPrice = { zone: string; registrationMinor: number; renewalMinor: number; reactivationMinor: number };

const zoneOrder = (zone: string) => {
  const index = (DOMAIN_ZONES as readonly string[]).indexOf(zone);
  return index === -1 ? DOMAIN_ZONES.length : index;
};

/** Every zone Izlog sells, in the contract's order (RNIDS spaces first), then any zone the admin added. */
export async function listDomainPrices(deps: TAppDeps): Promise<TDomainPrice[]> {
  const rows = await findDomainPrices(deps.platformDb);
  return rows
    .map(({ zone, registrationMinor, renewalMinor, reactivationMinor }: TDomainPriceRowDb) => ({
      zone,
      registrationMinor,
      renewalMinor,
      reactivationMinor,
    }))
    .sort((a, b) => zoneOrder(a.zone) - zoneOrder(b.zone));
}

type TRate = { middle: string; parity: number; date: string };

/** A price with its EUR figures at `rate` (null: no rate known), as the wire carries it. */
function presentAtRate(price: TDomainPrice, rate: TRate | null): TDomainPriceRow {
  const eur = (minor: number) => (rate ? rsdMinorToForeignMinor(minor, rate) : null);
  return {
    zone: price.zone,
    registration: price.registrationMinor,
    renewal: price.renewalMinor,
    reactivation: price.reactivationMinor,
    registration_eur: eur(price.registrationMinor),
    renewal_eur: eur(price.renewalMinor),
    reactivation_eur: eur(price.reactivationMinor),
  };
}

/** One zone's price in RSD and in EUR at today's middle rate. */
export async function presentDomainPrice(deps: TAppDeps, price: TDomainPrice): Promise<TDomainPriceRow> {
  return presentAtRate(price, await deps.exchangeRates.current('EUR'));
}

/** GET /licences/get-domain-prices: every zone, with the rate the EUR figures use and its day. */
export async function getDomainPrices(deps: TAppDeps) {
  const [prices, rate] = await Promise.all([listDomainPrices(deps), deps.exchangeRates.current('EUR')]);
  return {
    prices: prices.map((price) => presentAtRate(price, rate)),
    rate: rate ? { middle: rate.middle, date: rate.date } : null,
  };
}

/**
 * At start-up: every zone of the starting list (default-domain-prices.ts) the table lacks is added at its starting
 * price; prices already there stay as they are. Answers how many zones were added.
 */
export function ensureDomainPrices(deps: TAppDeps): Promise<number> {
  return insertMissingPrices(deps.platformDb, DEFAULT_DOMAIN_PRICES);
}
