/** Roles of DESIGN §4. Permission checks never compare these strings in handlers: see the server's policy table. */
import { z } from 'zod';

export const LICENCE_ROLES = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'] as const;
export const PLATFORM_ROLES = ['PLATFORM_ADMIN', 'SALES', 'PARTNER'] as const;
export const STAFF_ROLES = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'] as const;

export const ZLicenceRole = z.enum(LICENCE_ROLES);
export type TLicenceRole = z.infer<typeof ZLicenceRole>;
export const ZPlatformRole = z.enum(PLATFORM_ROLES);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;
export type TRole = TLicenceRole | TPlatformRole;
