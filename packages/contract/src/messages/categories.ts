/** Messages of categories and their attributes, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const CATEGORIES_MESSAGES = {
  category_title_required: { srp: 'Naziv kategorije je obavezan', en: 'Category title required' },
  attribute_exists: { srp: 'Atribut već postoji', en: 'Attribute already exists' },
  attribute_name_required: { srp: 'Naziv atributa je obavezan', en: 'Attribute name required' },
  attribute_values_required: {
    srp: 'Vrednosti atributa su obavezne (odvojene zarezima)',
    en: 'Attribute values required (separated by commas)',
  },
  content_type_invalid: {
    srp: 'Tip sadržaja nije ispravan (1 blog, 2 članak, 3 proizvod, 4 stranica).',
    en: 'The content type is not valid (1 blog, 2 article, 3 product, 4 static page).',
  },
  category_content_type_fixed: {
    srp: 'Tip sadržaja kategorije ne može da se menja posle kreiranja.',
    en: 'The content type of a category cannot change after it is created.',
  },
  category_parent_not_found: { srp: 'Nadređena kategorija ne postoji.', en: 'The parent category does not exist.' },
  category_parent_other_type: {
    srp: 'Nadređena kategorija mora biti istog tipa sadržaja.',
    en: 'The parent category must be of the same content type.',
  },
  category_parent_cycle: {
    srp: 'Kategorija ne može biti ispod same sebe ili svoje podkategorije.',
    en: 'A category cannot be placed under itself or one of its subcategories.',
  },
  color_invalid: { srp: 'Boja mora biti u obliku #rrggbb.', en: 'The colour must look like #rrggbb.' },
  category_unknown: { srp: 'Kategorija {id} ne postoji.', en: 'Category {id} does not exist.' },
  category_other_type: {
    srp: 'Kategorija {id} nije ovog tipa sadržaja.',
    en: 'Category {id} is not of this content type.',
  },
  list_has_duplicates: {
    srp: 'Ista vrednost je navedena više puta.',
    en: 'The same value is listed more than once.',
  },
  category_deleted: { srp: 'Kategorija je obrisana.', en: 'The category is deleted.' },
  attribute_deleted: { srp: 'Atribut je obrisan.', en: 'The attribute is deleted.' },
  attribute_link_deleted: {
    srp: 'Atribut je uklonjen iz kategorije.',
    en: 'The attribute is removed from the category.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
