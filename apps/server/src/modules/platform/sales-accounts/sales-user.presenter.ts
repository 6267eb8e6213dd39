/** A platform account as the wire shows it (ZSalesUser): never the password hash, the abilities the policy gives its role. */
import type { TPlatformRole } from '@izlog/contract/roles';
import type { TSalesUser } from '@izlog/contract/sales';
import { abilitiesOf } from '../../../platform/permissions/policy';
import type { TPlatformUserRow } from './sales-accounts.queries';

/** With `authKey` when the answer starts a session (register, login); without it otherwise. */
export function presentSalesUser(user: TPlatformUserRow, authKey?: string): TSalesUser {
  const role = user.role as TPlatformRole;
  return {
    id: user.id,
    ...(authKey ? { auth_key: authKey } : {}),
    role,
    email: user.email,
    name: user.name,
    phone: user.phone,
    abilities: abilitiesOf(role),
  };
}
