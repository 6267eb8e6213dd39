/** Messages of widgets (issue 14), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const WIDGETS_MESSAGES = {
  widget_page_invalid: {
    srp: 'Stranica nije ispravna: „home“ ili broj sadržaja ili kategorije.',
    en: 'The page is not valid: "home", or the number of a content or category.',
  },
  widget_content_type_or_tags: {
    srp: 'Izaberite vrstu sadržaja ili oznake koje vidžet prikazuje.',
    en: 'Choose a content type or the tags the widget shows.',
  },
  widget_content_type_invalid: {
    srp: 'Vidžet prikazuje blogove, vesti ili proizvode.',
    en: 'A widget shows blogs, articles or products.',
  },
  widget_contact_service_required: {
    srp: 'Izaberite kontakt službu kojoj forma šalje poruke.',
    en: 'Choose the contact service the form sends messages to.',
  },
  widget_layout_changed: {
    srp: 'Raspored ove stranice je u međuvremenu promenio neko drugi. Ništa nije promenjeno; pogledajte novi raspored i pokušajte ponovo.',
    en: 'Someone else changed this page’s layout in the meantime. Nothing was changed; look at the new layout and try again.',
  },
  widget_changed: {
    srp: 'Ovaj vidžet je u međuvremenu izmenio ili obrisao neko drugi. Ništa nije promenjeno; pogledajte ga ponovo.',
    en: 'Someone else changed or deleted this widget in the meantime. Nothing was changed; look at it again.',
  },
  widget_position_full: {
    srp: 'Na ovoj poziciji može biti najviše {max} vidžeta.',
    en: 'This position holds at most {max} widgets.',
  },
  widget_no_content: {
    srp: 'Nema sadržaja za zadati kriterijum.',
    en: 'No content for the given criterion.',
  },
  widget_added: { srp: 'Vidžet je dodat na stranicu.', en: 'The widget was added to the page.' },
  widget_updated: { srp: 'Vidžet je sačuvan.', en: 'The widget was saved.' },
  widget_moved: { srp: 'Vidžet je premešten.', en: 'The widget was moved.' },
  widget_deleted: { srp: 'Vidžet je obrisan.', en: 'The widget was deleted.' },
} as const satisfies Record<string, Record<TLanguage, string>>;
