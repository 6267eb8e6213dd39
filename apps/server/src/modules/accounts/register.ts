/** Registration of front users and clients (SPEC §5): captcha first, then uniqueness, then one transaction. */
import type { TRegisterClientRequest, TRegisterFrontUserRequest } from '@izlog/contract/auth';
import { formatMessage } from '@izlog/contract/messages';
import { SIGN_UP_ROLES } from '@izlog/contract/roles';
import { hashPassword } from '../../platform/auth/secrets';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError, fieldError } from '../../platform/http/errors';
import type { TUploadedFile } from '../../platform/http/form-body';
import { storeImageInput } from '../media/image-input';
import type { TAccountContext } from './account-context';
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

function assertRegistrationOpen(ctx: TAccountContext): void {
  if (!ctx.licence.loginRegistrationStatus) throw new AppError(403, 'registration_disabled');
}

async function assertFreeAccount(ctx: TAccountContext, email: string, username: string): Promise<void> {
  if (await findUserByEmail(ctx.tenant, email)) throw new AppError(409, 'account_exists');
  if (await findUserByUsername(ctx.tenant, username)) throw fieldError('username', 'username_taken');
}

/** Inserts the user (and its locations) with a validation token, then mails the link. */
async function createInactiveUser(
  ctx: TAccountContext,
  values: TNewUser,
  locations: TRegisterClientRequest['locations'] = [],
): Promise<TUserRow> {
  let token = '';
  let user: TUserRow;
  try {
    user = await ctx.tenant.transaction(async (tx) => {
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
  await sendValidationMail(ctx, user, token);
  return user;
}

function registered(ctx: TAccountContext, user: TUserRow) {
  return {
    message: formatMessage('registered_check_mail', ctx.language, { email: user.email }),
    user: presentUser(user),
  };
}

export async function registerFrontUser(ctx: TAccountContext, input: TRegisterFrontUserRequest) {
  assertRegistrationOpen(ctx);
  await ctx.deps.captcha.verify(input.captcha_id, input.captcha);
  await assertFreeAccount(ctx, input.email, input.username);
  const user = await createInactiveUser(ctx, {
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: SIGN_UP_ROLES.frontUser,
    status: 'inactive',
    name: input.name,
    surname: input.surname,
  });
  return registered(ctx, user);
}

export async function registerClient(ctx: TAccountContext, input: TRegisterClientRequest, logo: TUploadedFile) {
  assertRegistrationOpen(ctx);
  await ctx.deps.captcha.verify(input.captcha_id, input.captcha);
  // SPEC §5: a client's username is its e-mail.
  await assertFreeAccount(ctx, input.email, input.email);
  const stored = await storeImageInput({ deps: ctx.deps, licenceId: ctx.licence.id }, { file: logo }, 'logo', 'logo');
  const user = await createInactiveUser(
    ctx,
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
  return registered(ctx, user);
}
