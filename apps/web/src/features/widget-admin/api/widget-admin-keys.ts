/**
 * Query keys of the widget modal. They sit under 'content-widgets', the root the pages' widget lists use too, so one
 * invalidation after a write refreshes the modal and the page behind it alike.
 */
export const widgetAdminKeys = {
  all: ['content-widgets'] as const,
  layout: (pageName: string) => ['content-widgets', 'admin-layout', pageName] as const,
  settings: (id: number) => ['content-widgets', 'settings', id] as const,
};
