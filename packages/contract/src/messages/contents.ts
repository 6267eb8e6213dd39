/** Messages of contents (blogs, articles, products, static pages) and their galleries, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const CONTENTS_MESSAGES = {
  price_invalid: {
    srp: 'Unesite cenu kao 1234.50 ili ostavite prazno za cenu na upit.',
    en: 'Enter a price such as 1234.50, or leave it empty for price on request.',
  },
  discount_percent_invalid: {
    srp: 'Popust u procentima je ceo broj od 0 do 100.',
    en: 'A percentage discount is a whole number from 0 to 100.',
  },
  discount_above_price: {
    srp: 'Popust ne može biti veći od cene.',
    en: 'The discount cannot be larger than the price.',
  },
  product_locations_invalid: {
    srp: 'Ovaj proizvod nije dostupan na dodatim adresama',
    en: 'This Product is not available on added addresses',
  },
  attribute_values_invalid: {
    srp: 'Vrednosti atributa {ids} ne pripadaju atributima ove kategorije.',
    en: 'Attribute values {ids} do not belong to the attributes of this category.',
  },
  catalogs_invalid: {
    srp: 'Katalozi {ids} ne postoje ili nisu vaši.',
    en: 'Catalogs {ids} do not exist or are not yours.',
  },
  content_image_required: { srp: 'Glavna fotografija je obavezna.', en: 'The main photo is required.' },
  content_author_invalid: { srp: 'Izabrani autor ne postoji.', en: 'The chosen author does not exist.' },
  content_deleted: { srp: 'Sadržaj je obrisan.', en: 'The content is deleted.' },
  video_link_invalid: {
    srp: 'Unesite link YouTube ili Vimeo videa.',
    en: 'Enter a link to a YouTube or Vimeo video.',
  },
  content_disabled: { srp: 'Proizvod je isključen.', en: 'The product is turned off.' },
  gallery_order_invalid: {
    srp: 'Redosled galerije navodi stavku koja ne postoji.',
    en: 'The gallery order names an item that does not exist.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
