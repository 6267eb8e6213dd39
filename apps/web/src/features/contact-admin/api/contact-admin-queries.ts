/**
 * The query keys of contact administration, under the calls' own prefix: a change of the services makes every list of
 * them stale (this page's, the contact form's and the widget modal's choice), and a resend changes the submissions.
 */
import type { QueryClient } from '@tanstack/react-query';
import { contactKeys } from '@/features/contact/api/contact-keys';
import { widgetAdminKeys } from '@/features/widget-admin/api/widget-admin-keys';

const CONTACTS_KEY = contactKeys.all;
export const STAFF_SERVICES_KEY = [...CONTACTS_KEY, 'services', 'staff'] as const;
export const SUBMISSIONS_KEY = [...CONTACTS_KEY, 'submissions'] as const;

export const invalidateAfterServiceWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
    queryClient.invalidateQueries({ queryKey: widgetAdminKeys.contactServices }),
  ]);

export const invalidateSubmissions = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY });
