/** Users as the wire shows them: never a password hash or a provider id. */
import type { TCurrentUser, TUser } from '@izlog/contract/auth';
import type { TUserStatus } from '@izlog/contract/constants';
import { publicNameOf } from '@izlog/contract/public-name';
import type { TLicenceRole } from '@izlog/contract/roles';
import { abilitiesOf } from '../../../platform/permissions/policy';
import type { TUserRow } from './accounts.queries';

export function presentUser(user: TUserRow): TUser {
  return {
    id: user.id,
    licence_id: user.licenceId,
    role: user.role as TLicenceRole,
    username: user.username,
    email: user.email,
    name: user.name,
    surname: user.surname,
    avatar: user.avatar,
    status: user.status as TUserStatus,
    gender: (user.gender as TUser['gender']) ?? null,
    phone: user.phone,
    company_name: user.companyName,
    created_at: user.createdAt.toISOString(),
  };
}

/** The signed-in user with the token and the abilities of the role (decision 0019). */
export function presentCurrentUser(user: TUserRow, authKey: string): TCurrentUser {
  const { id, licence_id, role, username, email, name, surname, avatar, status, company_name } = presentUser(user);
  const abilities = abilitiesOf(role);
  const public_name = publicNameOf({ role, username, name, surname, company_name });
  return {
    id,
    auth_key: authKey,
    public_name,
    role,
    username,
    email,
    name,
    surname,
    avatar,
    status,
    licence_id,
    abilities,
  };
}
