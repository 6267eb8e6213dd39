/**
 * A planner's calendar (issue 15): the .ics file downloaded with the user's token, and the private link a calendar
 * app subscribes to — made (its address shown this once) and revoked.
 */
import type { TCalendarLink, TPlanner } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestFile } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { applyPlanner } from './planner-cache';

/** The file with the name the server gives it (its Content-Disposition, the same name as the server's slug). */
export const downloadPlannerCalendar = (id: number) => apiRequestFile(apiPaths.plannerCalendar(id));

export const createCalendarLink = (id: number) =>
  apiRequest<TCalendarLink>(apiPaths.createCalendarLink(id), { method: 'POST' });

export const revokeCalendarLink = (id: number) =>
  apiRequest<TPlanner>(apiPaths.revokeCalendarLink(id), { method: 'POST' });

export const useDownloadPlannerCalendar = () => useMutation({ mutationFn: downloadPlannerCalendar });

export function useCreateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarLink,
    onSuccess: ({ planner }) => applyPlanner(queryClient, planner),
  });
}

export function useRevokeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarLink, onSuccess: (planner) => applyPlanner(queryClient, planner) });
}
