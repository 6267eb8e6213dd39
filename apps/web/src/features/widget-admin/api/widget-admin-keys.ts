/**
 * Query keys of the widget modal. Its layouts and settings sit under the pages' widget root, so one invalidation after
 * a write refreshes the modal and the page behind it alike; its own choices (tags, contact services) have roots here.
 */
import { widgetKeys } from '@/features/widgets/api/widget-keys';

export const widgetAdminKeys = {
  all: widgetKeys.all,
  layout: (pageName: string) => [...widgetKeys.all, 'admin-layout', pageName] as const,
  settings: (id: number) => [...widgetKeys.all, 'settings', id] as const,
  tagSearch: (prefix: string) => ['tags', 'search', prefix] as const,
  /** The services a contact-form widget may offer; contact administration makes it stale when they change. */
  contactServices: ['contact-services'] as const,
};
