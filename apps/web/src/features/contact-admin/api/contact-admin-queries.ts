/**
 * The query keys of contact administration, under the calls' own prefix: a change of the services makes every list of
 * them stale (this page's, the contact form's and the widget modal's choice), and a resend changes the submissions.
 */
import type { QueryClient } from '@tanstack/react-query';

export const CONTACTS_KEY = ['licence-contacts'] as const;
export const STAFF_SERVICES_KEY = [...CONTACTS_KEY, 'services', 'staff'] as const;
export const SUBMISSIONS_KEY = [...CONTACTS_KEY, 'submissions'] as const;
/** The widget modal's list of services for a contact-form widget. */
const WIDGET_CHOICE_KEY = ['contact-services'] as const;

export const invalidateAfterServiceWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTACTS_KEY }),
    queryClient.invalidateQueries({ queryKey: WIDGET_CHOICE_KEY }),
  ]);

export const invalidateSubmissions = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY });
