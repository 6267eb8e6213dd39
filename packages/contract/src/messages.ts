/**
 * The one message catalogue of the API (DESIGN §3): every message the server sends, in Serbian (default) and English.
 * Placeholders are written {name} and filled by `formatMessage`.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from './constants';
import { BIDDING_MESSAGES } from './messages/bidding';
import { CONTACT_SERVICES_MESSAGES } from './messages/contact-services';
import { DOMAINS_MESSAGES } from './messages/domains';
import { EXCHANGE_RATES_MESSAGES } from './messages/exchange-rates';
import { LICENCE_JOBS_MESSAGES } from './messages/licence-jobs';
import { PAYMENTS_MESSAGES } from './messages/payments';
import { PLANNERS_MESSAGES } from './messages/planners';
import { SALES_MESSAGES } from './messages/sales';
import { SALES_CONSOLE_MESSAGES } from './messages/sales-console';
import { SITE_LOOK_MESSAGES } from './messages/site-look';
import { TOURS_MESSAGES } from './messages/tours';
import { WIDGETS_MESSAGES } from './messages/widgets';

export const MESSAGES = {
  // Generic wire errors
  bad_request: { srp: 'Zahtev nije ispravan.', en: 'The request is malformed.' },
  malformed_body: {
    srp: 'Telo zahteva nije ispravno oblikovano.',
    en: 'The request body is malformed.',
  },
  unsupported_media_type: {
    srp: 'Ovaj format zahteva nije podržan.',
    en: 'This request format is not supported.',
  },
  payload_too_large: { srp: 'Zahtev je prevelik.', en: 'The request is too large.' },
  query_too_long: {
    srp: 'Adresa zahteva je preduga (najviše {max} znakova posle „?“): skratite filtere ili pretragu.',
    en: 'The request address is too long (at most {max} characters after "?"): shorten the filters or the search.',
  },
  file_too_large: {
    srp: 'Datoteka je prevelika (najviše {max} MB).',
    en: 'The file is too large (at most {max} MB).',
  },
  too_many_files: { srp: 'Poslato je previše datoteka.', en: 'Too many files were sent.' },
  not_found: { srp: 'Traženi sadržaj ne postoji.', en: 'The requested item does not exist.' },
  route_not_found: { srp: 'Ova adresa ne postoji.', en: 'This address does not exist.' },
  licence_not_found: {
    srp: 'Sajt na ovoj adresi ne postoji.',
    en: 'There is no site at this address.',
  },
  licence_not_active: {
    srp: 'Ovaj sajt trenutno nije aktivan.',
    en: 'This site is not active at the moment.',
  },
  licence_required: {
    srp: 'Ovaj poziv se odnosi na sajt; pozovite ga sa adrese sajta.',
    en: 'This call belongs to a site; call it from the site address.',
  },
  unauthorized: { srp: 'Neovlašćen pristup!', en: 'Unauthorized access!' },
  login_required: {
    srp: 'Morate biti prijavljeni.',
    en: 'You need to be logged in.',
  },
  session_expired: {
    srp: 'Vaša sesija je istekla, molimo prijavite se ponovo.',
    en: 'Your session has expired, please login again',
  },
  too_many_requests: {
    srp: 'Previše pokušaja. Pokušajte ponovo za {seconds} s.',
    en: 'Too many attempts. Try again in {seconds} s.',
  },
  too_many_images: {
    srp: 'Poslali ste previše slika za kratko vreme. Pokušajte ponovo za {seconds} s.',
    en: 'You have sent too many images in a short time. Try again in {seconds} s.',
  },
  conflict: { srp: 'Sukob sa postojećim podacima.', en: 'This conflicts with existing data.' },
  internal: {
    srp: 'Došlo je do greške na serveru. Pokušajte ponovo.',
    en: 'Something went wrong on the server. Please try again.',
  },
  database_unavailable: { srp: 'Baza podataka nije dostupna.', en: 'The database is unavailable.' },

  // Validation (field level)
  field_required: { srp: 'Ovo polje je obavezno.', en: 'This field is required.' },
  field_min_length: {
    srp: 'Unesite najmanje {min} znaka.',
    en: 'Enter at least {min} characters.',
  },
  field_max_length: {
    srp: 'Unesite najviše {max} znakova.',
    en: 'Enter at most {max} characters.',
  },
  field_min_value: { srp: 'Unesite broj od najmanje {min}.', en: 'Enter a number of at least {min}.' },
  field_max_value: { srp: 'Unesite broj od najviše {max}.', en: 'Enter a number of at most {max}.' },
  field_max_items: { srp: 'Dodajte najviše {max}.', en: 'Add at most {max}.' },
  field_invalid: { srp: 'Vrednost nije ispravna.', en: 'The value is not valid.' },
  field_invalid_choice: {
    srp: 'Izaberite jednu od ponuđenih vrednosti.',
    en: 'Choose one of the offered values.',
  },
  field_number: { srp: 'Unesite broj.', en: 'Enter a number.' },
  field_min_items: {
    srp: 'Dodajte najmanje {min}.',
    en: 'Add at least {min}.',
  },
  email_invalid: { srp: 'E-adresa nije ispravna.', en: 'The e-mail address is not valid.' },
  phone_invalid: {
    srp: 'Telefon sme da sadrži samo cifre, najmanje {min}.',
    en: 'The phone may contain digits only, at least {min}.',
  },
  terms_required: {
    srp: 'Morate prihvatiti uslove korišćenja.',
    en: 'You must accept the terms of use.',
  },
  captcha_wrong: { srp: 'Pogrešna captcha', en: 'Wrong Captcha' },
  passwords_same: {
    srp: 'Nova lozinka mora da se razlikuje od stare.',
    en: 'The new password must differ from the old one.',
  },
  photo_format_invalid: {
    srp: 'Format vaše fotografije nije ispravan',
    en: 'Format of your photo is not valid',
  },
  stock_photo_invalid: {
    srp: 'Izabrana fotografija iz galerije nije pronađena.',
    en: 'The chosen stock photo was not found.',
  },
  stock_unavailable: {
    srp: 'Galerija fotografija trenutno nije dostupna. Pokušajte ponovo kasnije.',
    en: 'The stock photo service is not available at the moment. Please try again later.',
  },

  status_transition_invalid: {
    srp: 'Ova promena statusa nije dozvoljena (sa „{from}“).',
    en: 'This status change is not allowed (from "{from}").',
  },

  // Moderation (decision 0011)
  moderation_conflict: { srp: 'Ova stavka je već moderirana.', en: 'This item was already moderated.' },
  moderation_item_changed: {
    srp: 'Ova stavka je u međuvremenu izmenjena. Osvežite je i pogledajte ponovo.',
    en: 'This item changed in the meantime. Reload it and look again.',
  },
  revision_pending: {
    srp: 'Izmena ove stavke čeka moderaciju. Prvo je odobrite, vratite na doradu ili odbijte.',
    en: 'An edit of this item waits for moderation. Approve it, send it back or disapprove it first.',
  },
  moderation_approved: { srp: 'Odobreno.', en: 'Approved.' },
  moderation_disapproved: { srp: 'Odbijeno.', en: 'Disapproved.' },
  moderation_edit_requested: {
    srp: 'Vraćeno autoru na doradu.',
    en: 'Sent back to the author for changes.',
  },
  moderation_kind_blog: { srp: 'blog', en: 'blog' },
  moderation_kind_product: { srp: 'proizvod', en: 'product' },
  moderation_kind_catalog: { srp: 'katalog', en: 'catalog' },
  mail_moderation_approved_subject: { srp: 'Odobreno: {title}', en: 'Approved: {title}' },
  mail_moderation_approved_body: {
    srp: 'Zdravo {name},\n\nvaš {kind} „{title}“ je odobren i sada se vidi na sajtu {site}:\n{link}',
    en: 'Hello {name},\n\nyour {kind} "{title}" is approved and can now be seen on {site}:\n{link}',
  },
  mail_moderation_revision_approved_body: {
    srp: 'Zdravo {name},\n\nvaše izmene na stavci „{title}“ ({kind}) su odobrene i sada se vide na sajtu {site}:\n{link}',
    en: 'Hello {name},\n\nyour changes to the {kind} "{title}" are approved and can now be seen on {site}:\n{link}',
  },
  mail_moderation_disapproved_subject: { srp: 'Nije odobreno: {title}', en: 'Not approved: {title}' },
  mail_moderation_disapproved_body: {
    srp: 'Zdravo {name},\n\nvaš {kind} „{title}“ nije odobren i neće biti objavljen na sajtu {site}. Ako želite da ga objavite, unesite ga ponovo:\n{link}',
    en: 'Hello {name},\n\nyour {kind} "{title}" was not approved and will not be published on {site}. To publish it, enter it again:\n{link}',
  },
  mail_moderation_revision_disapproved_body: {
    srp: 'Zdravo {name},\n\nvaše izmene na stavci „{title}“ ({kind}) nisu odobrene. Na sajtu {site} ostaje objavljena prethodna verzija. Izmene možete uneti ponovo:\n{link}',
    en: 'Hello {name},\n\nyour changes to the {kind} "{title}" were not approved. {site} keeps showing the version published before. You can enter the changes again:\n{link}',
  },
  mail_moderation_edit_requested_subject: { srp: 'Potrebna dorada: {title}', en: 'Changes requested: {title}' },
  mail_moderation_edit_requested_body: {
    srp: 'Zdravo {name},\n\nvaš {kind} „{title}“ treba doraditi pre objavljivanja na sajtu {site}. Napomena moderatora:\n\n{remark}\n\nIzmenite ga ovde:\n{link}',
    en: 'Hello {name},\n\nyour {kind} "{title}" needs changes before it can be published on {site}. The moderator’s remark:\n\n{remark}\n\nEdit it here:\n{link}',
  },

  // Accounts
  account_exists: { srp: 'Nalog već postoji!', en: 'Account already exists!' },
  username_taken: {
    srp: 'Ovo korisničko ime je zauzeto.',
    en: 'This username is taken.',
  },
  login_error: {
    srp: 'Pogrešna e-adresa ili lozinka.',
    en: 'Wrong e-mail or password.',
  },
  account_not_validated: {
    srp: 'Nalog još nije potvrđen. Proverite e-poštu.',
    en: 'The account is not confirmed yet. Check your e-mail.',
  },
  account_blocked: { srp: 'Ovaj nalog je blokiran.', en: 'This account is blocked.' },
  registration_disabled: {
    srp: 'Prijava i registracija su isključene na ovom sajtu.',
    en: 'Login and registration are turned off on this site.',
  },
  registered_check_mail: {
    srp: 'Registracija je uspela. Potvrdite nalog preko linka koji smo poslali na {email}.',
    en: 'You are registered. Confirm your account with the link we sent to {email}.',
  },
  account_validated: {
    srp: 'Nalog je potvrđen. Sada se možete prijaviti.',
    en: 'Your account is confirmed. You can log in now.',
  },
  token_invalid: {
    srp: 'Link nije ispravan ili je istekao.',
    en: 'The link is not valid or has expired.',
  },
  reset_sent: {
    srp: 'Ako nalog postoji, poslali smo link za novu lozinku na {email}.',
    en: 'If the account exists, we sent a password reset link to {email}.',
  },
  password_reset_done: {
    srp: 'Lozinka je promenjena. Prijavite se novom lozinkom.',
    en: 'Your password is changed. Log in with the new password.',
  },
  password_changed: { srp: 'Lozinka je promenjena.', en: 'Your password is changed.' },
  password_wrong: { srp: 'Trenutna lozinka nije tačna.', en: 'The current password is wrong.' },
  logged_out: { srp: 'Odjavljeni ste.', en: 'You are logged out.' },
  social_disabled: {
    srp: 'Prijava preko {provider} nije uključena.',
    en: 'Sign-in with {provider} is not enabled.',
  },
  social_failed: {
    srp: 'Prijava preko društvene mreže nije uspela.',
    en: 'Social sign-in failed.',
  },

  // Categories and attributes
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

  // Catalogs and search
  catalog_category_invalid: {
    srp: 'Izaberite aktivnu kategoriju proizvoda i kataloga.',
    en: 'Choose an active category of products and catalogs.',
  },
  catalog_products_invalid: {
    srp: 'Proizvodi {ids} ne postoje ili nisu vaši.',
    en: 'Products {ids} do not exist or are not yours.',
  },
  catalog_author_invalid: { srp: 'Izabrani autor ne postoji.', en: 'The chosen author does not exist.' },
  search_disabled: { srp: 'Pretraga je isključena na ovom sajtu.', en: 'Search is turned off on this site.' },

  // Contents
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
  // Media fields and places (decision 0014)
  location_pick_required: {
    srp: 'Izaberite lokaciju sa liste predloga.',
    en: 'Choose the location from the list of suggestions.',
  },
  photo_too_large: {
    srp: 'Fotografija je prevelika (najviše {max} MB).',
    en: 'The photo is too large (at most {max} MB).',
  },

  // Comments
  comments_not_allowed: {
    srp: 'Komentari nisu dozvoljeni na ovom sadržaju.',
    en: 'Comments are not allowed on this content.',
  },
  comment_reply_invalid: {
    srp: 'Možete odgovoriti samo na odobren komentar ovog sadržaja.',
    en: 'You can reply only to an approved comment of this content.',
  },
  comment_already_moderated: {
    srp: 'Ovaj komentar je već moderiran.',
    en: 'This comment has already been moderated.',
  },

  // Mail
  mail_validate_subject: { srp: 'Potvrdite nalog na sajtu {site}', en: 'Confirm your account at {site}' },
  mail_validate_body: {
    srp: 'Zdravo {name},\n\nda biste potvrdili nalog na sajtu {site}, otvorite ovaj link:\n{link}\n\nLink važi {hours} sati.',
    en: 'Hello {name},\n\nto confirm your account at {site}, open this link:\n{link}\n\nThe link is valid for {hours} hours.',
  },
  mail_reset_subject: { srp: 'Nova lozinka za {site}', en: 'A new password for {site}' },
  mail_reset_body: {
    srp: 'Zdravo {name},\n\nza novu lozinku na sajtu {site} otvorite ovaj link:\n{link}\n\nLink važi {hours} sati. Ako niste tražili novu lozinku, zanemarite ovu poruku.',
    en: 'Hello {name},\n\nto set a new password at {site}, open this link:\n{link}\n\nThe link is valid for {hours} hours. If you did not ask for it, ignore this message.',
  },
  // User administration (issue 12)
  superadmin_protected: { srp: 'Ne možete blokirati superadmina.', en: 'You can not block superadmin' },
  self_lockout: {
    srp: 'Ne možete blokirati, obrisati niti sebi oduzeti administraciju sopstvenog naloga.',
    en: 'You cannot block or delete your own account, or take user administration from yourself.',
  },
  email_taken: { srp: 'Ova e-adresa je već u upotrebi.', en: 'This e-mail address is already in use.' },
  birthdate_in_future: {
    srp: 'Datum rođenja ne može biti u budućnosti.',
    en: 'The birthdate cannot be in the future.',
  },
  user_deleted: { srp: 'Korisnik je obrisan.', en: 'The user has been deleted.' },
  user_created: { srp: 'Korisnik je napravljen.', en: 'The user has been created.' },
  user_updated: { srp: 'Podaci korisnika su sačuvani.', en: 'The user has been saved.' },
  user_blocked: { srp: 'Korisnik je blokiran.', en: 'The user has been blocked.' },
  user_activated: { srp: 'Korisnik je aktiviran.', en: 'The user has been activated.' },
  user_already_deleted: { srp: 'Ovaj korisnik je obrisan.', en: 'This user has been deleted.' },
  mail_sent: { srp: 'Poruka je poslata.', en: 'The message has been sent.' },
  mail_invite_subject: { srp: 'Vaš nalog na sajtu {site}', en: 'Your account at {site}' },
  mail_invite_body: {
    srp: 'Zdravo {name},\n\nza vas je napravljen nalog na sajtu {site}. Lozinku postavite preko ovog linka:\n{link}\n\nLink važi {hours} sati.',
    en: 'Hello {name},\n\nan account has been made for you at {site}. Set your password through this link:\n{link}\n\nThe link is valid for {hours} hours.',
  },
  mail_admin_message_footer: {
    srp: 'Ovu poruku vam je poslao administrator sajta {site}.',
    en: 'This message was sent to you by an administrator of {site}.',
  },
  profile_saved: { srp: 'Profil je sačuvan.', en: 'Your profile has been saved.' },
  profile_wrong_kind: {
    srp: 'Ovaj poziv nije za vrstu vašeg naloga.',
    en: 'This call is not for your kind of account.',
  },
  avatar_required: { srp: 'Dodajte profilnu sliku.', en: 'Add a profile picture.' },
  // Site settings (issue 12, SPEC §5)
  logo_required: { srp: 'Logo je obavezan.', en: 'The logo is required.' },
  logo_png_required: { srp: 'Logo mora biti PNG slika.', en: 'The logo must be a PNG image.' },
  link_internal_only: {
    srp: 'Link dugmeta sme da sadrži samo slova, brojeve, - i _ i vodi na stranu ovog sajta.',
    en: 'The button link may hold only letters, digits, - and _ and leads to a page of this site.',
  },
  button_text_and_link: {
    srp: 'Dugme traži i tekst i link.',
    en: 'The button needs both a text and a link.',
  },
  site_saved: { srp: 'Podešavanja sajta su sačuvana.', en: 'The site settings have been saved.' },
  greetings_saved: { srp: 'Poruke dobrodošlice su sačuvane.', en: 'The greeting messages have been saved.' },
  terms_saved: { srp: 'Uslovi su sačuvani.', en: 'The terms have been saved.' },
  login_registration_on: {
    srp: 'Prijava i registracija su uključene.',
    en: 'Login and registration are turned on.',
  },
  login_registration_off: {
    srp: 'Prijava i registracija su isključene.',
    en: 'Login and registration are turned off.',
  },
  search_on: { srp: 'Pretraga je uključena.', en: 'Search is turned on.' },
  search_off: { srp: 'Pretraga je isključena.', en: 'Search is turned off.' },
  // Own profiles (issue 12)
  email_not_editable: {
    srp: 'E-adresu naloga menja administrator sajta.',
    en: 'The account’s e-mail address is changed by the site’s administrator.',
  },
  location_in_use: {
    srp: 'Na lokaciji „{address}“ se nudi proizvoda: {count}. Uklonite je iz tih proizvoda pre nego što je obrišete.',
    en: 'Products offered at “{address}”: {count}. Remove the location from them before deleting it.',
  },
  location_unknown: {
    srp: 'Ova lokacija nije među vašim lokacijama.',
    en: 'This location is not one of yours.',
  },
  web_link_invalid: {
    srp: 'Unesite adresu stranice koja počinje sa https:// (ili http://).',
    en: 'Enter the address of a web page, starting with https:// (or http://).',
  },
  user_delete_name_clash: {
    srp: 'Korisnik nije obrisan: ime koje obrisani nalog dobija upravo ima drugi nalog. Ništa nije promenjeno, pokušajte ponovo.',
    en: 'The user was not deleted: another account has the name a deleted account is given. Nothing was changed; please try again.',
  },
  client_username_is_email: {
    srp: 'Korisničko ime klijenta je njegova e-adresa: promenite e-adresu i korisničko ime se menja sa njom.',
    en: "A client's username is their e-mail address: change the e-mail and the username changes with it.",
  },
  // Each capability since issue 13 keeps its messages in its own file under messages/.
  ...SALES_MESSAGES,
  ...SALES_CONSOLE_MESSAGES,
  ...PAYMENTS_MESSAGES,
  ...DOMAINS_MESSAGES,
  ...EXCHANGE_RATES_MESSAGES,
  ...LICENCE_JOBS_MESSAGES,
  ...WIDGETS_MESSAGES,
  ...CONTACT_SERVICES_MESSAGES,
  ...BIDDING_MESSAGES,
  ...PLANNERS_MESSAGES,
  ...SITE_LOOK_MESSAGES,
  ...TOURS_MESSAGES,
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TMessageKey = keyof typeof MESSAGES;
export type TMessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(MESSAGES, key);
}

export function formatMessage(key: TMessageKey, language: TLanguage, params: TMessageParams = {}): string {
  const template: string = MESSAGES[key][language] ?? MESSAGES[key][DEFAULT_LANGUAGE];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Picks the language from an Accept-Language header; Serbian in any script or region is `srp`. */
export function languageFromHeader(header: string | undefined, fallback: TLanguage = DEFAULT_LANGUAGE): TLanguage {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.find((a) => a.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'sr' || primary === 'srp' || primary === 'sh' || primary === 'hr' || primary === 'bs') return 'srp';
    if (primary === 'en') return 'en';
    if ((LANGUAGES as readonly string[]).includes(primary ?? '')) return primary as TLanguage;
  }
  return fallback;
}
