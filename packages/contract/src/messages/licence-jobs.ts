/**
 * Messages of the licence's background work (issue 13, decision 0025): the renewal reminder mails and the app builds,
 * spread into the one catalogue (../messages.ts).
 */
import type { TLanguage } from '../constants';

export const LICENCE_JOBS_MESSAGES = {
  // Renewal reminders (modules/platform/licence-schedule): 30, 7 and 1 days before the licence's term ends.
  mail_renewal_reminder_subject: {
    srp: 'Licenca za sajt {site} ističe {when}',
    en: 'The licence of {site} expires {when}',
  },
  mail_renewal_reminder_body: {
    srp: 'Poštovani {name},\n\nlicenca za vaš sajt {site} ({url}) ističe {date}, {when}.\n\nPosle toga sajt ostaje vidljiv, ali se više ne može menjati; podaci se čuvaju još {grace} dana, a sajt nastavlja da radi čim se licenca obnovi.\n\nLicencu obnavljate za još godinu dana u Izlog konzoli: {renew}\n\nAko ste licencu već obnovili, zanemarite ovu poruku.\n\nIzlog',
    en: 'Hello {name},\n\nthe licence of your site {site} ({url}) expires on {date}, {when}.\n\nAfter that the site stays visible but can no longer be changed; its data is kept for another {grace} days, and the site carries on as soon as the licence is renewed.\n\nRenew it for another year in the Izlog console: {renew}\n\nIf you have already renewed the licence, please ignore this message.\n\nIzlog',
  },
  renewal_when_today: { srp: 'danas', en: 'today' },
  renewal_when_tomorrow: { srp: 'sutra', en: 'tomorrow' },
  renewal_when_days: { srp: 'za {days} dana', en: 'in {days} days' },
  /** Serbian counts 21, 31… with the singular. */
  renewal_when_days_one: { srp: 'za {days} dan', en: 'in {days} days' },
  // App builds (modules/platform/app-builds).
  app_build_paid_only: {
    srp: 'Nativna aplikacija pravi se samo za plaćene licence (osnovna i e-prodavnica); sajt sa besplatnom licencom ima svoju veb-aplikaciju koja se instalira iz pregledača.',
    en: 'A native app is built only for paid licences (basic and e-commerce); a site on a free licence has its own web app, installed from the browser.',
  },
  app_build_licence_inactive: {
    srp: 'Aplikacija se pravi samo za aktivnu licencu.',
    en: 'An app is built only for an active licence.',
  },
  app_icon_too_small: {
    srp: 'Za ikone aplikacije logo mora biti kvadrat od najmanje {size} × {size} piksela. Postavite veći logo u podešavanjima sajta.',
    en: "The app icons need a square logo of at least {size} × {size} pixels. Set a larger logo in the site's settings.",
  },
  app_icon_not_square: {
    srp: 'Za ikone aplikacije logo mora biti kvadratan (iste širine i visine), najmanje {size} × {size} piksela. Postavite kvadratni logo u podešavanjima sajta.',
    en: "The app icons need a square logo (as wide as it is high), at least {size} × {size} pixels. Set a square logo in the site's settings.",
  },
  app_icon_missing: {
    srp: 'Za ikone aplikacije potreban je logo: kvadratna slika od najmanje {size} × {size} piksela. Postavite logo u podešavanjima sajta.',
    en: "The app icons are drawn from the site's logo: set a square logo of at least {size} × {size} pixels in the site's settings.",
  },
  android_app_link_invalid: {
    srp: 'Unesite adresu aplikacije na Google Play-u, na primer https://play.google.com/store/apps/details?id=rs.izlog.moj_sajt.',
    en: "Enter the app's address on Google Play, for example https://play.google.com/store/apps/details?id=rs.izlog.my_site.",
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
