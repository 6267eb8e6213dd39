/**
 * Saves the signed-in user's profile (multipart; the picture as a file or a stock location in `avatar`): a client's
 * through update-client-profile, everyone else's through update-front-user-profile. The header shows the new name and
 * picture at once, and every profile, list and author line that may show them is read again.
 */
import type { TOwnProfile } from '@izlog/contract/profiles';
import { publicNameOf } from '@izlog/contract/public-name';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequest } from '@/lib/api-client';
import { getCurrentUser, restoreCurrentUser } from '@/lib/current-user-store';
import { apiPaths } from '@/lib/paths';
import { profileKeys } from './profile-keys';

export type TProfileKind = 'company' | 'personal';

type TSaveOwnProfile = { kind: TProfileKind; userId: number; body: FormData };

export const saveOwnProfile = ({ kind, userId, body }: TSaveOwnProfile) =>
  apiRequest<TOwnProfile>(
    kind === 'company' ? apiPaths.updateClientProfile(userId) : apiPaths.updateFrontUserProfile(userId),
    { method: 'POST', body },
  );

export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnProfile,
    onSuccess: (saved) => {
      const current = getCurrentUser();
      if (current?.id === saved.id) {
        const { username, avatar, name, surname } = saved;
        const public_name = publicNameOf({ ...saved, role: current.role });
        restoreCurrentUser({ ...current, username, avatar, name, surname, public_name });
      }
      queryClient.setQueryData(profileKeys.own(saved.id), saved);
      // Authors' names and pictures show on public profiles, content and catalog lists; the own profile is the answer.
      void queryClient.invalidateQueries({
        queryKey: profileKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== 'own',
      });
      for (const root of [contentKeys.all, catalogKeys.all]) void queryClient.invalidateQueries({ queryKey: root });
    },
  });
}
