/**
 * The cache root of categories and content types: the menu and category pages here, and what other features keep
 * under it (category administration, the editors' and widgets' choices, planner task options), so that a change in
 * category administration refreshes them all with one invalidation.
 */
export const categoryKeys = {
  all: ['categories'] as const,
  /** The content types of the site menu, in their order: the header's menu and category administration share it. */
  contentTypeOptions: ['categories', 'content-type-options'] as const,
};
