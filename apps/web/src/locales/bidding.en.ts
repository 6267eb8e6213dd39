/**
 * English texts of paid first places (issue 14): the editor's bidding tab, the first places page with each item's
 * report and the duration, and the "Sponsored" mark visitors see in category lists.
 */
import type { TTranslations } from './srp';

export const biddingEn: TTranslations['bidding'] = {
  sponsored: 'Sponsored',
  states: { scheduled: 'Scheduled', active: 'Active', ended: 'Ended', disabled: 'Switched off' },
  tab: {
    title: 'First place in its category',
    intro:
      'A first place puts this item at the top of its category’s list, marked “Sponsored”, from the chosen day for the duration the site has set.',
    onlyProductsAndCatalogs: 'A first place in a category list can be given to a product or a catalog.',
    saveFirst: 'Save the item to place it first.',
    duration: 'How long a first place lasts on this site (days): {{count}}',
    startDate: 'Start',
    startDateHint: 'Today or a later day.',
    period: 'First from {{start}} to {{end}}, both days included.',
    place: 'Place first',
    placesTitle: 'This item’s first places',
    noPlaces: 'This item has not been placed first yet.',
    loadFailed: 'This item’s first places could not be loaded.',
  },
  item: {
    period: '{{start}} – {{end}}',
    periodLabel: 'Period',
    category: 'Category',
    remainingDays: 'Days left',
    impressions: 'Impressions',
    clicks: 'Clicks',
    disable: 'Switch off',
    disableTitle: 'Switch off this first place?',
    disableMessage:
      '“{{title}}” leaves the first place in “{{category}}” at once and goes back to its usual place. This cannot be undone; you can place it first again later.',
    disableConfirm: 'Switch off the first place',
    showReport: 'Report',
    hideReport: 'Hide report',
  },
  page: {
    title: 'First places',
    intro:
      'Products and catalogs placed first in their categories’ lists: how often they were shown and opened. You place an item first on the “Bidding” tab of its product or catalog editor.',
    filtersLabel: 'First place filters',
    state: 'State',
    allStates: 'All states',
    category: 'Category',
    allCategories: 'All categories',
    listLabel: 'First places',
    empty: 'No item has been placed first yet.',
    emptyFiltered: 'No first places match these filters.',
    loadFailed: 'The first places could not be loaded.',
    edit: 'Edit the item',
  },
  report: {
    title: 'Impressions and clicks per day: {{title}}',
    caption: 'Impressions and clicks per day',
    day: 'Day',
    total: 'Total',
    empty: 'No impressions or clicks yet.',
    loadFailed: 'The report could not be loaded.',
    legendLabel: 'Chart legend',
  },
  duration: {
    title: 'First place duration',
    hint: 'How many days each new first place lasts ({{min}} to {{max}}). First places already set keep their dates.',
    label: 'Duration (days)',
    value: 'Days: {{count}}',
    save: 'Save the duration',
  },
};
