/** English texts of the site search: its field and its results. */
import type { TTranslations } from './srp';

export const searchEn: TTranslations['search'] = {
  open: 'Search',
  title: 'Search the site',
  label: 'What are you looking for?',
  submit: 'Search',
  resultsFor: 'Results for “{{q}}”',
  found: 'Found: {{count}}',
  noMatch: 'No results for “{{q}}”.',
  noMatchTip: 'Try fewer words or another spelling.',
  emptyQuery: 'Type what you are looking for.',
  disabled: 'Search is turned off on this site.',
  types: {
    product: 'Product',
    article: 'News',
    blog: 'Blog',
    staticPage: 'Page',
    catalog: 'Catalog',
  },
};
