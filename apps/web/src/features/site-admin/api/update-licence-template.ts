/** POST /licences/update-licence-template ({template_id}): the template the site wears; the shell then loads it. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useRefreshLicence } from '../hooks/use-refresh-licence';
import type { TSiteSettingsAnswer } from './site-settings-answer';

export const updateLicenceTemplate = (templateId: number) =>
  apiRequest<TSiteSettingsAnswer>(apiPaths.updateLicenceTemplate, {
    method: 'POST',
    body: { template_id: templateId },
  });

export function useUpdateLicenceTemplate() {
  const refreshLicence = useRefreshLicence();
  return useMutation({ mutationFn: updateLicenceTemplate, onSuccess: refreshLicence });
}
