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
  widget_page_unknown: {
    srp: 'Na ovom sajtu nema sadržaja ni kategorije sa brojem {id}.',
    en: 'This site has no content or category numbered {id}.',
  },
  widget_page_ambiguous: {
    srp: 'I sadržaj i kategorija imaju broj {id}: navedite koja je stranica (page_content_id ili page_category_id).',
    en: 'Both a content and a category are numbered {id}: say which page it is (page_content_id or page_category_id).',
  },
  widget_page_target_mismatch: {
    srp: 'Ovo mora biti broj same stranice ({id}).',
    en: 'This must be the page’s own number ({id}).',
  },
  widget_page_content_unknown: {
    srp: 'Na ovom sajtu nema sadržaja broj {id}.',
    en: 'This site has no content numbered {id}.',
  },
  widget_page_category_unknown: {
    srp: 'Na ovom sajtu nema kategorije broj {id}.',
    en: 'This site has no category numbered {id}.',
  },
  widget_page_fixed: {
    srp: 'Vidžet ostaje na svojoj stranici; za drugu stranicu dodajte novi.',
    en: 'A widget stays on its page; add a new one for another page.',
  },
  widget_contact_service_unknown: {
    srp: 'Ova kontakt služba ne postoji na sajtu.',
    en: 'This contact service does not exist on the site.',
  },
  widget_tags_unknown: {
    srp: 'Oznake {ids} ne postoje na ovom sajtu.',
    en: 'Tags {ids} do not exist on this site.',
  },
  widget_tag_related_content_page: {
    srp: 'Sadržaj povezan oznakama prikazuje se samo na stranici jednog sadržaja.',
    en: 'Tag-related content is shown only on the page of a single content.',
  },
  widget_added: { srp: 'Vidžet je dodat na stranicu.', en: 'The widget was added to the page.' },
  widget_updated: { srp: 'Vidžet je sačuvan.', en: 'The widget was saved.' },
  widget_moved: { srp: 'Vidžet je premešten.', en: 'The widget was moved.' },
  widget_deleted: { srp: 'Vidžet je obrisan.', en: 'The widget was deleted.' },
} as const satisfies Record<string, Record<TLanguage, string>>;
