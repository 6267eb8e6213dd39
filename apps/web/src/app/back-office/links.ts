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
};

export const BACK_OFFICE_LINKS: readonly TBackOfficeLink[] = [
  { to: links.adminContentList('products'), labelKey: 'adminProducts', ability: 'contents.adminProducts' },
  { to: links.adminContentList('catalogs'), labelKey: 'adminCatalogs', ability: 'catalogs.adminWrite' },
  { to: links.adminContentList('articles'), labelKey: 'adminArticles', ability: 'contents.articles' },
  { to: links.adminContentList('blogs'), labelKey: 'adminBlogs', ability: 'contents.adminBlogs' },
  { to: links.adminContentList('pages'), labelKey: 'adminPages', ability: 'contents.pages' },
  { to: routes.adminCategories, labelKey: 'adminCategories', ability: 'categories.manage' },
  { to: links.myContentList('products'), labelKey: 'myProducts', ability: 'contents.userProducts' },
  { to: links.myContentList('catalogs'), labelKey: 'myCatalogs', ability: 'catalogs.userWrite' },
  { to: links.myContentList('blogs'), labelKey: 'myBlogs', ability: 'contents.userBlogs' },
];
