/** A signed-in user for web tests: a stored token that verify-token answers with a user of the given role. */
import type { TCurrentUser } from '@izlog/contract/auth';
import { publicNameOf } from '@izlog/contract/public-name';
import type { TLicenceRole } from '@izlog/contract/roles';
import type { TStubTable } from './render-app';
import { ROLE_ABILITIES } from './role-abilities';

export function testUser(role: TLicenceRole, overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  const user: Omit<TCurrentUser, 'public_name'> & Partial<TCurrentUser> = {
    id: 7,
    auth_key: 'stored-token',
    role,
    username: `${role.toLowerCase()}-user`,
    email: `${role.toLowerCase()}@example.com`,
    name: null,
    surname: null,
    avatar: null,
    status: 'active',
    licence_id: 1,
    abilities: [...ROLE_ABILITIES[role]],
    ...overrides,
  };
  return { public_name: publicNameOf({ ...user, company_name: null }), ...user };
}

/** Stores the token and returns the stub that restores the session; spread it into the stub table. */
export function signInAs(role: TLicenceRole, overrides: Partial<TCurrentUser> = {}): TStubTable {
  localStorage.setItem('token', 'stored-token');
  return { 'POST /api/v1/users/verify-token': { body: testUser(role, overrides) } };
}
