/** Messages of the guided tours (issue 16), spread into the one catalogue. */
import type { TLanguage } from '../constants';

export const TOURS_MESSAGES = {
  tour_step_past_end: {
    srp: 'Obilazak nema toliko koraka: najveći korak je {last}.',
    en: 'The tour has no such step: the last step is {last}.',
  },
  tour_version_unknown: {
    srp: 'Ova verzija obilaska ne postoji: najnovija je {version}.',
    en: 'This version of the tour does not exist: the newest is {version}.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
