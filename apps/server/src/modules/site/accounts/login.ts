/** Password and social sign-in, token verification and logout. */
import type { TLoginRequest, TSocialAuthRequest } from '@izlog/contract/auth';
import { formatMessage } from '@izlog/contract/messages';
import { SIGN_UP_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { verifyPassword } from '../../../platform/auth/secrets';
import { createSession, findLiveSession, revokeSession } from '../../../platform/auth/sessions';
import { AppError, loginRequired, sessionExpired } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { assertRegistrationOpen, assertSignInOpen } from '../../../platform/tenancy/licence-switches';
import {
  findUserByEmail,
  findUserById,
  findUserBySocialId,
  findUserByUsername,
  insertUser,
  type TUserRow,
  updateUser,
} from './accounts.queries';
import { presentCurrentUser } from './user.presenter';

function assertMayLogIn(scope: TRequestScope, user: TUserRow): void {
  if (user.status === 'blocked') throw new AppError(403, 'account_blocked');
  if (user.status === 'inactive') throw new AppError(403, 'account_not_validated');
  if (user.status !== 'active') throw new AppError(401, 'login_error');
  assertSignInOpen(scope.licence, user.role as TLicenceRole);
}

async function startSession(scope: TRequestScope, user: TUserRow) {
  const token = await createSession(scope.tenant, user.id, scope.deps.sessionPolicy, {
    ip: scope.ip,
    userAgent: scope.userAgent,
  });
  await updateUser(scope.tenant, user.id, { lastLoginAt: new Date() });
  return presentCurrentUser(user, token);
}

export async function login(scope: TRequestScope, input: TLoginRequest) {
  const throttleKey = `${scope.licence.id}:${input.email}`;
  scope.deps.loginThrottle.assertAllowed(throttleKey);
  const user = await findUserByEmail(scope.tenant, input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    scope.deps.loginThrottle.recordFailure(throttleKey);
    throw new AppError(401, 'login_error');
  }
  assertMayLogIn(scope, user);
  scope.deps.loginThrottle.reset(throttleKey);
  return startSession(scope, user);
}

/** The current user of a token given in the body or as the bearer; an unknown or stale one is a 511. */
export async function verifyToken(scope: TRequestScope, token: string | undefined) {
  if (!token) throw loginRequired();
  const live = await findLiveSession(scope.tenant, token, scope.deps.sessionPolicy);
  if (live?.user.status !== 'active') throw sessionExpired();
  return presentCurrentUser(live.user, token);
}

/** Ends the token's session; an unknown or missing token is already logged out, so the answer is the same. */
export async function logout(scope: TRequestScope, token: string | undefined) {
  const live = token ? await findLiveSession(scope.tenant, token, scope.deps.sessionPolicy) : undefined;
  if (live) await revokeSession(scope.tenant, live.sessionId);
  return { message: formatMessage('logged_out', scope.language) };
}

async function uniqueUsername(scope: TRequestScope, wanted: string): Promise<string> {
  const base = wanted.trim().replace(/\s+/g, ' ').slice(0, 60) || 'user';
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? base : `${base} ${n + 1}`;
    if (!(await findUserByUsername(scope.tenant, candidate))) return candidate;
  }
  return `${base} ${Date.now()}`;
}

export async function socialAuth(scope: TRequestScope, input: TSocialAuthRequest) {
  const provider = input.google_id ? 'google' : 'facebook';
  const providerUserId = (input.google_id ?? input.facebook_id)!;
  const accessToken = (input.google_access_token ?? input.facebook_access_token)!;
  if (!scope.deps.social.isEnabled(provider)) {
    throw new AppError(403, 'social_disabled', { provider: provider === 'google' ? 'Google' : 'Facebook' });
  }
  const identity = await scope.deps.social.verify({ provider, providerUserId, accessToken }).catch(() => null);
  // Only an e-mail the provider vouches for can pick or create an account.
  if (!identity?.email || identity.email.toLowerCase() !== input.email) throw new AppError(401, 'social_failed');

  const idField = provider === 'google' ? 'googleId' : 'facebookId';
  let user =
    (await findUserBySocialId(scope.tenant, provider, providerUserId)) ??
    (await findUserByEmail(scope.tenant, input.email));
  if (user) {
    if (user.status === 'blocked') throw new AppError(403, 'account_blocked');
    // The provider proved the address, so an account waiting for validation becomes active.
    const status = user.status === 'inactive' ? 'active' : user.status;
    await updateUser(scope.tenant, user.id, { [idField]: providerUserId, status });
    user = (await findUserById(scope.tenant, user.id))!;
  } else {
    assertRegistrationOpen(scope.licence);
    user = await insertUser(scope.tenant, {
      email: input.email,
      username: await uniqueUsername(scope, input.social_name ?? [input.name, input.surname].filter(Boolean).join(' ')),
      role: SIGN_UP_ROLES.socialSignIn,
      status: 'active',
      name: input.name,
      surname: input.surname,
      [idField]: providerUserId,
    });
  }
  assertMayLogIn(scope, user);
  return startSession(scope, user);
}
