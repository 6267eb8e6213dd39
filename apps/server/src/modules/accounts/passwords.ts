/** Changing, forgetting and resetting passwords; account validation by the mailed token. */
import type { TChangePasswordRequest } from '@izlog/contract/auth';
import { formatMessage } from '@izlog/contract/messages';
import { hashPassword, verifyPassword } from '../../platform/auth/secrets';
import { revokeAllSessions } from '../../platform/auth/sessions';
import { fieldError, notFound } from '../../platform/http/errors';
import { assertSelf, requireSignedIn } from '../../platform/permissions/policy';
import type { TAccountContext } from './account-context';
import { RESET_TOKEN_HOURS, sendResetMail } from './account-mail';
import { consumeAccountToken, findUserByEmail, findUserById, issueAccountToken, updateUser } from './accounts.queries';

export async function changePassword(ctx: TAccountContext, userId: number, input: TChangePasswordRequest) {
  const actor = requireSignedIn(ctx.actor);
  const user = await findUserById(ctx.tenant, userId);
  if (!user) throw notFound();
  assertSelf(actor, user.id);
  if (!(await verifyPassword(input.password, user.passwordHash))) throw fieldError('password', 'password_wrong');
  if (input.password === input.new_password) throw fieldError('new_password', 'passwords_same');
  await ctx.tenant.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash: await hashPassword(input.new_password) });
    // Every other session ends; the one that changed the password stays.
    await revokeAllSessions(tx, user.id, actor.sessionId);
  });
  return { message: formatMessage('password_changed', ctx.language) };
}

/** Always the same answer, so the call does not reveal which e-mails have accounts. */
export async function requestPasswordReset(ctx: TAccountContext, email: string) {
  const user = await findUserByEmail(ctx.tenant, email);
  if (user && (user.status === 'active' || user.status === 'inactive')) {
    const token = await issueAccountToken(ctx.tenant, user.id, 'reset', RESET_TOKEN_HOURS);
    await sendResetMail(ctx, user, token);
  }
  return { message: formatMessage('reset_sent', ctx.language, { email }) };
}

export async function resetPassword(
  ctx: TAccountContext,
  input: { email: string; password_reset_token: string; password: string },
) {
  const user = await findUserByEmail(ctx.tenant, input.email);
  const done = await ctx.tenant.transaction(async (tx) => {
    if (!user || !(await consumeAccountToken(tx, user.id, 'reset', input.password_reset_token))) return false;
    // The mailed link proves the address, so an unvalidated account becomes active too.
    const status = user.status === 'inactive' ? 'active' : user.status;
    await updateUser(tx, user.id, { passwordHash: await hashPassword(input.password), status });
    await revokeAllSessions(tx, user.id);
    return true;
  });
  if (!done) throw fieldError('password_reset_token', 'token_invalid');
  return { message: formatMessage('password_reset_done', ctx.language) };
}

export async function validateAccount(ctx: TAccountContext, input: { email: string; activation_token: string }) {
  const user = await findUserByEmail(ctx.tenant, input.email);
  const done = await ctx.tenant.transaction(async (tx) => {
    if (user?.status !== 'inactive') return false;
    if (!(await consumeAccountToken(tx, user.id, 'validate', input.activation_token))) return false;
    await updateUser(tx, user.id, { status: 'active' });
    return true;
  });
  if (!done) throw fieldError('activation_token', 'token_invalid');
  return { message: formatMessage('account_validated', ctx.language) };
}
