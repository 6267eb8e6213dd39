/**
 * Profile rows → the public profile of packages/contract/src/profiles.ts (never an e-mail or a phone), and the
 * signed-in user's own profile (all of it: what the user management modal shows of them, with their locations).
 */
import type { TOwnProfile, TPublicProfile } from '@izlog/contract/profiles';
import { CLIENT_ROLES } from '@izlog/contract/roles';
import { presentAdminUser } from '../users/admin-user.presenter';
import type { TLocationRow, TOwnUserRow, TProfileRow } from './profiles.queries';

export function presentProfile(row: TProfileRow): TPublicProfile {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    surname: row.surname,
    company_name: row.companyName,
    avatar: row.avatar,
    bio: row.bio,
    public_email: row.publicEmail,
    twitter: row.twitter,
    facebook: row.facebook,
    instagram: row.instagram,
    // A company's profile: the role group of clients (SPEC §3 Client), named in the contract.
    is_client: (CLIENT_ROLES as readonly string[]).includes(row.role),
  };
}

export function presentLocation({ id, country, city, address, primaryLocation }: TLocationRow) {
  return { id, country, city, address, primary_location: primaryLocation };
}

export function presentOwnProfile(row: TOwnUserRow, locations: TLocationRow[]): TOwnProfile {
  return { ...presentAdminUser(row), locations: locations.map(presentLocation) };
}
