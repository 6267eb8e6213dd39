/** Messages of planners (issue 15), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const PLANNERS_MESSAGES = {
  planner_currency_unknown: { srp: 'Izaberite dinar ili evro.', en: 'Choose dinars or euros.' },
  planner_currency_required: { srp: 'Izaberite valutu cene.', en: 'Choose the price’s currency.' },
  planner_price_invalid: {
    srp: 'Unesite cenu od 0 do 99.999.999,99, sa najviše dve decimale.',
    en: 'Enter a price from 0 to 99,999,999.99, with at most two decimals.',
  },
  planner_price_too_high: {
    srp: 'Cena ovog proizvoda je veća od 99.999.999,99, koliko planer može da sabere.',
    en: 'This product costs more than 99,999,999.99, the most a planner can add up.',
  },
  planner_date_invalid: { srp: 'Unesite ispravan datum (GGGG-MM-DD).', en: 'Enter a valid date (YYYY-MM-DD).' },
  planner_time_invalid: { srp: 'Unesite vreme u obliku SS:MM.', en: 'Enter the time as HH:MM.' },
  planner_date_required: {
    srp: 'Zadatak mora imati datum i vreme.',
    en: 'A task needs a date and a time.',
  },
  planner_category_unknown: {
    srp: 'Izaberite jednu od kategorija sajta.',
    en: 'Choose one of the site’s categories.',
  },
  planner_item_not_task: {
    srp: 'Povezani proizvod ili katalog se ne menja ovim obrascem.',
    en: 'A linked product or catalog is not changed with this form.',
  },
  planner_limit: {
    srp: 'Možete imati najviše {max} planera.',
    en: 'You can keep at most {max} planners.',
  },
  planner_items_limit: {
    srp: 'Planer može imati najviše {max} stavki.',
    en: 'A planner can hold at most {max} items.',
  },
  planner_same_planner: {
    srp: 'Stavka je već u tom planeru.',
    en: 'The item is already in that planner.',
  },
  planner_item_linked: {
    srp: 'Dodato u planer „{planner}“.',
    en: 'Added to the planner “{planner}”.',
  },
  planner_item_already_linked: {
    srp: 'Ovo je već u planeru „{planner}“.',
    en: 'This is already in the planner “{planner}”.',
  },
  planner_item_changed: {
    srp: 'Vlasnik je u međuvremenu izmenio ovu stavku. Pogledajte novu verziju pre odluke.',
    en: 'The owner has changed this item meanwhile. Read the new version before deciding.',
  },
  planner_changed: {
    srp: 'Vlasnik je u međuvremenu izmenio ovaj planer. Pogledajte novu verziju pre odluke.',
    en: 'The owner has changed this planner meanwhile. Read the new version before deciding.',
  },
  planner_not_waiting: {
    srp: 'Ovaj planer ne čeka moderaciju.',
    en: 'This planner is not waiting for moderation.',
  },
  planner_item_date_required: {
    srp: 'Vreme se može sačuvati samo uz datum.',
    en: 'A time can only be saved with a date.',
  },
  planner_item_not_waiting: {
    srp: 'Ova stavka ne čeka moderaciju.',
    en: 'This item is not waiting for moderation.',
  },
  // The calendar file and the reminder mail (issue 15 part 5).
  planner_calendar_price: { srp: 'Cena: {amount}', en: 'Price: {amount}' },
  mail_planner_reminder_subject: { srp: 'Podsetnik za sutra: {title}', en: 'Reminder for tomorrow: {title}' },
  mail_planner_reminder_subject_more: {
    srp: 'Podsetnik za sutra: {title} i još {more}',
    en: 'Reminder for tomorrow: {title} and {more} more',
  },
  mail_planner_reminder_body: {
    srp: 'Zdravo {name},\n\nevo šta ste u planerima zakazali za sutra, {date}:\n\n{items}\n\nPodsetnik stiže dan ranije za svaku stavku planera koja ima datum.\n\n{site}',
    en: 'Hello {name},\n\nhere is what your planners hold for tomorrow, {date}:\n\n{items}\n\nA reminder comes the day before for every planner item with a date.\n\n{site}',
  },
  planner_reminder_all_day: { srp: 'ceo dan', en: 'all day' },
  planner_reminder_place: { srp: 'Mesto: {place}', en: 'Place: {place}' },
  planner_reminder_planner: { srp: 'Planer „{planner}“: {url}', en: 'Planner “{planner}”: {url}' },
} as const satisfies Record<string, Record<TLanguage, string>>;
