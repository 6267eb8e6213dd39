/** `/my/profile` and `/admin/profile` (back office): the signed-in user's profile setup; the guard has let them in. */
import { ProfileSetupPage } from '@/features/profiles/components/profile-setup-page';
import { useCurrentUser } from '@/lib/current-user-store';

export function ProfileSetupRoute() {
  const user = useCurrentUser();
  // Keyed by the user: another account signed in on this page starts from its own profile.
  return user ? <ProfileSetupPage key={user.id} user={user} /> : null;
}
