/** Messages of contact services and the contact form (issue 14), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const CONTACT_SERVICES_MESSAGES = {
  contact_service_created: { srp: 'Kontakt služba je dodata.', en: 'The contact service was added.' },
  contact_service_deleted: { srp: 'Kontakt služba je obrisana.', en: 'The contact service was deleted.' },
  contact_services_limit: {
    srp: 'Sajt može imati najviše {max} kontakt službi.',
    en: 'A site can have at most {max} contact services.',
  },
  contact_service_name_taken: {
    srp: 'Kontakt služba sa ovim nazivom već postoji.',
    en: 'A contact service with this name already exists.',
  },
  contact_submission_not_failed: {
    srp: 'Ponovo se šalje samo poruka čije slanje nije uspelo.',
    en: 'Only a message whose sending failed can be sent again.',
  },
  contact_submission_requeued: {
    srp: 'Poruka je ponovo poslata na slanje.',
    en: 'The message was queued to be sent again.',
  },
  contact_message_sent: {
    srp: 'Poruka je primljena i prosleđena. Hvala!',
    en: 'Your message was received and passed on. Thank you!',
  },
  contact_attachment_kind: {
    srp: 'Prilog mora biti slika, PDF ili kancelarijski dokument (Word, Excel, OpenDocument).',
    en: 'The attachment must be a picture, a PDF or an office document (Word, Excel, OpenDocument).',
  },
  contact_attachment_too_large: {
    srp: 'Prilog je prevelik (najviše {max} MB).',
    en: 'The attachment is too large (at most {max} MB).',
  },
  contact_too_many: {
    srp: 'Sa ove adrese je poslato previše poruka. Pokušajte ponovo za sat vremena.',
    en: 'Too many messages were sent from this address. Try again in an hour.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
