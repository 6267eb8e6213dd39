/** POST /licences/update-licence-greeting-messages: what the login and registration success notices say. */
import type { TGreetingMessagesRequest } from '@izlog/contract/site-settings';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useRefreshLicence } from '../hooks/use-refresh-licence';
import type { TSiteSettingsAnswer } from './site-settings-answer';

export const updateGreetingMessages = (body: TGreetingMessagesRequest) =>
  apiRequest<TSiteSettingsAnswer>(apiPaths.updateGreetingMessages, { method: 'POST', body });

export function useUpdateGreetingMessages() {
  const refreshLicence = useRefreshLicence();
  return useMutation({ mutationFn: updateGreetingMessages, onSuccess: refreshLicence });
}
