/**
 * English texts of public planners (issue 15, SPEC §2 PublicPlannerItems): the list of planners their owners shared,
 * one planner's items by category, and the footer's link.
 */
import type { TTranslations } from './srp';

export const publicPlannersEn: TTranslations['publicPlanners'] = {
  footerLink: 'Planners',
  list: {
    title: 'Planners',
    lead: 'Events and home projects our users have shared: their tasks, dates and products.',
    empty: 'Nobody has shared a planner yet.',
    label: 'Public planners',
    owner: 'A planner by {{name}}',
    itemsCount: 'Items: {{count}}',
  },
  page: {
    owner: 'A planner by',
    itemsCount: 'Public items: {{count}}',
    empty: 'This planner has no items shown publicly yet.',
    noCategory: 'Other',
    itemsOf: 'Items: {{category}}',
    kinds: { task: 'Task', product: 'Product', catalog: 'Catalog' },
    when: 'When',
    where: 'Where',
    price: 'Price',
    atTime: '{{date}} at {{time}}',
    openProduct: 'See the product',
    openCatalog: 'See the catalog',
    allPlanners: 'All public planners',
  },
};
