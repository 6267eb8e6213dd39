/**
 * GET /licences/setup-checklist: the admin's five setup steps, each done or not. Its key lies under the licence's, so
 * saving the logo or the greetings (which refresh the licence) ticks it at once; the page also reads it again when a
 * modal closes and when it is opened again (the product editor, the contact page), and on window focus.
 */
import type { TSetupChecklist } from '@izlog/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceQueryKeys } from '@/lib/licence-query-keys';
import { apiPaths } from '@/lib/paths';

export const getSetupChecklist = () => apiRequest<TSetupChecklist>(apiPaths.setupChecklist);

export const setupChecklistQueryOptions = () =>
  queryOptions({ queryKey: licenceQueryKeys.setupChecklist, queryFn: getSetupChecklist, refetchOnWindowFocus: true });

export const useSetupChecklist = () => useQuery(setupChecklistQueryOptions());
