/**
 * POST /profiles/update-front-user-profile/{id} (front users and staff) and update-client-profile/{id} (clients):
 * a user's own profile (SPEC §3, §5). The form is the whole profile: an optional field it leaves out (SPEC §5: empty
 * fields are skipped) is emptied; the picture (`avatar`, a file or a stock location) stays unless a new one is sent.
 */
import type {
  TOwnProfile,
  TUpdateClientProfileRequest,
  TUpdateFrontUserProfileRequest,
} from '@izlog/contract/profiles';
import type { TRequestScope } from '../../platform/http/request-scope';
import type { TAvatarInput } from '../users/avatar';
import { assertEmailUnchanged, ownAvatar, ownProfileToChange } from './own-profile';
import type { TOwnUserValues } from './profiles.queries';
import { saveOwnProfile } from './save-own-profile';

/** What both kinds of profile hold, as the row names it. */
function personalValues(input: Omit<TUpdateFrontUserProfileRequest, 'username'>): TOwnUserValues {
  return {
    name: input.name ?? null,
    surname: input.surname ?? null,
    publicEmail: input.public_email ?? null,
    gender: input.gender ?? null,
    phone: input.phone ?? null,
    birthdate: input.birthdate ?? null,
    bio: input.bio ?? null,
    country: input.country ?? null,
    city: input.city ?? null,
    address: input.address ?? null,
    twitter: input.twitter ?? null,
    facebook: input.facebook ?? null,
    instagram: input.instagram ?? null,
  };
}

export type TOwnProfileExtras = { avatar: TAvatarInput; email: string | undefined };

export async function updateFrontUserProfile(
  scope: TRequestScope,
  id: number,
  input: TUpdateFrontUserProfileRequest,
  extras: TOwnProfileExtras,
): Promise<TOwnProfile> {
  const { user } = await ownProfileToChange(scope, id, 'personal');
  assertEmailUnchanged(user, extras.email);
  const avatar = await ownAvatar(scope, user, extras.avatar);
  return saveOwnProfile(scope, id, {
    ...personalValues(input),
    // The username is the one field a profile cannot be without: left out, it stays.
    ...(input.username ? { username: input.username } : {}),
    ...(avatar ? { avatar } : {}),
  });
}

/** A client's company profile; its address fields are the primary location's, as registration sets them. */
export async function updateClientProfile(
  scope: TRequestScope,
  id: number,
  input: TUpdateClientProfileRequest,
  extras: TOwnProfileExtras,
): Promise<TOwnProfile> {
  const { user } = await ownProfileToChange(scope, id, 'company');
  assertEmailUnchanged(user, extras.email);
  const logo = await ownAvatar(scope, user, extras.avatar);
  const [primary] = input.locations;
  return saveOwnProfile(
    scope,
    id,
    {
      ...personalValues(input),
      companyName: input.company_name,
      country: primary?.country ?? null,
      city: primary?.city ?? null,
      address: primary?.address ?? null,
      ...(logo ? { avatar: logo } : {}),
    },
    input.locations,
  );
}
