/** POST /licences/update-licence-data (multipart: the texts, the PNG logo `icon`, the `site_image` file or stock). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useRefreshLicence } from '../hooks/use-refresh-licence';
import type { TSiteSettingsAnswer } from './site-settings-answer';

export const updateLicenceData = (body: FormData) =>
  apiRequest<TSiteSettingsAnswer>(apiPaths.updateLicenceData, { method: 'POST', body });

export function useUpdateLicenceData() {
  const refreshLicence = useRefreshLicence();
  return useMutation({ mutationFn: updateLicenceData, onSuccess: refreshLicence });
}
