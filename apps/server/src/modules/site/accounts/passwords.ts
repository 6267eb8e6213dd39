/** Changing, forgetting and resetting passwords; account validation by the mailed token. */
import type { TChangePasswordRequest } from '@izlog/contract/auth';
import { formatMessage } from '@izlog/contract/messages';
import { hashPassword, verifyPassword } from '../../../platform/auth/secrets';
import { revokeAllSessions } from '../../../platform/auth/sessions';
import { fieldError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { assertSelf, requireSignedIn } from '../../../platform/permissions/policy';
import { queueAccountMail } from './account-mail-queue';
import { consumeAccountToken, findUserByEmail, findUserById, updateUser } from './accounts.queries';

export async function changePassword(scope: TRequestScope, userId: number, input: TChangePasswordRequest) {
  const actor = requireSignedIn(scope.actor);
  const user = await findUserById(scope.tenant, userId);
  if (!user) throw notFound();
  assertSelf(actor, user.id);
  if (!(await verifyPassword(input.password, user.passwordHash))) throw fieldError('password', 'password_wrong');
  if (input.password === input.new_password) throw fieldError('new_password', 'passwords_same');
  await scope.tenant.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash: await hashPassword(input.new_password) });
    // Every other session ends; the one that changed the password stays.
    await revokeAllSessions(tx, user.id, actor.sessionId);
  });
  return { message: formatMessage('password_changed', scope.language) };
}

/**
 * Always the same answer after the same work, so neither its words nor its time tell which e-mails have accounts:
 * the request only queues the account-mail job, for any address; the job looks the account up (decision 0048).
 */
export async function requestPasswordReset(scope: TRequestScope, email: string) {
  await queueAccountMail(scope.deps, { kind: 'reset', licenceId: scope.licence.id, email, language: scope.language });
  return { message: formatMessage('reset_sent', scope.language, { email }) };
}

export async function resetPassword(
  scope: TRequestScope,
  input: { email: string; password_reset_token: string; password: string },
) {
  const user = await findUserByEmail(scope.tenant, input.email);
  const done = await scope.tenant.transaction(async (tx) => {
    if (!user || !(await consumeAccountToken(tx, user.id, 'reset', input.password_reset_token))) return false;
    // The mailed link proves the address, so an unvalidated account becomes active too.
    const status = user.status === 'inactive' ? 'active' : user.status;
    await updateUser(tx, user.id, { passwordHash: await hashPassword(input.password), status });
    await revokeAllSessions(tx, user.id);
    return true;
  });
  if (!done) throw fieldError('password_reset_token', 'token_invalid');
  return { message: formatMessage('password_reset_done', scope.language) };
}

export async function validateAccount(scope: TRequestScope, input: { email: string; activation_token: string }) {
  const user = await findUserByEmail(scope.tenant, input.email);
  const done = await scope.tenant.transaction(async (tx) => {
    if (user?.status !== 'inactive') return false;
    if (!(await consumeAccountToken(tx, user.id, 'validate', input.activation_token))) return false;
    await updateUser(tx, user.id, { status: 'active' });
    return true;
  });
  if (!done) throw fieldError('activation_token', 'token_invalid');
  return { message: formatMessage('account_validated', scope.language) };
}
