/**
 * POST /profiles/update-front-user-profile/{id} (front users and staff) and update-client-profile/{id} (clients):
 * a user's own profile (SPEC §3, §5). A field not sent keeps its value; an optional one sent empty is emptied
 * (decision 0050); the locations are replaced only when sent; the picture (`avatar`, a file or a stock location) stays unless a new one is sent.
 */
import type {
  TOwnProfile,
  TUpdateClientProfileRequest,
  TUpdateFrontUserProfileRequest,
} from '@izlog/contract/profiles';
import { sentColumns } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TAvatarInput } from '../users/avatar';
import { PROFILE_COLUMNS } from '../users/update-user';
import { assertEmailUnchanged, ownAvatar, ownProfileToChange } from './own-profile';
import type { TOwnUserValues } from './profiles.queries';
import { saveOwnProfile } from './save-own-profile';

/** What both kinds of profile hold, as the row names it: the fields sent (decision 0050). */
function personalValues(sent: Partial<Omit<TUpdateFrontUserProfileRequest, 'username'>>): TOwnUserValues {
  const { company_name: _companyName, ...personalColumns } = PROFILE_COLUMNS;
  return sentColumns(sent, personalColumns) as TOwnUserValues;
}

export type TOwnProfileExtras = { avatar: TAvatarInput; email: string | undefined };

export async function updateFrontUserProfile(
  scope: TRequestScope,
  id: number,
  input: Partial<TUpdateFrontUserProfileRequest>,
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
  input: Partial<TUpdateClientProfileRequest>,
  extras: TOwnProfileExtras,
): Promise<TOwnProfile> {
  const { user } = await ownProfileToChange(scope, id, 'company');
  assertEmailUnchanged(user, extras.email);
  const logo = await ownAvatar(scope, user, extras.avatar);
  const { locations, company_name: companyName, ...personal } = input;
  // The address fields are the primary location's: they change with the locations only.
  const { country: _country, city: _city, address: _address, ...rest } = personal;
  const primary = locations?.[0];
  return saveOwnProfile(
    scope,
    id,
    {
      ...personalValues(rest),
      ...(companyName !== undefined ? { companyName } : {}),
      ...(primary ? { country: primary.country, city: primary.city, address: primary.address } : {}),
      ...(logo ? { avatar: logo } : {}),
    },
    locations,
  );
}
