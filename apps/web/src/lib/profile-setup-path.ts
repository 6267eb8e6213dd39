/**
 * Where the signed-in user sets up their profile (SPEC §2 "Profile setup"): members beside their content (/my), staff
 * in the back office (/admin) — by ability (decision 0019). Shared by the account menu and the auth-user modal.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { hasAbility } from './current-user-store';
import { routes } from './paths';

export function profileSetupPathFor(user: Pick<TCurrentUser, 'abilities'> | null): string | null {
  if (hasAbility(user, 'profiles.memberSetup')) return routes.myProfile;
  if (hasAbility(user, 'profiles.staffSetup')) return routes.adminProfile;
  return null;
}
