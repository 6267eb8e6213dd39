/** Password and social sign-in, token verification and logout. */
import type { TLoginRequest, TSocialAuthRequest } from '@izlog/contract/auth';
import { SIGN_UP_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { verifyPassword } from '../../platform/auth/secrets';
import { createSession, findLiveSession, revokeSession } from '../../platform/auth/sessions';
import { AppError, loginRequired, sessionExpired } from '../../platform/http/errors';
import { roleMay } from '../../platform/permissions/policy';
import type { TAccountContext } from './account-context';
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

function assertMayLogIn(ctx: TAccountContext, user: TUserRow): void {
  if (user.status === 'blocked') throw new AppError(403, 'account_blocked');
  if (user.status === 'inactive') throw new AppError(403, 'account_not_validated');
  if (user.status !== 'active') throw new AppError(401, 'login_error');
  // With login and registration switched off, only the roles the policy lets in still sign in (the site's staff).
  if (!ctx.licence.loginRegistrationStatus && !roleMay(user.role as TLicenceRole, 'auth.signInWhenLoginClosed')) {
    throw new AppError(403, 'registration_disabled');
  }
}

async function startSession(ctx: TAccountContext, user: TUserRow) {
  const token = await createSession(ctx.tenant, user.id, ctx.deps.sessionPolicy, {
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  await updateUser(ctx.tenant, user.id, { lastLoginAt: new Date() });
  return presentCurrentUser(user, token);
}

export async function login(ctx: TAccountContext, input: TLoginRequest) {
  const throttleKey = `${ctx.licence.id}:${input.email}`;
  ctx.deps.loginThrottle.assertAllowed(throttleKey);
  const user = await findUserByEmail(ctx.tenant, input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) {
    ctx.deps.loginThrottle.recordFailure(throttleKey);
    throw new AppError(401, 'login_error');
  }
  assertMayLogIn(ctx, user);
  ctx.deps.loginThrottle.reset(throttleKey);
  return startSession(ctx, user);
}

/** The current user of a token given in the body or as the bearer; an unknown or stale one is a 511. */
export async function verifyToken(ctx: TAccountContext, token: string | undefined) {
  if (!token) throw loginRequired();
  const live = await findLiveSession(ctx.tenant, token, ctx.deps.sessionPolicy);
  if (live?.user.status !== 'active') throw sessionExpired();
  return presentCurrentUser(live.user, token);
}

export async function logout(ctx: TAccountContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const live = await findLiveSession(ctx.tenant, token, ctx.deps.sessionPolicy);
  if (live) await revokeSession(ctx.tenant, live.sessionId);
}

async function uniqueUsername(ctx: TAccountContext, wanted: string): Promise<string> {
  const base = wanted.trim().replace(/\s+/g, ' ').slice(0, 60) || 'user';
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? base : `${base} ${n + 1}`;
    if (!(await findUserByUsername(ctx.tenant, candidate))) return candidate;
  }
  return `${base} ${Date.now()}`;
}

export async function socialAuth(ctx: TAccountContext, input: TSocialAuthRequest) {
  const provider = input.google_id ? 'google' : 'facebook';
  const providerUserId = (input.google_id ?? input.facebook_id)!;
  const accessToken = (input.google_access_token ?? input.facebook_access_token)!;
  if (!ctx.deps.social.isEnabled(provider)) {
    throw new AppError(403, 'social_disabled', { provider: provider === 'google' ? 'Google' : 'Facebook' });
  }
  const identity = await ctx.deps.social.verify({ provider, providerUserId, accessToken }).catch(() => null);
  // Only an e-mail the provider vouches for can pick or create an account.
  if (!identity?.email || identity.email.toLowerCase() !== input.email) throw new AppError(401, 'social_failed');

  const idField = provider === 'google' ? 'googleId' : 'facebookId';
  let user =
    (await findUserBySocialId(ctx.tenant, provider, providerUserId)) ??
    (await findUserByEmail(ctx.tenant, input.email));
  if (user) {
    if (user.status === 'blocked') throw new AppError(403, 'account_blocked');
    // The provider proved the address, so an account waiting for validation becomes active.
    const status = user.status === 'inactive' ? 'active' : user.status;
    await updateUser(ctx.tenant, user.id, { [idField]: providerUserId, status });
    user = (await findUserById(ctx.tenant, user.id))!;
  } else {
    if (!ctx.licence.loginRegistrationStatus) throw new AppError(403, 'registration_disabled');
    user = await insertUser(ctx.tenant, {
      email: input.email,
      username: await uniqueUsername(ctx, input.social_name ?? [input.name, input.surname].filter(Boolean).join(' ')),
      role: SIGN_UP_ROLES.socialSignIn,
      status: 'active',
      name: input.name,
      surname: input.surname,
      [idField]: providerUserId,
    });
  }
  assertMayLogIn(ctx, user);
  return startSession(ctx, user);
}
