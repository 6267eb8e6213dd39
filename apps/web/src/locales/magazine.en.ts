/** English texts of the magazine theme (template 3): what only its pages say (a product's fact box, a story's reading time). */
import type { TTranslations } from './srp';

export const magazineEn: TTranslations['magazine'] = {
  factBox: 'At a glance',
  readingTime: 'Reading time: {{count}} min',
};
