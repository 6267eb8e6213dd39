/** English texts of the back office frame: its navigation and who may enter it. */
import type { TTranslations } from './srp';

export const backOfficeEn: TTranslations['backOffice'] = {
  navLabel: 'Content management',
  openMenu: 'Open the content management menu',
  areas: { admin: 'Administration', my: 'My content' },
  siteAdministration: 'Site administration',
  links: {
    adminProducts: 'Products',
    adminCatalogs: 'Catalogs',
    adminArticles: 'News',
    adminBlogs: 'Blogs',
    adminPages: 'Static pages',
    adminCategories: 'Categories',
    myProducts: 'My products',
    myCatalogs: 'My catalogs',
    myBlogs: 'My blogs',
    myPlanners: 'My planners',
    adminProfile: 'My profile',
    myProfile: 'My profile',
    users: 'Users',
    auditLog: 'Audit log',
    siteSettings: 'Site settings',
    firstPlaces: 'First places',
    contact: 'Contact',
    widgets: 'Widgets',
    setupChecklist: 'Setup checklist',
  },
  loginRequiredTitle: 'Login required',
  unauthorizedHint: 'This page is meant for other accounts.',
  loginOffHint:
    'Login is turned off for visitors on this site. Its administrators, editors and moderators sign in on the staff sign-in page.',
  toAdminLogin: 'Go to staff sign-in',
};
