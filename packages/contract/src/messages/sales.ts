/** Messages of the sales capability (issue 13), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const SALES_MESSAGES = {
  // Orders and the licence's state machine (modules/platform/sales).
  licence_transition_invalid: {
    srp: 'Licenca ne može da pređe iz stanja „{from}“ u stanje „{to}“.',
    en: 'A licence cannot go from "{from}" to "{to}".',
  },
  order_template_unknown: {
    srp: 'Izabrani šablon ne postoji. Izaberite jedan od ponuđenih šablona.',
    en: 'The chosen template does not exist. Choose one of the templates offered.',
  },
  order_language_unknown: {
    srp: 'Jezik sajta može biti srpski ili engleski.',
    en: "The site's language can be Serbian or English.",
  },
  subdomain_invalid: {
    srp: 'Adresa sajta može imati od 2 do 40 malih slova, cifara i crtica, i ne sme počinjati ni završavati se crticom.',
    en: "The site's address may have 2 to 40 lowercase letters, digits and hyphens, and cannot start or end with a hyphen.",
  },
  subdomain_reserved: {
    srp: 'Ova adresa je rezervisana za platformu. Izaberite drugu.',
    en: 'This address is reserved for the platform. Choose another one.',
  },
  subdomain_taken: {
    srp: 'Ova adresa sajta je već zauzeta. Izaberite drugu.',
    en: 'This site address is already taken. Choose another one.',
  },
  domain_prices_not_accepted: {
    srp: 'Da biste poručili domen, prihvatite njegove cene registracije i obnove.',
    en: 'To order the domain, accept its registration and renewal prices.',
  },
  order_icon_invalid: {
    srp: 'Logo mora biti slika u PNG ili JPEG formatu, ili fotografija iz galerije.',
    en: 'The logo must be a PNG or JPEG picture, or a photo from the stock gallery.',
  },
  order_icon_too_small: {
    srp: 'Logo je i ikona vaše aplikacije, pa mu treba najmanje {size} × {size} piksela. Izaberite veću sliku.',
    en: 'The logo is also your app’s icon, so it needs at least {size} × {size} pixels. Choose a larger picture.',
  },
  licence_not_renewable: {
    srp: 'Ova licenca se ne može obnoviti: obnavlja se samo aktivna licenca ili ona koja je istekla pre najviše {days} dana.',
    en: 'This licence cannot be renewed: only an active licence, or one that expired at most {days} days ago, can be renewed.',
  },
  mail_licence_ready_subject: {
    srp: 'Vaš sajt {site} je spreman',
    en: 'Your site {site} is ready',
  },
  mail_licence_ready_body: {
    srp: 'Poštovani,\n\nvaš sajt {site} je napravljen i radi na adresi {url}.\n\nAdministraciji sajta pristupate na {login} — prijavite se svojom Izlog e-adresom ({email}) i lozinkom. Vi ste vlasnik sajta (SUPERADMIN): možete da uređujete podešavanja, sadržaj i korisnike.\n\nPripremili smo i početni sadržaj (kategorije, pozdravni članak i stranicu „O nama“) koji možete da izmenite ili obrišete.\n\nLicenca važi do {expires}\n\nIzlog',
    en: 'Hello,\n\nyour site {site} has been created and is live at {url}.\n\nThe site\'s back office is at {login} — sign in with your Izlog e-mail address ({email}) and password. You are the site\'s owner (SUPERADMIN): you can change its settings, content and users.\n\nWe have also prepared some starter content (categories, a welcome article and an "About us" page) for you to edit or delete.\n\nThe licence is valid until {expires}.\n\nIzlog',
  },
  order_not_refundable: {
    srp: 'Ova porudžbina nije plaćena, pa se ne može vratiti novac za nju.',
    en: 'This order has not been paid, so it cannot be refunded.',
  },
  refund_licence_renewed: {
    srp: 'Ova licenca je obnovljena, pa se novac za njenu kupovinu ne može vratiti ovde: podrška najpre mora da reši njenu obnovu.',
    en: 'This licence was renewed, so its purchase cannot be refunded here: its renewal must be settled by support first.',
  },
  renewal_not_open_yet: {
    srp: 'Licenca se obnavlja u poslednjih {days} dana svog trajanja: ovu možete obnoviti od {date}',
    en: 'A licence is renewed in the last {days} days of its term: you can renew this one from {date}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
