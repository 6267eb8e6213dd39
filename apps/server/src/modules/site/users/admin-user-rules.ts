/**
 * The rules every admin call on a user keeps (SPEC §4, §6, issue 12): the licence's owner is out of reach, an admin
 * cannot lock themselves out, a deleted account is not changed, a taken e-mail or username is a 409 naming it.
 */
import type { TUserStatus } from '@izlog/contract/constants';
import { CLIENT_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { ASSIGNABLE_ROLES } from '@izlog/contract/user-admin';
import { AppError, fieldConflict, fieldError, notFound } from '../../../platform/http/errors';
import { roleMay, type TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { findOtherByEmail, findOtherByUsername, lockUser, type TUserRow } from './users.queries';

/**
 * The licence's owner (SUPERADMIN): the one role no admin can give is the one no admin can take, block or delete.
 * Read from the contract's assignable roles, so no role name is compared here.
 */
export const isLicenceOwner = (user: TUserRow) => !(ASSIGNABLE_ROLES as readonly string[]).includes(user.role);

/** The user an admin acts on, locked for the transaction: 404 unknown or another licence's, 409 when deleted. */
export async function lockChangeableUser(tx: TenantDb, id: number): Promise<TUserRow> {
  const user = await lockUser(tx, id);
  if (!user) throw notFound();
  if ((user.status as TUserStatus) === 'deleted') throw new AppError(409, 'user_already_deleted');
  return user;
}

/** Blocking, a status or role change, deleting: never the owner ("You can not block superadmin"). */
export function assertNotOwner(user: TUserRow): void {
  if (isLicenceOwner(user)) throw new AppError(403, 'superadmin_protected');
}

/**
 * The owner's account is the owner's own: their e-mail (an admin who could change it could reset the owner's
 * password through it), username and profile change only when the owner acts on themselves.
 */
export function assertOwnerActsOnOwnAccount(actor: TSignedInActor, user: TUserRow): void {
  if (isLicenceOwner(user) && actor.userId !== user.id) throw new AppError(403, 'superadmin_protected');
}

/** Blocking or deleting oneself. */
export function assertNotSelf(actor: TSignedInActor, user: TUserRow): void {
  if (actor.userId === user.id) throw new AppError(403, 'self_lockout');
}

/** One's own role and status may change only to ones that still administer users and sign in. */
export function assertKeepsAdministration(
  actor: TSignedInActor,
  user: TUserRow,
  next: { role: TLicenceRole; status: TUserStatus },
): void {
  if (actor.userId !== user.id) return;
  if (next.status !== 'active' || !roleMay(next.role, 'users.administer')) throw new AppError(403, 'self_lockout');
}

/** SPEC §5: a client's username is their e-mail — set at creation, moved with the e-mail, never renamed apart. */
export const usernameIsEmail = (role: string) => (CLIENT_ROLES as readonly string[]).includes(role);

/** A client's username is their e-mail, so renaming one apart from it is refused, naming the field. */
export function assertRenameable(user: TUserRow): void {
  if (usernameIsEmail(user.role)) throw fieldError('username', 'client_username_is_email');
}

export async function assertEmailFree(tx: TenantDb, email: string, exceptId?: number): Promise<void> {
  if (await findOtherByEmail(tx, email, exceptId)) throw fieldConflict('email', 'email_taken');
}

export async function assertUsernameFree(tx: TenantDb, username: string, exceptId?: number): Promise<void> {
  if (await findOtherByUsername(tx, username, exceptId)) throw fieldConflict('username', 'username_taken');
}

/** An e-mail about to be a client's username, held by another account as its username: the e-mail is in use. */
export async function assertEmailFreeAsUsername(tx: TenantDb, email: string, exceptId?: number): Promise<void> {
  if (await findOtherByUsername(tx, email, exceptId)) throw fieldConflict('email', 'email_taken');
}
