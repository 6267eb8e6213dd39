/**
 * Roles of DESIGN §4, their groups, and the names of what a role may do (abilities). Permission checks never compare
 * role strings outside the server's policy table, which says which group holds each ability.
 */
import { z } from 'zod';

export const LICENCE_ROLES = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'] as const;
export const PLATFORM_ROLES = ['PLATFORM_ADMIN', 'SALES', 'PARTNER'] as const;
export const STAFF_ROLES = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'] as const;
/** Staff who write the site's content (SPEC §6); moderators only change statuses. */
export const CONTENT_STAFF_ROLES = ['SUPERADMIN', 'ADMIN', 'EDITOR'] as const;
/** Companies that sell on the site: own products, catalogs and blogs, all moderated. */
export const CLIENT_ROLES = ['CLIENT'] as const;
/** Signed-up site members (not staff): clients and front users, who both write their own blogs. */
export const MEMBER_ROLES = ['CLIENT', 'USER'] as const;
/** Who administers the licence's users (SPEC §6: editors do all but that); their content lists show all authors. */
export const USER_ADMIN_ROLES = ['SUPERADMIN', 'ADMIN'] as const;
/** Who moderates users' content and comments (SPEC §6): the policy's moderation keys and the web's way in. */
export const MODERATION_ROLES = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'] as const;
/** Everyone who writes content of their own (blogs, pictures): content staff and members, not moderators. */
export const CONTENT_CREATOR_ROLES = [...CONTENT_STAFF_ROLES, ...MEMBER_ROLES] as const;
/** Who writes products and catalogs: content staff (any author's) and clients (their own). */
export const SELLER_ROLES = [...CONTENT_STAFF_ROLES, ...CLIENT_ROLES] as const;
/** Who keeps planners (SPEC §6 FRONT USER: blogs, planners, comments; decision 0041). */
export const PLANNER_ROLES = ['USER'] as const;
/** Platform accounts (DESIGN §4) who sell licences: sales users, partners and the platform's admin. */
export const SALES_ROLES = ['SALES', 'PARTNER', 'PLATFORM_ADMIN'] as const;
/** Who sees the licences they sold with their commissions (SPEC §6 "Partners have a licence list"). */
export const PARTNER_ROLES = ['PARTNER', 'PLATFORM_ADMIN'] as const;
/** The platform's admin: every licence, any status, proforma payments, prices and exchange rates. */
export const PLATFORM_ADMIN_ROLES = ['PLATFORM_ADMIN'] as const;
/** The role an account gets when it signs itself up (SPEC §5): the one place registration names a role. */
export const SIGN_UP_ROLES = { frontUser: 'USER', client: 'CLIENT', socialSignIn: 'USER', salesUser: 'SALES' } as const;

export const ZLicenceRole = z.enum(LICENCE_ROLES);
export type TLicenceRole = z.infer<typeof ZLicenceRole>;
export const ZPlatformRole = z.enum(PLATFORM_ROLES);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;
export type TRole = TLicenceRole | TPlatformRole;

/**
 * Every permission of the policy table that needs a role (those open to anyone are not abilities): the names the
 * current user's `abilities` list holds, so the web shows what the user may do without its own role lists.
 * The server's table must give each of these its roles (checked by its type and tests); see decision 0019.
 */
export const ABILITIES = [
  'auth.signInWhenLoginClosed',
  'account.changeOwnPassword',
  'users.list',
  'users.administer',
  'audit.read',
  'site.manage',
  'profiles.updateOwn',
  'profiles.memberSetup',
  'profiles.staffSetup',
  'profiles.companyProfile',
  'media.stockPhotos',
  'media.upload',
  'catalogs.readAll',
  'catalogs.ownList',
  'catalogs.userWrite',
  'catalogs.adminWrite',
  'catalogs.draft',
  'catalogs.disable',
  'catalogs.manageAny',
  'categories.manage',
  'contents.readAll',
  'contents.editAny',
  'contents.articles',
  'contents.pages',
  'contents.adminBlogs',
  'contents.userBlogs',
  'contents.blogDrafts',
  'contents.adminProducts',
  'contents.userProducts',
  'contents.productDrafts',
  'contents.publishWithoutModeration',
  'moderation.moderate',
  'moderation.changes',
  'comments.postWithoutModeration',
  'comments.moderate',
  // Widgets, contact services and paid first places (issue 14).
  'widgets.manage',
  'contacts.manage',
  'bidding.manage',
  'bidding.duration',
  'planners.keep',
  'planners.moderate',
  // Guided tours (issue 16): everyone signed in keeps where they stand in them.
  'tours.keepProgress',
  // Platform accounts' abilities (issue 13): a platform token's answer lists these.
  'sales.own',
  'sales.partnerLicences',
  'sales.platformAdmin',
] as const;
/** The abilities only platform accounts can hold; a licence user's answer never lists them. */
export const PLATFORM_ABILITIES = ['sales.own', 'sales.partnerLicences', 'sales.platformAdmin'] as const;
export const ZAbility = z.enum(ABILITIES);
export type TAbility = z.infer<typeof ZAbility>;
