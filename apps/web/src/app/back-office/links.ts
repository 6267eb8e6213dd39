/**
 * The back office's side navigation (decision 0013), and who may enter each area: the guard reads the same list,
 * so a link shown is a page that opens. Each link names the ability its page needs; the signed-in user's abilities
 * come from the server's policy table (decision 0019), so no role is named here.
 */
import type { TAbility } from '@izlog/contract/roles';
import { links, routes } from '@/lib/paths';
import type { TTranslations } from '@/locales/srp';

export type TBackOfficeLink = {
  to: string;
  /** A key of `backOffice.links` in the locales. */
  labelKey: keyof TTranslations['backOffice']['links'];
  /** What the page lets its user do: the link shows, and the page opens, for users with this ability. */
  ability: TAbility;
  /** Shown under this heading of the navigation instead of its area's. */
  group?: TBackOfficeGroup;
};

/** Headings of the navigation beyond the two areas: the site's administration (users, settings, audit log). */
export type TBackOfficeGroup = 'siteAdministration';

export const BACK_OFFICE_LINKS: readonly TBackOfficeLink[] = [
  { to: links.adminContentList('products'), labelKey: 'adminProducts', ability: 'contents.adminProducts' },
  { to: links.adminContentList('catalogs'), labelKey: 'adminCatalogs', ability: 'catalogs.adminWrite' },
  { to: links.adminContentList('articles'), labelKey: 'adminArticles', ability: 'contents.articles' },
  { to: links.adminContentList('blogs'), labelKey: 'adminBlogs', ability: 'contents.adminBlogs' },
  { to: links.adminContentList('pages'), labelKey: 'adminPages', ability: 'contents.pages' },
  { to: routes.adminCategories, labelKey: 'adminCategories', ability: 'categories.manage' },
  { to: routes.adminFirstPlaces, labelKey: 'firstPlaces', ability: 'bidding.manage' },
  { to: routes.adminContact, labelKey: 'contact', ability: 'contacts.manage' },
  { to: links.myContentList('products'), labelKey: 'myProducts', ability: 'contents.userProducts' },
  { to: links.myContentList('catalogs'), labelKey: 'myCatalogs', ability: 'catalogs.userWrite' },
  { to: links.myContentList('blogs'), labelKey: 'myBlogs', ability: 'contents.userBlogs' },
  { to: routes.myPlanners, labelKey: 'myPlanners', ability: 'planners.keep' },
  // Profile setup: after the content links, so an area's first page (where the account menu leads) stays its content.
  { to: routes.adminProfile, labelKey: 'adminProfile', ability: 'profiles.staffSetup' },
  { to: routes.myProfile, labelKey: 'myProfile', ability: 'profiles.memberSetup' },
  { to: routes.adminAuditLog, labelKey: 'auditLog', ability: 'audit.read', group: 'siteAdministration' },
  // The admin's setup checklist (issue 16), where the admin's guided tour ends.
  { to: routes.adminSetup, labelKey: 'setupChecklist', ability: 'site.manage', group: 'siteAdministration' },
];

/**
 * Entries of the navigation that open a modal instead of a page (SPEC §2: the user management, site management and
 * widget modals). They are no page, so the guard never reads them; the same abilities decide who sees them.
 */
export type TBackOfficeModalEntry = {
  modal: 'userManagementModal' | 'siteManagementModal' | 'widgetModal';
  labelKey: keyof TTranslations['backOffice']['links'];
  ability: TAbility;
  group: TBackOfficeGroup;
};

export const BACK_OFFICE_MODAL_ENTRIES: readonly TBackOfficeModalEntry[] = [
  { modal: 'userManagementModal', labelKey: 'users', ability: 'users.administer', group: 'siteAdministration' },
  { modal: 'siteManagementModal', labelKey: 'siteSettings', ability: 'site.manage', group: 'siteAdministration' },
  // The home page's widgets; a content's page and a category list open the same modal for themselves.
  { modal: 'widgetModal', labelKey: 'widgets', ability: 'widgets.manage', group: 'siteAdministration' },
];
