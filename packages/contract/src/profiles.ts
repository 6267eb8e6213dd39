/** Public profiles (SPEC §7 GET /profiles): what anyone may see of a site's authors — never an e-mail or phone. */
import { z } from 'zod';
import { ZLocation } from './auth';
import { adminProfileFields, ZAdminUser } from './user-admin';
import { optional, zEmail, zId, zPhone, zText } from './validation';

export const ZProfileLocation = z.object({
  id: z.number(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  primary_location: z.number(),
});
export type TProfileLocation = z.infer<typeof ZProfileLocation>;

export const ZPublicProfile = z.object({
  id: z.number(),
  /**
   * The name the site shows (decision 0045): a client's company name, else the username the person chose, else name
   * and surname; never a login e-mail ('' when none of these is there). `filter[username]` finds it.
   */
  username: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  company_name: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  public_email: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  is_client: z.boolean(),
  /** Only with `expand=locations`. */
  locations: z.array(ZProfileLocation).optional(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZProfilesQuery = z.object({
  'filter[id]': optional(z.coerce.number().int().positive().max(2_147_483_647)),
  /** The shown name (`username` of the answer), in any letter case. */
  'filter[username]': optional(z.string().trim().max(255)),
  expand: optional(z.string().max(100)),
});

/** GET /profiles/own-profile: the signed-in user's whole profile (their own e-mail and phone included). */
export const ZOwnProfile = ZAdminUser.extend({ locations: z.array(ZProfileLocation) });
export type TOwnProfile = z.infer<typeof ZOwnProfile>;

const { company_name: _companyName, ...personalFields } = adminProfileFields;

/**
 * POST /profiles/update-front-user-profile/{id}: a front user's (or a staff member's) own profile; the avatar arrives
 * as a file or a stock location (`avatar`) and is required while the profile has none (SPEC §5). The e-mail is not
 * editable by the user (SPEC §3).
 */
export const ZUpdateFrontUserProfileRequest = z.object({ username: optional(zText(64)), ...personalFields });
export type TUpdateFrontUserProfileRequest = z.infer<typeof ZUpdateFrontUserProfileRequest>;

/** A client's location as the profile form sends it: an existing one keeps its id. */
export const ZClientLocationInput = ZLocation.extend({ id: optional(zId) });

/**
 * POST /profiles/update-client-profile/{id}: a client's own profile (SPEC §3, §5: company name, bio and public e-mail
 * required; phone digits only; at least one location). The logo arrives as `avatar`. The first location is the
 * primary one (primary_location 0), the rest 1 (SPEC §9); a location left out of the list is removed.
 */
export const ZUpdateClientProfileRequest = z.object({
  ...personalFields,
  company_name: zText(120),
  bio: z.string().trim().min(2).max(2000),
  public_email: zEmail,
  phone: zPhone,
  locations: z.array(ZClientLocationInput).min(1).max(20),
});
export type TUpdateClientProfileRequest = z.infer<typeof ZUpdateClientProfileRequest>;
