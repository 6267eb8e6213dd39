/**
 * The cache root of content (products, blogs and the other content types): the public lists and pages here, and what
 * other features keep under it (the back office's lists and editors, profile listings, widget previews), so that one
 * invalidation after a write or a moderation refreshes every screen that may show a content item.
 */
export const contentKeys = {
  all: ['contents'] as const,
};
