/**
 * The cache root of the pages' widgets ('content-widgets'): the widget modal keeps its layouts and settings under it
 * too, so one invalidation after a write refreshes the modal and the page behind it alike.
 */
export const widgetKeys = {
  all: ['content-widgets'] as const,
};
