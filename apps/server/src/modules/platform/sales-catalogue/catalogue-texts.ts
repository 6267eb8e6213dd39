/**
 * The words of the platform's price list and template gallery, in both languages: what the API answers for each
 * template and licence type (the web shows them as sent, so the app and any other client read the same).
 */
import type { TLanguage, TLicenceType } from '@izlog/contract/constants';
import type { TLicenceFeature, TTemplateKey } from '@izlog/contract/sales';

type TText = Record<TLanguage, string>;
type TNamed = { name: TText; description: TText };

export const TEMPLATE_TEXTS: Record<TTemplateKey, TNamed> = {
  classic: {
    name: { srp: 'Klasičan', en: 'Classic' },
    description: {
      srp: 'Uredna početna strana sa istaknutim sadržajem, listom proizvoda i vestima.',
      en: 'A tidy home page with featured content, a product list and the news.',
    },
  },
  showcase: {
    name: { srp: 'Vitrina', en: 'Showcase' },
    description: {
      srp: 'Velike fotografije proizvoda i kataloga u mreži, za radnje koje prodaju slikom.',
      en: 'Large photos of products and catalogs in a grid, for shops that sell by the picture.',
    },
  },
  magazine: {
    name: { srp: 'Magazin', en: 'Magazine' },
    description: {
      srp: 'Članci i blogovi u prvom planu, sa kategorijama u meniju, za redakcije i autore.',
      en: 'Articles and blogs up front with categories in the menu, for newsrooms and writers.',
    },
  },
};

export const LICENCE_TYPE_TEXTS: Record<TLicenceType, TNamed> = {
  free: {
    name: { srp: 'Besplatna', en: 'Free' },
    description: {
      srp: 'Sajt na Izlog poddomenu sa vestima, blogovima i stranicama, bez prodavnice.',
      en: 'A site on an Izlog subdomain with news, blogs and pages, without a shop.',
    },
  },
  basic: {
    name: { srp: 'Osnovna', en: 'Basic' },
    description: {
      srp: 'Vaš domen, planeri, vidžeti i mobilna aplikacija za sajt koji radi za vas.',
      en: 'Your own domain, planners, widgets and a mobile app for a site that works for you.',
    },
  },
  'e-commerce': {
    name: { srp: 'E-prodavnica', en: 'E-commerce' },
    description: {
      srp: 'Sve iz osnovne licence, uz proizvode, kataloge i plaćena prva mesta u listama.',
      en: 'Everything in Basic, plus products, catalogs and paid first places in the lists.',
    },
  },
};

export const FEATURE_TEXTS: Record<TLicenceFeature, TText> = {
  subdomain: {
    srp: 'Adresa sajta na Izlogovom poddomenu',
    en: 'A site address on an Izlog subdomain',
  },
  content: { srp: 'Vesti, blogovi, stranice i komentari', en: 'News, blogs, pages and comments' },
  custom_domain: { srp: 'Vaš domen sa SSL sertifikatom', en: 'Your own domain with an SSL certificate' },
  planners: { srp: 'Planeri sa zadacima i cenama', en: 'Planners with tasks and prices' },
  widgets: { srp: 'Vidžeti i kontakt forme', en: 'Widgets and contact forms' },
  native_app: { srp: 'Mobilna aplikacija za Android', en: 'A mobile app for Android' },
  products: { srp: 'Proizvodi sa cenama i adresama prodaje', en: 'Products with prices and shop addresses' },
  catalogs: { srp: 'Katalozi proizvoda', en: 'Product catalogs' },
  first_places: { srp: 'Plaćena prva mesta u listama kategorija', en: 'Paid first places in category lists' },
};
