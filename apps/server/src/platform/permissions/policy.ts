/**
 * The one policy table (DESIGN §4, SPEC §6): every action a route can declare or an operation can ask about, and who
 * may do it. `anyone` marks a public route explicitly; nothing else in the code compares role names. Decisions about
 * one's own items ("the author, or a role that may") are the ownership rules beside it (`ownership.ts`).
 */
import {
  ABILITIES,
  CLIENT_ROLES,
  CONTENT_CREATOR_ROLES,
  CONTENT_STAFF_ROLES,
  LICENCE_ROLES,
  MEMBER_ROLES,
  MODERATION_ROLES,
  PARTNER_ROLES,
  PLANNER_ROLES,
  PLATFORM_ADMIN_ROLES,
  SALES_ROLES,
  SELLER_ROLES,
  STAFF_ROLES,
  type TAbility,
  type TLicenceRole,
  type TPlatformRole,
  type TRole,
  USER_ADMIN_ROLES,
} from '@izlog/contract/roles';
import { forbidden, loginRequired } from '../http/errors';

export const ANYONE = 'anyone' as const;
const SIGNED_IN = LICENCE_ROLES;

/**
 * Action → roles. Role lists are the contract's groups, never spelled out here; every entry that is not `anyone` is
 * an ability of the contract (`ABILITIES`), which the current user's answer lists for the web (decision 0019).
 */
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
  // While a licence has login and registration switched off, its staff still sign in (SPEC §6).
  'auth.signInWhenLoginClosed': STAFF_ROLES,
  'account.changeOwnPassword': SIGNED_IN,
  'users.list': USER_ADMIN_ROLES,
  // User administration and its audit log (SPEC §6: admins and the superadmin; editors do all but this). Site
  // settings, greetings, terms and switches are "site data", which editors manage too.
  'users.administer': USER_ADMIN_ROLES,
  'audit.read': USER_ADMIN_ROLES,
  'site.manage': CONTENT_STAFF_ROLES,
  // Everyone signed in edits their own profile (the calls check it is their own and of their kind).
  'profiles.updateOwn': SIGNED_IN,
  // Which profile setup a signed-in user has (the web's /my/profile or /admin/profile, and its form): members set
  // theirs up beside their content, staff in the back office; a client's is a company profile (company name, logo,
  // locations: update-client-profile), everyone else's a front user's (update-front-user-profile).
  'profiles.memberSetup': MEMBER_ROLES,
  'profiles.staffSetup': STAFF_ROLES,
  'profiles.companyProfile': CLIENT_ROLES,
  // Media (SPEC §6): the stock picker is for everyone who creates content (staff, clients, front users' blogs);
  // moderators only change statuses. The offline library's pictures are public files.
  // Sales accounts pick a licence's logo from the stock library too (the wizard and the console, on the platform host).
  'media.stockPhotos': [...CONTENT_CREATOR_ROLES, ...SALES_ROLES],
  'media.upload': CONTENT_CREATOR_ROLES,
  'media.stockLibrary': ANYONE,
  // Address suggestions: registration needs them before anyone is signed in (rate-limited per address).
  'places.suggest': ANYONE,
  // Catalogs (SPEC §6): the public reads approved ones; clients manage their own, content staff any.
  'catalogs.read': ANYONE,
  'catalogs.readAll': STAFF_ROLES,
  'catalogs.ownList': SELLER_ROLES,
  'catalogs.userWrite': CLIENT_ROLES,
  'catalogs.adminWrite': CONTENT_STAFF_ROLES,
  'catalogs.draft': SELLER_ROLES,
  'catalogs.disable': [...STAFF_ROLES, ...CLIENT_ROLES],
  'catalogs.manageAny': STAFF_ROLES,
  'catalogs.byCategory': ANYONE,
  'search.query': ANYONE,
  // Categories, attributes and the menu order (SPEC §6): anyone reads (visitors see active ones); admins, the
  // superadmin and editors manage them.
  'categories.read': ANYONE,
  'categories.manage': CONTENT_STAFF_ROLES,
  // Contents (SPEC §6): articles and static pages are written by staff only; products by staff (admin-*) and
  // clients (user-*, their own); blogs by staff (admin-*), clients and front users (user-*, their own). Drafts:
  // whoever may create that type. Staff read every status; the public reads approved content.
  'contents.read': ANYONE,
  'contents.readAll': STAFF_ROLES,
  'contents.editAny': CONTENT_STAFF_ROLES,
  'contents.articles': CONTENT_STAFF_ROLES,
  'contents.pages': CONTENT_STAFF_ROLES,
  'contents.adminBlogs': CONTENT_STAFF_ROLES,
  'contents.userBlogs': MEMBER_ROLES,
  'contents.blogDrafts': CONTENT_CREATOR_ROLES,
  'contents.adminProducts': CONTENT_STAFF_ROLES,
  'contents.userProducts': CLIENT_ROLES,
  'contents.productDrafts': SELLER_ROLES,
  // Staff publish directly; what clients and front users publish waits for a moderator (content and catalogs).
  'contents.publishWithoutModeration': STAFF_ROLES,
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
  'comments.postWithoutModeration': STAFF_ROLES,
  'comments.moderate': MODERATION_ROLES,
  // Widgets, contact services and bidding (SPEC §6, issue 14): anyone reads a page's widgets and the services' names
  // and sends the contact form (with the captcha, rate-limited); admins, the superadmin and editors manage widgets,
  // services and first places; the bidding duration is the admins'. A first place's click is counted for anyone.
  'widgets.read': ANYONE,
  'widgets.manage': CONTENT_STAFF_ROLES,
  'contacts.read': ANYONE,
  'contacts.submit': ANYONE,
  'contacts.manage': CONTENT_STAFF_ROLES,
  'bidding.manage': CONTENT_STAFF_ROLES,
  'bidding.duration': USER_ADMIN_ROLES,
  'bidding.click': ANYONE,
  // Planners (SPEC §6, issue 15): front users keep their own (another's is a 404, checked by the calls); anyone reads
  // a public planner's approved public items and fetches a calendar by its private link; moderators decide on the
  // user-written items shown publicly.
  'planners.keep': PLANNER_ROLES,
  'planners.readPublic': ANYONE,
  'planners.calendarFeed': ANYONE,
  'planners.moderate': MODERATION_ROLES,
  // Guided tours (issue 16): everyone signed in keeps their own progress; the setup checklist is site.manage's.
  'tours.keepProgress': SIGNED_IN,
  // Licence sales (SPEC §6 SALES USER, issue 13): platform accounts only, so no licence user reaches a sales call
  // (403) and a sales token is no licence's session. Sales users act on their own licences (the calls check whose:
  // another's is a 404); partners also read the licences they sold with their commissions; the platform admin sees
  // and changes every licence, marks proforma payments paid and keeps prices and exchange rates.
  'sales.register': ANYONE,
  'sales.login': ANYONE,
  'sales.catalogue': ANYONE,
  'sales.own': SALES_ROLES,
  'sales.partnerLicences': PARTNER_ROLES,
  'sales.platformAdmin': PLATFORM_ADMIN_ROLES,
  // The gateways' callbacks and the TLS terminator's question carry their own proof (a signature, loopback).
  'payments.callback': ANYONE,
  'domains.tlsAsk': ANYONE,
  'rates.read': ANYONE,
} as const satisfies Record<string, typeof ANYONE | readonly TRole[]>;

/** The permissions that need a role: exactly the contract's abilities (a compile error when the two part). */
type TRoleGated = {
  [K in keyof typeof POLICY]: (typeof POLICY)[K] extends typeof ANYONE ? never : K;
}[keyof typeof POLICY];
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const abilitiesMatchThePolicy: TSame<TRoleGated, TAbility> = true;
void abilitiesMatchThePolicy;

export type TPermission = keyof typeof POLICY;

export type TActor =
  | { kind: 'anonymous' }
  | { kind: 'user'; userId: number; licenceId: number; role: TLicenceRole; sessionId: number }
  /** A sales user, partner or the platform admin, signed in on the platform host (never a licence's user). */
  | { kind: 'platform'; platformUserId: number; role: TPlatformRole; sessionId: number };

export type TPlatformActor = Extract<TActor, { kind: 'platform' }>;

export type TSignedInActor = Extract<TActor, { kind: 'user' }>;

export const isPermission = (value: unknown): value is TPermission =>
  typeof value === 'string' && Object.hasOwn(POLICY, value);

/** Whether someone of `role` may do it: for a decision about an account that is not yet the actor (login). */
export function roleMay(role: TRole, permission: TPermission): boolean {
  const allowed = POLICY[permission];
  return allowed === ANYONE || (allowed as readonly TRole[]).includes(role);
}

export function can(actor: TActor, permission: TPermission): boolean {
  if (POLICY[permission] === ANYONE) return true;
  return actor.kind !== 'anonymous' && roleMay(actor.role, permission);
}

/** What a role may do beyond what anyone may: the current user's `abilities`, in the contract's order. */
export const abilitiesOf = (role: TRole): TAbility[] => ABILITIES.filter((ability) => roleMay(role, ability));

/**
 * The platform roles that sell as partners: who reads the partners' lists without being the platform admin. They earn
 * a commission on each payment of what they sold (SPEC §7b), and the partners' licence list holds what they sold. A
 * trait of the role rather than an action a route declares, so it is asked here and is no ability.
 */
export const COMMISSION_EARNING_ROLES: readonly TPlatformRole[] = PARTNER_ROLES.filter(
  (role) => !roleMay(role, 'sales.platformAdmin'),
);

/** Whether an account of `role` (a stored platform user's) earns a commission on what it sells. */
export const earnsCommission = (role: string): boolean =>
  (COMMISSION_EARNING_ROLES as readonly string[]).includes(role);

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

/** The platform account acting (sales calls); a visitor is 401, a licence user 403. */
export function requirePlatformActor(actor: TActor): TPlatformActor {
  if (actor.kind === 'anonymous') throw loginRequired();
  if (actor.kind !== 'platform') throw forbidden();
  return actor;
}

export function requireSignedIn(actor: TActor): TSignedInActor {
  if (actor.kind !== 'user') throw loginRequired();
  return actor;
}
