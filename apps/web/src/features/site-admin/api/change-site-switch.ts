/** POST /licences/change-login-registration-status and change-search-status ({status}): the site's two switches. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useRefreshLicence } from '../hooks/use-refresh-licence';
import type { TSiteSettingsAnswer } from './site-settings-answer';

export type TSiteSwitch = 'loginRegistration' | 'search';

const SWITCH_PATHS: Record<TSiteSwitch, string> = {
  loginRegistration: apiPaths.changeLoginRegistrationStatus,
  search: apiPaths.changeSearchStatus,
};

export const changeSiteSwitch = ({ name, isOn }: { name: TSiteSwitch; isOn: boolean }) =>
  apiRequest<TSiteSettingsAnswer>(SWITCH_PATHS[name], { method: 'POST', body: { status: isOn } });

export function useChangeSiteSwitch() {
  const refreshLicence = useRefreshLicence();
  return useMutation({ mutationFn: changeSiteSwitch, onSuccess: refreshLicence });
}
