/** Messages of comments, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const COMMENTS_MESSAGES = {
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
} as const satisfies Record<string, Record<TLanguage, string>>;
