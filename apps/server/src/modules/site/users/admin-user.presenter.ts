/** A user as the user management modal shows it (ZAdminUser): every profile field, never a secret. */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { presentUser } from '../accounts/user.presenter';
import type { TUserRow } from './users.queries';

export function presentAdminUser(row: TUserRow): TAdminUser {
  return {
    ...presentUser(row),
    public_email: row.publicEmail,
    birthdate: row.birthdate,
    bio: row.bio,
    country: row.country,
    city: row.city,
    address: row.address,
    twitter: row.twitter,
    facebook: row.facebook,
    instagram: row.instagram,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The fields an admin changes, named as the wire names them: what the audit log compares before and after. The
 * status and role are here too, so every call's entry is the difference of two of these.
 */
export function auditedFields(row: TUserRow): Record<string, unknown> {
  const {
    id: _id,
    licence_id: _licence,
    created_at: _created,
    updated_at: _updated,
    last_login_at: _login,
    ...fields
  } = presentAdminUser(row);
  return fields;
}
