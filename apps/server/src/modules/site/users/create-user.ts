/**
 * POST /users/admin-create-user (SPEC §7): an admin makes an account of any role but the owner's. With a password it
 * is ready at once; without one it is active and its user is mailed a link to set a password (the reset link). A
 * client's username is their e-mail (SPEC §5), as at registration.
 */
import type { TUserStatus } from '@izlog/contract/constants';
import type { TAdminCreateUserRequest, TAdminUser } from '@izlog/contract/user-admin';
import { hashPassword } from '../../../platform/auth/secrets';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { issueInvitation, mailInvitation } from '../accounts/invitation';
import { auditActorOf, changedFields, recordAudit } from '../audit/record-audit';
import { auditedFields, presentAdminUser } from './admin-user.presenter';
import { assertEmailFree, assertEmailFreeAsUsername, assertUsernameFree, usernameIsEmail } from './admin-user-rules';
import { storeAvatar, type TAvatarInput } from './avatar';
import { asTakenConflict } from './change-user';
import { profileValues } from './update-user';
import { insertUser } from './users.queries';

export async function createUser(
  scope: TRequestScope,
  input: TAdminCreateUserRequest,
  avatarInput: TAvatarInput,
): Promise<TAdminUser> {
  const actor = requireSignedIn(scope.actor);
  // SPEC §5, as registration does: a client's username is their e-mail, whatever username the form sent.
  const fromEmail = usernameIsEmail(input.role);
  const username = fromEmail ? input.email : input.username;
  // Taken values first, so a refused form stores no picture.
  await assertEmailFree(scope.tenant, input.email);
  if (fromEmail) await assertEmailFreeAsUsername(scope.tenant, username);
  else await assertUsernameFree(scope.tenant, username);
  const avatar = await storeAvatar(scope, avatarInput);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let invitation: string | undefined;
  let created: Awaited<ReturnType<typeof insertUser>>;
  try {
    created = await scope.tenant.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email: input.email,
        username,
        passwordHash,
        role: input.role,
        status: input.status ?? ('active' satisfies TUserStatus),
        ...profileValues(input),
        avatar: avatar ?? null,
      });
      if (!passwordHash) invitation = await issueInvitation(tx, row.id);
      await recordAudit(tx, await auditActorOf(tx, actor), {
        action: 'user.create',
        subjectType: 'user',
        subjectId: row.id,
        subjectLabel: row.username,
        before: null,
        after: { ...changedFields({}, auditedFields(row)).after, invited: Boolean(invitation) },
      });
      return row;
    });
  } catch (error) {
    throw asTakenConflict(error, fromEmail);
  }
  if (invitation) await mailInvitation(scope, created, invitation);
  return presentAdminUser(created);
}
