/**
 * The back office's side navigation (decision 0013), and who may enter each area: the guard reads the same list,
 * so a link shown is a page that opens. Roles come from the contract's role lists, never spelled out here.
 */
import { CLIENT_ROLES, CONTENT_STAFF_ROLES, MEMBER_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { links, routes } from '@/lib/paths';
import type { TTranslations } from '@/locales/srp';

export type TBackOfficeLink = {
  to: string;
  /** A key of `backOffice.links` in the locales. */
  labelKey: keyof TTranslations['backOffice']['links'];
  roles: readonly TLicenceRole[];
};

export const BACK_OFFICE_LINKS: readonly TBackOfficeLink[] = [
  { to: links.adminContentList('products'), labelKey: 'adminProducts', roles: CONTENT_STAFF_ROLES },
  { to: links.adminContentList('catalogs'), labelKey: 'adminCatalogs', roles: CONTENT_STAFF_ROLES },
  { to: links.adminContentList('articles'), labelKey: 'adminArticles', roles: CONTENT_STAFF_ROLES },
  { to: links.adminContentList('blogs'), labelKey: 'adminBlogs', roles: CONTENT_STAFF_ROLES },
  { to: links.adminContentList('pages'), labelKey: 'adminPages', roles: CONTENT_STAFF_ROLES },
  { to: routes.adminCategories, labelKey: 'adminCategories', roles: CONTENT_STAFF_ROLES },
  { to: links.myContentList('products'), labelKey: 'myProducts', roles: CLIENT_ROLES },
  { to: links.myContentList('catalogs'), labelKey: 'myCatalogs', roles: CLIENT_ROLES },
  { to: links.myContentList('blogs'), labelKey: 'myBlogs', roles: MEMBER_ROLES },
];
