/** Messages of accounts: registration, login, passwords, social sign-in and their mails, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const ACCOUNTS_MESSAGES = {
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
  mail_validate_subject: { srp: 'Potvrdite nalog na sajtu {site}', en: 'Confirm your account at {site}' },
  mail_validate_body: {
    srp: 'Zdravo {name},\n\nda biste potvrdili nalog na sajtu {site}, otvorite ovaj link:\n{link}\n\nLink važi {hours|sat|sata|sati}.',
    en: 'Hello {name},\n\nto confirm your account at {site}, open this link:\n{link}\n\nThe link is valid for {hours} hours.',
  },
  mail_reset_subject: { srp: 'Nova lozinka za {site}', en: 'A new password for {site}' },
  mail_reset_body: {
    srp: 'Zdravo {name},\n\nza novu lozinku na sajtu {site} otvorite ovaj link:\n{link}\n\nLink važi {hours|sat|sata|sati}. Ako niste tražili novu lozinku, zanemarite ovu poruku.',
    en: 'Hello {name},\n\nto set a new password at {site}, open this link:\n{link}\n\nThe link is valid for {hours} hours. If you did not ask for it, ignore this message.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
