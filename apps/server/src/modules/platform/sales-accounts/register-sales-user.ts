/**
 * A visitor of the platform site signs up as a sales user (SPEC §6 "separate register and login"): captcha first,
 * then the e-mail's uniqueness among platform accounts, then the account and a session at once (no mail round trip:
 * a sales user buys right after signing up; decision 0026).
 */
import type { TCaptchaKind } from '@izlog/contract/auth';
import { SIGN_UP_ROLES } from '@izlog/contract/roles';
import type { TRegisterSalesUserRequest, TSalesUser } from '@izlog/contract/sales';
import { createPlatformSession } from '../../../platform/auth/platform-sessions';
import { hashPassword } from '../../../platform/auth/secrets';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { fieldConflict } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { findPlatformUserByEmail, insertPlatformUser, type TPlatformUserRow } from './sales-accounts.queries';
import { presentSalesUser } from './sales-user.presenter';

/** A new captcha for the platform site's sign-up form, picture or proof of work (or `enabled: false` when off). */
export async function issueSalesCaptcha(scope: TRequestScope, kind: TCaptchaKind) {
  return { enabled: scope.deps.captcha.enabled, ...(await scope.deps.captcha.issue(kind)) };
}

export async function registerSalesUser(scope: TRequestScope, input: TRegisterSalesUserRequest): Promise<TSalesUser> {
  const db = scope.deps.platformDb;
  await scope.deps.captcha.verify(input.captcha_id, input.captcha);
  // SPEC §8: "Account already exists!", on the e-mail field.
  if (await findPlatformUserByEmail(db, input.email)) throw fieldConflict('email', 'account_exists');
  let user: TPlatformUserRow;
  try {
    user = await insertPlatformUser(db, {
      email: input.email,
      name: input.name,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      role: SIGN_UP_ROLES.salesUser,
      termsAcceptedAt: new Date(),
    });
  } catch (error) {
    // Two sign-ups of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldConflict('email', 'account_exists');
    throw error;
  }
  const token = await createPlatformSession(db, user.id, scope.deps.sessionPolicy, {
    ip: scope.ip,
    userAgent: scope.userAgent,
  });
  scope.log.info({ platformUserId: user.id }, 'sales user registered');
  return presentSalesUser(user, token);
}
