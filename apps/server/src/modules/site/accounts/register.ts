/** Registration of front users and clients (SPEC §5): captcha first, then uniqueness, then one transaction. */
import type { TCaptchaKind, TRegisterClientRequest, TRegisterFrontUserRequest } from '@izlog/contract/auth';
import { formatMessage } from '@izlog/contract/messages';
import { SIGN_UP_ROLES } from '@izlog/contract/roles';
import { hashPassword } from '../../../platform/auth/secrets';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError, fieldError } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import { assertRegistrationOpen } from '../../../platform/tenancy/licence-switches';
import { storeImageInput } from '../media/image-input';
import { sendValidationMail, VALIDATION_TOKEN_HOURS } from './account-mail';
import {
  findUserByEmail,
  findUserByUsername,
  insertLocations,
  insertUser,
  issueAccountToken,
  type TNewUser,
  type TUserRow,
} from './accounts.queries';
import { presentUser } from './user.presenter';

async function assertFreeAccount(scope: TRequestScope, email: string, username: string): Promise<void> {
  if (await findUserByEmail(scope.tenant, email)) throw new AppError(409, 'account_exists');
  if (await findUserByUsername(scope.tenant, username)) throw fieldError('username', 'username_taken');
}

/** Inserts the user (and its locations) with a validation token, then mails the link. */
async function createInactiveUser(
  scope: TRequestScope,
  values: TNewUser,
  locations: TRegisterClientRequest['locations'] = [],
): Promise<TUserRow> {
  let token = '';
  let user: TUserRow;
  try {
    user = await scope.tenant.transaction(async (tx) => {
      const created = await insertUser(tx, values);
      await insertLocations(tx, created.id, locations);
      token = await issueAccountToken(tx, created.id, 'validate', VALIDATION_TOKEN_HOURS);
      return created;
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the database's unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, 'account_exists');
    throw error;
  }
  await sendValidationMail(scope, user, token);
  return user;
}

function registered(scope: TRequestScope, user: TUserRow) {
  return {
    message: formatMessage('registered_check_mail', scope.language, { email: user.email }),
    user: presentUser(user),
  };
}

/** A new captcha for a visitor's form, picture or proof of work (or `enabled: false` when the site asks none). */
export async function issueCaptcha(scope: TRequestScope, kind: TCaptchaKind) {
  return { enabled: scope.deps.captcha.enabled, ...(await scope.deps.captcha.issue(kind)) };
}

export async function registerFrontUser(scope: TRequestScope, input: TRegisterFrontUserRequest) {
  assertRegistrationOpen(scope.licence);
  await scope.deps.captcha.verify(input.captcha_id, input.captcha);
  await assertFreeAccount(scope, input.email, input.username);
  const user = await createInactiveUser(scope, {
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: SIGN_UP_ROLES.frontUser,
    status: 'inactive',
    name: input.name,
    surname: input.surname,
  });
  return registered(scope, user);
}

export async function registerClient(scope: TRequestScope, input: TRegisterClientRequest, logo: TUploadedFile) {
  assertRegistrationOpen(scope.licence);
  await scope.deps.captcha.verify(input.captcha_id, input.captcha);
  // SPEC §5: a client's username is its e-mail.
  await assertFreeAccount(scope, input.email, input.email);
  const stored = await storeImageInput(
    { deps: scope.deps, licenceId: scope.licence.id, payer: imagePayerOf(scope.actor, scope.ip) },
    { file: logo },
    'logo',
    'logo',
  );
  const user = await createInactiveUser(
    scope,
    {
      email: input.email,
      username: input.email,
      passwordHash: await hashPassword(input.password),
      role: SIGN_UP_ROLES.client,
      status: 'inactive',
      companyName: input.company_name,
      phone: input.phone,
      publicEmail: input.public_email ?? input.email,
      bio: input.bio,
      twitter: input.twitter,
      facebook: input.facebook,
      instagram: input.instagram,
      avatar: stored?.url,
      country: input.locations[0]?.country,
      city: input.locations[0]?.city,
      address: input.locations[0]?.address,
    },
    input.locations,
  );
  return registered(scope, user);
}
