/**
 * The one shape of every admin change to a user (issue 12): in one transaction the user is locked, the call's rules
 * are checked and its values written, the audit log gets the fields that changed, and a user whose role or status
 * changed loses every session (their abilities changed: the next call is a 511 and they sign in again as what they
 * are now). A failed rule or a lost race for an e-mail or username changes nothing and logs nothing.
 */
import type { TAuditAction } from '@izlog/contract/audit';
import { revokeAllSessions } from '../../../platform/auth/sessions';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { fieldConflict } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn, type TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { auditActorOf, changedFields, recordAudit } from '../audit/record-audit';
import { auditedFields } from './admin-user.presenter';
import { lockChangeableUser } from './admin-user-rules';
import { type TUserRow, type TUserValues, takenField, updateUser } from './users.queries';

export type TUserChangeWork = (
  tx: TenantDb,
  user: TUserRow,
  actor: TSignedInActor,
) => Promise<Partial<TUserValues>> | Partial<TUserValues>;

/** Runs `work` on user `id` and writes what it answers; the user as they are afterwards. */
export async function changeUser(
  scope: TRequestScope,
  id: number,
  action: TAuditAction,
  work: TUserChangeWork,
): Promise<TUserRow> {
  const actor = requireSignedIn(scope.actor);
  try {
    return await scope.tenant.transaction(async (tx) => {
      const user = await lockChangeableUser(tx, id);
      const values = await work(tx, user, actor);
      const { before, after } = changedFields(auditedFields(user), auditedFields({ ...user, ...values }));
      // A call that changes nothing (activating an active user) is no action on the user: nothing written or logged.
      if (!before && !after) return user;
      const updated = await updateUser(tx, id, values);
      await recordAudit(tx, await auditActorOf(tx, actor), {
        action,
        subjectType: 'user',
        subjectId: id,
        subjectLabel: user.username,
        before,
        after,
      });
      if (updated.role !== user.role || updated.status !== user.status) await revokeAllSessions(tx, id);
      return updated;
    });
  } catch (error) {
    throw asTakenConflict(error);
  }
}

/**
 * Two admins writing one e-mail or username at once: the database's unique index decides, the loser gets the 409.
 * Where the username written is the e-mail (a client's), the form has only the e-mail to name.
 */
export function asTakenConflict(error: unknown, usernameFromEmail = false): unknown {
  if (!isUniqueViolation(error)) return error;
  const field = usernameFromEmail ? 'email' : (takenField(error) ?? 'email');
  return fieldConflict(field, field === 'email' ? 'email_taken' : 'username_taken');
}
