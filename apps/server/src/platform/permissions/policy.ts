/**
 * The one policy table (DESIGN §4, SPEC §6): every action a route can declare, and who may do it.
 * `anyone` marks a public route explicitly; nothing else in the code compares role names.
 */
import type { TLicenceRole } from '@izlog/contract/roles';
import { forbidden, loginRequired } from '../http/errors';

export const ANYONE = 'anyone' as const;
const SIGNED_IN: readonly TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'];
const USER_ADMINS: readonly TLicenceRole[] = ['SUPERADMIN', 'ADMIN'];

export const POLICY = {
  'platform.health': ANYONE,
  'platform.docs': ANYONE,
  'platform.preflight': ANYONE,
  'platform.devMail': ANYONE,
  'site.view': ANYONE,
  'web.assets': ANYONE,
  'auth.captcha': ANYONE,
  'auth.login': ANYONE,
  'auth.register': ANYONE,
  'auth.socialLogin': ANYONE,
  'auth.resetPassword': ANYONE,
  'auth.validateAccount': ANYONE,
  'auth.verifyToken': ANYONE,
  'auth.logout': ANYONE,
  'account.changeOwnPassword': SIGNED_IN,
  'users.list': USER_ADMINS,
} as const satisfies Record<string, typeof ANYONE | readonly TLicenceRole[]>;

export type TPermission = keyof typeof POLICY;

export type TActor =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: number; licenceId: number; role: TLicenceRole; sessionId: number };

export type TSignedInActor = Extract<TActor, { kind: 'user' }>;

export const isPermission = (value: unknown): value is TPermission =>
  typeof value === 'string' && Object.hasOwn(POLICY, value);

export function can(actor: TActor, permission: TPermission): boolean {
  const allowed = POLICY[permission];
  if (allowed === ANYONE) return true;
  return actor.kind === 'user' && (allowed as readonly TLicenceRole[]).includes(actor.role);
}

/** Throws 401 for a visitor and 403 for a signed-in user whose role may not do it; narrows the actor. */
export function authorize(actor: TActor, permission: TPermission): void {
  if (can(actor, permission)) return;
  throw actor.kind === 'anonymous' ? loginRequired() : forbidden();
}

/** Ownership beside the policy: a signed-in actor acting on their own account. */
export function assertSelf(actor: TActor, userId: number): asserts actor is TSignedInActor {
  if (actor.kind !== 'user') throw loginRequired();
  if (actor.userId !== userId) throw forbidden();
}

export function requireSignedIn(actor: TActor): TSignedInActor {
  if (actor.kind !== 'user') throw loginRequired();
  return actor;
}
