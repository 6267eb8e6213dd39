/** English texts of the widgets on the site's pages (the position-one block and positions one to three). */
import type { TTranslations } from './srp';

export const widgetsEn: TTranslations['widgets'] = {
  loading: 'Loading widgets…',
  loadFailed: 'The widgets of this page cannot be loaded at the moment.',
  leadFailed: 'The featured content cannot be loaded at the moment.',
};
