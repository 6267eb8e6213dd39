/**
 * Sign-in, token check and sign-out of platform accounts. Login is throttled per account (here) and per address (the
 * route's rate limit) as a licence's login is, and a wrong password reads the same as there.
 */
import { formatMessage } from '@izlog/contract/messages';
import type { TSalesUser } from '@izlog/contract/sales';
import {
  createPlatformSession,
  findLivePlatformSession,
  revokePlatformSession,
} from '../../../platform/auth/platform-sessions';
import { verifyPassword } from '../../../platform/auth/secrets';
import { AppError, loginRequired, sessionExpired } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { findPlatformUserByEmail, findPlatformUserById } from './sales-accounts.queries';
import { presentSalesUser } from './sales-user.presenter';

/** Platform accounts count failures apart from every licence's (a licence id is a number, never "platform"). */
const throttleKeyOf = (email: string) => `platform:${email}`;

export async function loginSalesUser(
  scope: TRequestScope,
  input: { email: string; password: string },
): Promise<TSalesUser> {
  const email = input.email.trim().toLowerCase();
  const throttleKey = throttleKeyOf(email);
  scope.deps.loginThrottle.assertAllowed(throttleKey);
  const db = scope.deps.platformDb;
  const user = await findPlatformUserByEmail(db, email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    scope.deps.loginThrottle.recordFailure(throttleKey);
    throw new AppError(401, 'login_error');
  }
  if (user.status === 'blocked') throw new AppError(403, 'account_blocked');
  if (user.status !== 'active') throw new AppError(401, 'login_error');
  scope.deps.loginThrottle.reset(throttleKey);
  const token = await createPlatformSession(db, user.id, scope.deps.sessionPolicy, {
    ip: scope.ip,
    userAgent: scope.userAgent,
  });
  return presentSalesUser(user, token);
}

/**
 * The account of the request's platform session, or of a token given in the body. A bearer token was already checked
 * before the handler (an unknown one is a 511 there); a body token unknown, revoked or of a blocked account is a 511.
 */
export async function verifySalesUserToken(scope: TRequestScope, bodyToken: string | undefined): Promise<TSalesUser> {
  const db = scope.deps.platformDb;
  if (scope.actor.kind === 'platform') {
    const user = await findPlatformUserById(db, scope.actor.platformUserId);
    if (user?.status !== 'active') throw sessionExpired();
    return presentSalesUser(user);
  }
  if (!bodyToken) throw loginRequired();
  const live = await findLivePlatformSession(db, bodyToken, scope.deps.sessionPolicy);
  if (live?.user.status !== 'active') throw sessionExpired();
  return presentSalesUser(live.user);
}

/** Ends the session; a missing or unknown token is already signed out, so the answer is the same. */
export async function logoutSalesUser(scope: TRequestScope, bodyToken: string | undefined) {
  const db = scope.deps.platformDb;
  if (scope.actor.kind === 'platform') {
    await revokePlatformSession(db, scope.actor.sessionId);
  } else if (bodyToken) {
    const live = await findLivePlatformSession(db, bodyToken, scope.deps.sessionPolicy);
    if (live) await revokePlatformSession(db, live.sessionId);
  }
  return { message: formatMessage('logged_out', scope.language) };
}
