/**
 * The cache root of catalogs: the public lists and pages here, and what other features keep under it (the back
 * office's lists, editors and options, profile listings), so that one invalidation refreshes every screen of catalogs.
 */
export const catalogKeys = {
  all: ['catalogs'] as const,
};
