/**
 * User administration (SPEC §2 "User administration", §7 "Auth and users" admin calls, issue 12): the licence's
 * admins list, create, change, block, activate, write to and delete its users. One home for the fields and rules both
 * the server and the user management modal apply.
 */
import { z } from 'zod';
import { ZUser } from './auth';
import { GENDERS, USER_STATUSES } from './constants';
import { type LICENCE_ROLES, STAFF_ROLES, ZLicenceRole } from './roles';
import { optional, zEmail, zId, zPassword, zPhone, zText, zWebUrl } from './validation';

/** The three sections of the user management modal (SPEC §2: default back-end users). */
export const USER_SECTIONS = ['backend', 'frontend', 'clients'] as const;
export type TUserSection = (typeof USER_SECTIONS)[number];
/** Which roles each section lists. */
export const SECTION_ROLES: Record<TUserSection, readonly (typeof LICENCE_ROLES)[number][]> = {
  backend: STAFF_ROLES,
  frontend: ['USER'],
  clients: ['CLIENT'],
};

/** Roles an admin may give: every licence role but SUPERADMIN, which only the licence's lease makes. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'] as const;
export const ZAssignableRole = z.enum(ASSIGNABLE_ROLES);
/** Statuses an admin may set (deleting is its own call). */
export const ASSIGNABLE_STATUSES = ['inactive', 'active', 'blocked'] as const;
export const ZAssignableStatus = z.enum(ASSIGNABLE_STATUSES);

/** GET /users and GET /users/admin-get-licence-users filters (SPEC §7 filter[...]); both paginated. */
export const ZAdminUsersQuery = z.object({
  'filter[section]': optional(z.enum(USER_SECTIONS)),
  'filter[role]': optional(ZLicenceRole),
  'filter[status]': optional(z.enum(USER_STATUSES)),
  'filter[email]': optional(z.string().trim().max(255)),
  'filter[username]': optional(z.string().trim().max(255)),
  /** Matches name or surname (or both, "Ana Petrović"). */
  'filter[name]': optional(z.string().trim().max(255)),
  /** One box that matches e-mail, username, name or surname. */
  'filter[q]': optional(z.string().trim().max(255)),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** A user as the user management modal shows it: every profile field, never a secret. */
export const ZAdminUser = ZUser.extend({
  public_email: z.string().nullable(),
  birthdate: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  last_login_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** Profile fields an admin (or the user, through the profile calls) may change; e-mail, username and role not. */
export const adminProfileFields = {
  name: optional(zText(100)),
  surname: optional(zText(100)),
  public_email: optional(zEmail),
  gender: optional(z.enum(GENDERS)),
  phone: optional(zPhone),
  /** YYYY-MM-DD, not in the future. */
  birthdate: optional(
    z.iso.date().refine((value) => value <= new Date().toISOString().slice(0, 10), 'birthdate_in_future'),
  ),
  bio: optional(z.string().trim().max(2000)),
  country: optional(zText(100)),
  city: optional(zText(100)),
  address: optional(zText(255)),
  company_name: optional(zText(120)),
  twitter: optional(zWebUrl),
  facebook: optional(zWebUrl),
  instagram: optional(zWebUrl),
};

/**
 * POST /users/admin-create-user. Without a password the new user gets a mail with a link to set one (the password
 * reset link); with one, the account is ready at once. The user management modal shows the preview step first.
 */
export const ZAdminCreateUserRequest = z.object({
  email: zEmail,
  /**
   * A client's username is their e-mail (SPEC §5, as at registration): for a client the server stores the e-mail and
   * ignores this (still checked, so any valid value does; the modal sends the e-mail).
   */
  username: zText(64),
  password: optional(zPassword),
  role: ZAssignableRole,
  status: optional(ZAssignableStatus),
  ...adminProfileFields,
});
export type TAdminCreateUserRequest = z.infer<typeof ZAdminCreateUserRequest>;

/**
 * POST /users/admin-update-user/{id}: the whole profile, as the own-profile calls take it — a field left out or empty
 * is cleared. The avatar arrives as a file or stock location (`avatar`) and stays as it is when none is sent.
 */
export const ZAdminUpdateUserRequest = z.object(adminProfileFields);
export type TAdminUpdateUserRequest = z.infer<typeof ZAdminUpdateUserRequest>;

export const ZAdminUpdateUsernameRequest = z.object({ username: zText(64) });
export const ZAdminUpdateEmailRequest = z.object({ email: zEmail });
/** POST /users/admin-update-user-role/{id} (SPEC §7: role, status). */
export const ZAdminUpdateRoleRequest = z.object({ role: ZAssignableRole, status: ZAssignableStatus });
export type TAdminUpdateRoleRequest = z.infer<typeof ZAdminUpdateRoleRequest>;

/** POST /users/send-mail-to-licence-user (SPEC §7: id), sent through the mail interface. */
export const ZSendMailToUserRequest = z.object({
  id: zId,
  subject: zText(200),
  text: zText(10_000),
});
export type TSendMailToUserRequest = z.infer<typeof ZSendMailToUserRequest>;

/**
 * What becomes of a deleted user's content (decision 0023): `transfer` gives their contents and catalogs to the
 * deleting admin (they stay as they are), `withdraw` turns them off (status deleted). Comments stay, shown as by a
 * deleted account, unless `withdraw` — then they are disapproved. The account itself is anonymised, never kept.
 */
export const DELETE_CONTENT_ACTIONS = ['transfer', 'withdraw'] as const;
export const ZAdminDeleteUserRequest = z.object({ content_action: z.enum(DELETE_CONTENT_ACTIONS) });
export type TAdminDeleteUserRequest = z.infer<typeof ZAdminDeleteUserRequest>;

/**
 * GET /users/admin-delete-user-preview/{id}: what deleting would touch, shown before the admin confirms: the user's
 * contents by type that are not already turned off (both actions touch the same items; decision 0023).
 */
export const ZDeleteUserPreview = z.object({
  user: ZAdminUser,
  contents: z.object({
    blogs: z.number(),
    articles: z.number(),
    products: z.number(),
    pages: z.number(),
  }),
  /** Of those contents, the ones the public sees (approved). */
  published_contents: z.number(),
  /** Catalogs not already turned off. */
  catalogs: z.number(),
  /** Comments shown or waiting for moderation (`withdraw` disapproves them, `transfer` leaves them standing). */
  comments: z.number(),
  /**
   * The user's locations (shop addresses) their live products are offered at: `transfer` moves them to the deleting
   * admin with the products, `withdraw` removes them. Every other location of the user is removed either way.
   */
  locations: z.number(),
});
export type TDeleteUserPreview = z.infer<typeof ZDeleteUserPreview>;
