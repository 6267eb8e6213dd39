/** Messages of catalogs, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const CATALOGS_MESSAGES = {
  catalog_category_invalid: {
    srp: 'Izaberite aktivnu kategoriju proizvoda i kataloga.',
    en: 'Choose an active category of products and catalogs.',
  },
  catalog_products_invalid: {
    srp: 'Proizvodi {ids} ne postoje ili nisu vaši.',
    en: 'Products {ids} do not exist or are not yours.',
  },
  catalog_author_invalid: { srp: 'Izabrani autor ne postoji.', en: 'The chosen author does not exist.' },
} as const satisfies Record<string, Record<TLanguage, string>>;
