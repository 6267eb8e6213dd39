/**
 * The admin calls that change one thing of a user (SPEC §7): profile fields and avatar, username, e-mail, role and
 * status, block, activate. Each answers the user as they are now; the rules are in admin-user-rules.ts.
 */
import type { TUserStatus } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TLicenceRole } from '@izlog/contract/roles';
import type { TAdminUpdateRoleRequest, TAdminUpdateUserRequest } from '@izlog/contract/user-admin';
import { sentColumns } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { endAccountTokens } from '../accounts/invitation';
import { presentAdminUser } from './admin-user.presenter';
import {
  assertEmailFree,
  assertEmailFreeAsUsername,
  assertKeepsAdministration,
  assertNotOwner,
  assertNotSelf,
  assertOwnerActsOnOwnAccount,
  assertRenameable,
  assertUsernameFree,
  usernameIsEmail,
} from './admin-user-rules';
import { storeAvatar, type TAvatarInput } from './avatar';
import { changeUser } from './change-user';
import type { TUserValues } from './users.queries';

/** Each profile field of the contract and the column it sets. */
export const PROFILE_COLUMNS = {
  name: 'name',
  surname: 'surname',
  public_email: 'publicEmail',
  gender: 'gender',
  phone: 'phone',
  birthdate: 'birthdate',
  bio: 'bio',
  country: 'country',
  city: 'city',
  address: 'address',
  company_name: 'companyName',
  twitter: 'twitter',
  facebook: 'facebook',
  instagram: 'instagram',
} as const satisfies Record<keyof TAdminUpdateUserRequest, keyof TUserValues>;

/**
 * The profile fields the form sent, as the row names them (decision 0050): a field not sent keeps its value, one sent
 * empty is emptied, so an admin can clear one; the avatar stays unless a new one is sent.
 */
export function profileValues(sent: Partial<TAdminUpdateUserRequest>): Partial<TUserValues> {
  return sentColumns(sent, PROFILE_COLUMNS) as Partial<TUserValues>;
}

export async function updateUserProfile(
  scope: TRequestScope,
  id: number,
  input: TAdminUpdateUserRequest,
  avatarInput: TAvatarInput,
) {
  // The picture is checked and stored first: a bad one is a 422 before anything is written.
  const avatar = await storeAvatar(scope, avatarInput);
  const row = await changeUser(scope, id, 'user.update', (_tx, user, actor) => {
    assertOwnerActsOnOwnAccount(actor, user);
    return { ...profileValues(input), ...(avatar ? { avatar } : {}) };
  });
  return presentAdminUser(row);
}

export async function updateUsername(scope: TRequestScope, id: number, username: string) {
  const row = await changeUser(scope, id, 'user.username', async (tx, user, actor) => {
    assertOwnerActsOnOwnAccount(actor, user);
    assertRenameable(user);
    await assertUsernameFree(tx, username, user.id);
    return { username };
  });
  return presentAdminUser(row);
}

/**
 * Only admins change e-mails (SPEC §3, a client's too); the owner's only the owner. A client whose username is their
 * e-mail (SPEC §5) keeps it so: the username moves with the e-mail. Links mailed to the old address stop working.
 */
export async function updateEmail(scope: TRequestScope, id: number, email: string) {
  const row = await changeUser(scope, id, 'user.email', async (tx, user, actor) => {
    assertOwnerActsOnOwnAccount(actor, user);
    if (email === user.email) return {};
    await assertEmailFree(tx, email, user.id);
    const usernameFollows = usernameIsEmail(user.role) && user.username.toLowerCase() === user.email;
    if (usernameFollows) await assertEmailFreeAsUsername(tx, email, user.id);
    await endAccountTokens(tx, user.id);
    return usernameFollows ? { email, username: email } : { email };
  });
  return presentAdminUser(row);
}

/**
 * A role change leaves the username as it is, to or from CLIENT too: the username is shown with the user's content
 * and comments, so renaming a front user made a client to their e-mail would publish it there. A client whose
 * username is not their e-mail keeps it until made something else; only an e-mail change moves a client's username.
 */
export async function updateRole(scope: TRequestScope, id: number, sent: Partial<TAdminUpdateRoleRequest>) {
  const row = await changeUser(scope, id, 'user.role', (_tx, user, actor) => {
    assertNotOwner(user);
    // Each of the two keeps its value when not sent (decision 0050).
    const next = {
      role: sent.role ?? (user.role as TLicenceRole),
      status: sent.status ?? (user.status as TUserStatus),
    };
    assertKeepsAdministration(actor, user, next);
    return next;
  });
  return presentAdminUser(row);
}

/** Blocking ends every session at once (change-user): the user's next call is a 511 and login refuses them. */
export async function blockUser(scope: TRequestScope, id: number) {
  await changeUser(scope, id, 'user.block', (_tx, user, actor) => {
    assertNotOwner(user);
    assertNotSelf(actor, user);
    return { status: 'blocked' satisfies TUserStatus };
  });
  return { message: formatMessage('user_blocked', scope.language) };
}

/** An active account again (from blocked, or inactive: the admin vouches for the address). */
export async function activateUser(scope: TRequestScope, id: number) {
  await changeUser(scope, id, 'user.activate', (_tx, user) => {
    assertNotOwner(user);
    return { status: 'active' satisfies TUserStatus };
  });
  return { message: formatMessage('user_activated', scope.language) };
}
