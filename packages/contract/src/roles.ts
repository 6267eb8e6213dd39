/** Roles of DESIGN §4. Permission checks never compare these strings in handlers: see the server's policy table. */
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

export const ZLicenceRole = z.enum(LICENCE_ROLES);
export type TLicenceRole = z.infer<typeof ZLicenceRole>;
export const ZPlatformRole = z.enum(PLATFORM_ROLES);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;
export type TRole = TLicenceRole | TPlatformRole;
