/**
 * The price list a fresh installation starts with (SPEC §3 "Domain prices"): yearly retail prices per zone in RSD
 * with VAT, minor units (para), as Serbian registrars charged in 2026. Reactivation is a renewal inside the 30-day
 * grace after expiry (research §3), which registrars charge more for (a restore fee). A zone missing
 * from domain_prices is added at start-up (the domains module), on every installation, demo or not; a zone's price
 * already in the table is never changed by it.
 */
import type { TDomainZone } from '@izlog/contract/domains';

type TSeedPrice = { zone: TDomainZone; registrationMinor: number; renewalMinor: number; reactivationMinor: number };

const rsd = (dinars: number) => dinars * 100;

export const DEFAULT_DOMAIN_PRICES: TSeedPrice[] = [
  { zone: 'rs', registrationMinor: rsd(1800), renewalMinor: rsd(1800), reactivationMinor: rsd(3000) },
  { zone: 'co.rs', registrationMinor: rsd(1200), renewalMinor: rsd(1200), reactivationMinor: rsd(2400) },
  { zone: 'org.rs', registrationMinor: rsd(1200), renewalMinor: rsd(1200), reactivationMinor: rsd(2400) },
  { zone: 'edu.rs', registrationMinor: rsd(1200), renewalMinor: rsd(1200), reactivationMinor: rsd(2400) },
  { zone: 'in.rs', registrationMinor: rsd(700), renewalMinor: rsd(700), reactivationMinor: rsd(1500) },
  { zone: 'срб', registrationMinor: rsd(1800), renewalMinor: rsd(1800), reactivationMinor: rsd(3000) },
  { zone: 'com', registrationMinor: rsd(2200), renewalMinor: rsd(2200), reactivationMinor: rsd(4500) },
  { zone: 'net', registrationMinor: rsd(2400), renewalMinor: rsd(2400), reactivationMinor: rsd(4800) },
  { zone: 'org', registrationMinor: rsd(2400), renewalMinor: rsd(2400), reactivationMinor: rsd(4800) },
  { zone: 'eu', registrationMinor: rsd(1900), renewalMinor: rsd(1900), reactivationMinor: rsd(3800) },
];
