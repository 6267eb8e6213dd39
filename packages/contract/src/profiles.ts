/** Public profiles (SPEC §7 GET /profiles): what anyone may see of a site's authors — never an e-mail or phone. */
import { z } from 'zod';
import { optional } from './validation';

export const ZProfileLocation = z.object({
  id: z.number(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  primary_location: z.number(),
});

export const ZPublicProfile = z.object({
  id: z.number(),
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
  'filter[username]': optional(z.string().trim().max(255)),
  expand: optional(z.string().max(100)),
});
