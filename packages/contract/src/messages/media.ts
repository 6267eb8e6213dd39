/** Messages of media fields and places (decision 0014), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const MEDIA_MESSAGES = {
  location_pick_required: {
    srp: 'Izaberite lokaciju sa liste predloga.',
    en: 'Choose the location from the list of suggestions.',
  },
  photo_too_large: {
    srp: 'Fotografija je prevelika (najviše {max} MB).',
    en: 'The photo is too large (at most {max} MB).',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
