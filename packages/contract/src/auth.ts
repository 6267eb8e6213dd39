/** Request and response schemas of the account calls (SPEC §7 "Auth and users"). */
import { z } from 'zod';
import { GENDERS, USER_STATUSES } from './constants';
import { ZAbility, ZLicenceRole } from './roles';
import { optional, zAccepted, zEmail, zPassword, zPhone, zText, zWebUrl } from './validation';

export const ZLoginRequest = z.object({ email: zEmail, password: zPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const captchaFields = {
  /** Id of the challenge from GET /captcha; ignored when captcha is switched off. */
  captcha_id: optional(z.string().max(64)),
  /** The picture's characters, or the nonce of a proof-of-work challenge. */
  captcha: optional(z.string().max(20)),
};

export const ZRegisterFrontUserRequest = z.object({
  email: zEmail,
  password: zPassword,
  username: zText(64),
  name: optional(zText(100)),
  surname: optional(zText(100)),
  terms: zAccepted,
  ...captchaFields,
});
export type TRegisterFrontUserRequest = z.infer<typeof ZRegisterFrontUserRequest>;

export const ZLocation = z.object({
  country: zText(100),
  city: zText(100),
  address: zText(255),
});
export type TLocation = z.infer<typeof ZLocation>;

/** Fields of client registration other than the logo file, which arrives as multipart. */
export const ZRegisterClientRequest = z.object({
  email: zEmail,
  password: zPassword,
  /** SPEC §5: a client's username equals its e-mail; a different value is ignored. */
  username: optional(z.string().max(255)),
  company_name: zText(120),
  phone: zPhone,
  public_email: optional(zEmail),
  bio: optional(z.string().trim().max(2000)),
  twitter: optional(zWebUrl),
  facebook: optional(zWebUrl),
  instagram: optional(zWebUrl),
  locations: z.array(ZLocation).min(1),
  terms: zAccepted,
  ...captchaFields,
});
export type TRegisterClientRequest = z.infer<typeof ZRegisterClientRequest>;

export const ZChangePasswordRequest = z.object({
  username: optional(z.string().max(255)),
  password: zPassword,
  new_password: zPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZRequestResetRequest = z.object({ email: zEmail });
export const ZResetPasswordRequest = z.object({
  email: zEmail,
  password_reset_token: z.string().min(10).max(200),
  password: zPassword,
});
export const ZValidateAccountRequest = z.object({
  email: zEmail,
  activation_token: z.string().min(10).max(200),
});
/** The token may come in the body or only as the bearer; an empty body is fine. */
const ZTokenBody = z.preprocess((v) => v ?? {}, z.object({ auth_key: optional(z.string().max(200)) }));
export const ZLogoutRequest = ZTokenBody;
export const ZVerifyTokenRequest = ZTokenBody;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const ZSocialAuthRequest = z
  .object({
    email: zEmail,
    name: optional(z.string().trim().max(100)),
    surname: optional(z.string().trim().max(100)),
    social_name: optional(z.string().trim().max(100)),
    google_id: optional(z.string().max(255)),
    google_access_token: optional(z.string().max(4096)),
    facebook_id: optional(z.string().max(255)),
    facebook_access_token: optional(z.string().max(4096)),
  })
  .refine((b) => (b.google_id && b.google_access_token) || (b.facebook_id && b.facebook_access_token), {
    message: 'field_required',
    path: ['google_access_token'],
  });
export type TSocialAuthRequest = z.infer<typeof ZSocialAuthRequest>;

/** A licence user's own fields, as every answer about a user starts. */
const ZUserFields = z.object({
  id: z.number(),
  role: ZLicenceRole,
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  licence_id: z.number(),
});

/**
 * The signed-in user as login, social-auth and verify-token answer it (DESIGN §3), with the user's abilities: what
 * the role may do beyond what anyone may, from the server's policy table (decision 0019). The web shows and hides by
 * them and keeps no role lists of its own.
 */
export const ZCurrentUser = ZUserFields.extend({
  auth_key: z.string(),
  /** The name the site greets the user by (contract public-name.ts): never the login or e-mail; '' when none. */
  public_name: z.string(),
  abilities: z.array(ZAbility),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** A licence user as other calls show it: never a secret. */
export const ZUser = ZUserFields.extend({
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZRegisteredResponse = z.object({ message: z.string(), user: ZUser });
export const ZMessageResponse = z.object({ message: z.string() });

/** Which challenge a visitor asks for: the picture, or proof of work for those who cannot see it (decision 0046). */
export const CAPTCHA_KINDS = ['picture', 'work'] as const;
export const ZCaptchaQuery = z.object({ kind: z.enum(CAPTCHA_KINDS).default('picture') });
export type TCaptchaKind = (typeof CAPTCHA_KINDS)[number];

export const ZCaptchaResponse = z.object({
  enabled: z.boolean(),
  /** Sent back as `captcha_id`, with the answer as `captcha`; used once, valid for ten minutes. */
  captcha_id: z.string().nullable(),
  /** The picture, a PNG as a `data:` URL (pixels only); null for proof of work or when captcha is switched off. */
  image: z.string().nullable(),
  /**
   * Proof of work: `captcha` is a decimal nonce such that SHA-256(salt + nonce) starts with `bits` zero bits
   * (contract proof-of-work.ts); null for the picture or when captcha is switched off.
   */
  work: z.object({ salt: z.string(), bits: z.number().int() }).nullable(),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

export const ZUsersQuery = z.object({
  'filter[username]': optional(z.string().max(255)),
  'filter[email]': optional(z.string().max(255)),
  'filter[role]': optional(ZLicenceRole),
  'filter[status]': optional(z.enum(USER_STATUSES)),
});
export type TUsersQuery = z.infer<typeof ZUsersQuery>;
