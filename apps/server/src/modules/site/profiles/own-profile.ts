/**
 * The signed-in user's own profile (issue 12 item 2): reading it, and the rules both profile calls keep — only one's
 * own profile, only through the call of one's kind (a client's company profile, or a front user's or staff member's
 * personal one), the e-mail not the user's to change (SPEC §3), a picture required while the profile has none (§5).
 */
import type { TOwnProfile } from '@izlog/contract/profiles';
import { AppError, fieldError, forbidden, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn, roleMay, type TSignedInActor } from '../../../platform/permissions/policy';
import { storeAvatar, type TAvatarInput } from '../users/avatar';
import { presentOwnProfile } from './profile.presenter';
import { findOwnUser, locationsOf, type TOwnUserRow } from './profiles.queries';

export async function getOwnProfile(scope: TRequestScope): Promise<TOwnProfile> {
  const actor = requireSignedIn(scope.actor);
  const user = await findOwnUser(scope.tenant, actor.userId);
  if (!user) throw notFound();
  return presentOwnProfile(user, await locationsOf(scope.tenant, [user.id]));
}

/** Which profile call a user's account takes: a company profile (clients) or a personal one (everyone else). */
export type TProfileKind = 'company' | 'personal';

/**
 * The profile `id` as the call may change it: another licence's (or no) account is a 404, another account of this
 * licence a 403, one's own through the other kind's call a 403 naming the mistake.
 */
export async function ownProfileToChange(
  scope: TRequestScope,
  id: number,
  kind: TProfileKind,
): Promise<{ actor: TSignedInActor; user: TOwnUserRow }> {
  const actor = requireSignedIn(scope.actor);
  const user = await findOwnUser(scope.tenant, id);
  if (!user) throw notFound();
  if (user.id !== actor.userId) throw forbidden();
  const isCompany = roleMay(actor.role, 'profiles.companyProfile');
  if (isCompany !== (kind === 'company')) throw new AppError(403, 'profile_wrong_kind');
  return { actor, user };
}

/**
 * A form may send the e-mail back as it is (it shows it, read-only); another address is refused, not dropped, so the
 * user learns who changes it.
 */
export function assertEmailUnchanged(user: TOwnUserRow, email: string | undefined): void {
  if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
    throw fieldError('email', 'email_not_editable');
  }
}

/** The new picture's address (stored only once every check before it passed), or undefined to keep the stored one. */
export async function ownAvatar(
  scope: TRequestScope,
  user: TOwnUserRow,
  input: TAvatarInput,
): Promise<string | undefined> {
  const avatar = await storeAvatar(scope, input);
  if (!avatar && !user.avatar) throw fieldError('avatar', 'avatar_required');
  return avatar;
}
