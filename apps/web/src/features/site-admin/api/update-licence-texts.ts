/** POST /licences/update-licence-terms-and-conditions: the three long texts, sanitized by the server. */
import type { TLicenceTextsRequest } from '@izlog/contract/site-settings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useRefreshLicence } from '../hooks/use-refresh-licence';
import type { TSiteSettingsAnswer } from './site-settings-answer';

export const updateLicenceTexts = (body: TLicenceTextsRequest) =>
  apiRequest<TSiteSettingsAnswer>(apiPaths.updateLicenceTexts, { method: 'POST', body });

export function useUpdateLicenceTexts() {
  const refreshLicence = useRefreshLicence();
  return useMutation({ mutationFn: updateLicenceTexts, onSuccess: refreshLicence });
}
