/** Messages of moderation (decision 0011): the moderator's answers and the mails to the author, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const MODERATION_MESSAGES = {
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
  mail_moderation_disapproved_reason: {
    srp: 'Razlog koji je naveo moderator:\n\n{remark}',
    en: 'The reason the moderator gave:\n\n{remark}',
  },
  mail_moderation_edit_requested_subject: { srp: 'Potrebna dorada: {title}', en: 'Changes requested: {title}' },
  mail_moderation_edit_requested_body: {
    srp: 'Zdravo {name},\n\nvaš {kind} „{title}“ treba doraditi pre objavljivanja na sajtu {site}. Napomena moderatora:\n\n{remark}\n\nIzmenite ga ovde:\n{link}',
    en: 'Hello {name},\n\nyour {kind} "{title}" needs changes before it can be published on {site}. The moderator’s remark:\n\n{remark}\n\nEdit it here:\n{link}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
