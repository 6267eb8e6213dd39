/** How the user management modal names a user and their times, and which accounts it may not act on. */
import { CLIENT_ROLES } from '@izlog/contract/roles';
import {
  ASSIGNABLE_ROLES,
  SECTION_ROLES,
  type TAdminUser,
  type TUserSection,
  USER_SECTIONS,
} from '@izlog/contract/user-admin';
import { localeTag } from '@/lib/i18n';

/** "Ana Petrović", or the company, or nothing when the user gave neither. */
export function fullNameOf(user: Pick<TAdminUser, 'name' | 'surname' | 'company_name'>): string | null {
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  return name || user.company_name || null;
}

/**
 * The licence's owner (SUPERADMIN) holds the one role no admin can give: the server refuses to block, delete, demote
 * or change the status of that account, so the modal does not offer it.
 */
export const isLicenceOwner = (user: Pick<TAdminUser, 'role'>): boolean =>
  !(ASSIGNABLE_ROLES as readonly string[]).includes(user.role);

/**
 * A client's username is their e-mail (SPEC §5): the new-user wizard sends the e-mail as both, and the server refuses
 * a client's username change (422), which follows the e-mail instead.
 */
export const usernameIsEmail = (role: TAdminUser['role']): boolean =>
  (CLIENT_ROLES as readonly string[]).includes(role);

/** The section that lists a role (a new user is shown in it). */
export const sectionOfRole = (role: TAdminUser['role']): TUserSection =>
  USER_SECTIONS.find((section) => SECTION_ROLES[section].includes(role)) ?? 'backend';

/** Times are stored in UTC and shown in Europe/Belgrade (DESIGN §3). */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(localeTag(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(iso));
