/**
 * The one policy table (DESIGN §4, SPEC §6): every action a route can declare, and who may do it.
 * `anyone` marks a public route explicitly; nothing else in the code compares role names.
 */
import { MODERATION_ROLES, type TLicenceRole, USER_ADMIN_ROLES } from '@izlog/contract/roles';
import { forbidden, loginRequired } from '../http/errors';

export const ANYONE = 'anyone' as const;
const SIGNED_IN: readonly TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'];
const USER_ADMINS: readonly TLicenceRole[] = USER_ADMIN_ROLES;

export const POLICY = {
  'platform.health': ANYONE,
  'platform.docs': ANYONE,
  'platform.preflight': ANYONE,
  'platform.devMail': ANYONE,
  'site.view': ANYONE,
  'profiles.read': ANYONE,
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
  // Media (SPEC §6): the stock picker is for everyone who creates content (staff, clients, front users' blogs);
  // moderators only change statuses. The offline library's pictures are public files.
  'media.stockPhotos': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER'],
  'media.upload': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER'],
  'media.stockLibrary': ANYONE,
  // Address suggestions: registration needs them before anyone is signed in (rate-limited per address).
  'places.suggest': ANYONE,
  // Catalogs (SPEC §6): the public reads approved ones; clients manage their own, content staff any.
  'catalogs.read': ANYONE,
  'catalogs.readAll': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'catalogs.ownList': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT'],
  'catalogs.userWrite': ['CLIENT'],
  'catalogs.adminWrite': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'catalogs.draft': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT'],
  'catalogs.disable': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT'],
  'catalogs.manageAny': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'catalogs.byCategory': ANYONE,
  'search.query': ANYONE,
  // Categories, attributes and the menu order (SPEC §6): anyone reads (visitors see active ones); admins, the
  // superadmin and editors manage them.
  'categories.read': ANYONE,
  'categories.manage': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  // Contents (SPEC §6): articles and static pages are written by staff only; products by staff (admin-*) and
  // clients (user-*, their own); blogs by staff (admin-*), clients and front users (user-*, their own). Drafts:
  // whoever may create that type. Staff read every status; the public reads approved content.
  'contents.read': ANYONE,
  'contents.readAll': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'contents.editAny': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.articles': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.pages': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.adminBlogs': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.userBlogs': ['CLIENT', 'USER'],
  'contents.blogDrafts': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER'],
  'contents.adminProducts': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.userProducts': ['CLIENT'],
  'contents.productDrafts': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT'],
  // Moderation (SPEC §6): moderators manage the status of users' content, admins and editors everything but user
  // administration — so all four decide, count and read histories. Publishing a draft takes the draft's own key.
  // Anyone signed in may ask for an item's versions side by side; only the author and staff get them (decision 0011).
  'moderation.moderate': MODERATION_ROLES,
  'moderation.changes': SIGNED_IN,
  'tags.read': ANYONE,
  // Comments (SPEC §6, §7): anyone reads approved ones; signed-in users and visitors (with a captcha) post where the
  // content allows it; staff comments need no moderation; the moderating staff approve and disapprove.
  'comments.read': ANYONE,
  'comments.post': ANYONE,
  'comments.postWithoutModeration': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'comments.moderate': MODERATION_ROLES,
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
