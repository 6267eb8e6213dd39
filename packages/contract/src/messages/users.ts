/** Messages of user administration (issue 12): the admin's changes, invitations and mails to a user, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const USERS_MESSAGES = {
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
    srp: 'Zdravo {name},\n\nza vas je napravljen nalog na sajtu {site}. Lozinku postavite preko ovog linka:\n{link}\n\nLink važi {hours|sat|sata|sati}.',
    en: 'Hello {name},\n\nan account has been made for you at {site}. Set your password through this link:\n{link}\n\nThe link is valid for {hours} hours.',
  },
  mail_admin_message_footer: {
    srp: 'Ovu poruku vam je poslao administrator sajta {site}.',
    en: 'This message was sent to you by an administrator of {site}.',
  },
  user_delete_name_clash: {
    srp: 'Korisnik nije obrisan: ime koje obrisani nalog dobija upravo ima drugi nalog. Ništa nije promenjeno, pokušajte ponovo.',
    en: 'The user was not deleted: another account has the name a deleted account is given. Nothing was changed; please try again.',
  },
  client_username_is_email: {
    srp: 'Korisničko ime klijenta je njegova e-adresa: promenite e-adresu i korisničko ime se menja sa njom.',
    en: "A client's username is their e-mail address: change the e-mail and the username changes with it.",
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
