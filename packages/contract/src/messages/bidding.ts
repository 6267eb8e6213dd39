/** Messages of paid first places (issue 14), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const BIDDING_MESSAGES = {
  bidding_one_item: {
    srp: 'Izaberite jedan proizvod ili jedan katalog.',
    en: 'Choose one product or one catalog.',
  },
  bidding_item_not_approved: {
    srp: 'Prvo mesto se može dati samo odobrenom proizvodu ili katalogu.',
    en: 'Only an approved product or catalog can be placed first.',
  },
  bidding_item_no_category: {
    srp: 'Proizvod ili katalog mora biti u kategoriji da bi bio prvi na njenoj listi.',
    en: 'The product or catalog must be in a category to be first in its list.',
  },
  bidding_item_overlaps: {
    srp: 'Ovaj sadržaj je već na prvom mestu u tom periodu.',
    en: 'This item is already placed first in that period.',
  },
  bidding_date_invalid: { srp: 'Unesite datum u obliku GGGG-MM-DD.', en: 'Enter the date as YYYY-MM-DD.' },
  bidding_start_in_past: {
    srp: 'Početak ne može biti pre današnjeg dana.',
    en: 'The start cannot be before today.',
  },
  bidding_item_unknown: {
    srp: 'Taj proizvod ili katalog ne postoji.',
    en: 'That product or catalog does not exist.',
  },
  bidding_item_not_product: {
    srp: 'Na prvo mesto se postavljaju samo proizvodi i katalozi.',
    en: 'Only products and catalogs can be placed first.',
  },
  bidding_start_too_far: {
    srp: 'Početak može biti najviše {days} dana unapred.',
    en: 'The start can be at most {days} days ahead.',
  },
  bidding_item_ended: {
    srp: 'Ovo prvo mesto je već isteklo.',
    en: 'This first place has already ended.',
  },
  bidding_item_created: { srp: 'Sadržaj je postavljen na prvo mesto.', en: 'The item was placed first.' },
  bidding_item_disabled: { srp: 'Prvo mesto je isključeno.', en: 'The first place was switched off.' },
  bidding_duration_saved: { srp: 'Trajanje prvog mesta je sačuvano.', en: 'The first-place duration was saved.' },
} as const satisfies Record<string, Record<TLanguage, string>>;
