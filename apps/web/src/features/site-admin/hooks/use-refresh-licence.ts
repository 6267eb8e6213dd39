/**
 * After a change of the site's settings the licence details are read again (SPEC §9's last line: greetings, terms,
 * switches…), so the page behind the modal — header, hero, footer, login and search — shows the change at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { licenceQueryKeys } from '@/lib/licence-query-keys';

export function useRefreshLicence() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: licenceQueryKeys.all }), [queryClient]);
}
