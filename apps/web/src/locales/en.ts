/** English texts of the interface. */
import { authEn } from './auth.en';
import { backOfficeEn } from './back-office.en';
import { biddingEn } from './bidding.en';
import { catalogueEn } from './catalogue.en';
import { categoryAdminEn } from './category-admin.en';
import { commentsEn } from './comments.en';
import { contactEn } from './contact.en';
import { contactAdminEn } from './contact-admin.en';
import { editorEn } from './editor.en';
import { galleryEn } from './gallery.en';
import { licencePurchaseEn } from './licence-purchase.en';
import { licenceTextsEn } from './licence-texts.en';
import { magazineEn } from './magazine.en';
import { manageEn } from './manage.en';
import { mediaEn } from './media.en';
import { moderationEn } from './moderation.en';
import { plannersEn } from './planners.en';
import { profilesEn } from './profiles.en';
import { publicPlannersEn } from './public-planners.en';
import { salesConsoleEn } from './sales-console.en';
import { salesSiteEn } from './sales-site.en';
import { searchEn } from './search.en';
import { siteAdminEn } from './site-admin.en';
import { siteAppEn } from './site-app.en';
import { siteFrameEn } from './site-frame.en';
import { siteLookEn } from './site-look.en';
import { siteStatusEn } from './site-status.en';
import { sortableEn } from './sortable.en';
import type { TTranslations } from './srp';
import { toursEn } from './tours.en';
import { userAdminEn } from './user-admin.en';
import { widgetAdminEn } from './widget-admin.en';
import { widgetsEn } from './widgets.en';

export const en: TTranslations = {
  common: {
    loading: 'Loading…',
    send: 'Send',
    close: 'Close',
    retry: 'Try again',
    language: 'Language',
    languageNames: { srp: 'Serbian, Latin script', 'srp-Cyrl': 'Serbian, Cyrillic script', en: 'English' },
    somethingWentWrong: 'Something went wrong. Please try again.',
    serverUnreachable: 'The server cannot be reached. Check your connection and try again.',
  },
  header: {
    login: 'Log in',
    register: 'Register',
    logout: 'Log out',
    greeting: 'Hello, {{name}}',
    greetingWithoutName: 'Hello!',
    homeLink: '{{title}}, home page',
  },
  fields: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    username: 'Username',
    name: 'Name',
    surname: 'Surname',
    companyName: 'Company name',
    phone: 'Phone',
    publicEmail: 'Public e-mail',
    bio: 'About the company',
    twitter: 'Twitter',
    facebook: 'Facebook',
    instagram: 'Instagram',
    country: 'Country',
    city: 'City',
    address: 'Address',
    logo: 'Logo',
    captcha: 'Captcha',
    optional: 'optional',
  },
  auth: authEn,
  nav: {
    mainMenu: 'Main menu',
    products: 'Products',
    articles: 'News',
    blogs: 'Blog',
    search: 'Search',
  },
  catalogue: catalogueEn,
  search: searchEn,
  media: mediaEn,
  gallery: galleryEn,
  editor: editorEn,
  address: {
    placeholder: 'Street and number, place (e.g. Knez Mihailova 5, Beograd)',
    hint: 'Type the street and number, a comma, then the place, and choose a suggestion from the list.',
    noMatch: 'No such place. Type the street and number, a comma, then the place.',
    addStreet: 'Add the street and number before the place, e.g. Knez Mihailova 5, {{city}}.',
    loadFailed: 'Address suggestions are not available at the moment.',
  },
  manage: manageEn,
  backOffice: backOfficeEn,
  sortable: sortableEn,
  categoryAdmin: categoryAdminEn,
  moderation: moderationEn,
  profiles: profilesEn,
  userAdmin: userAdminEn,
  salesConsole: salesConsoleEn,
  comments: commentsEn,
  siteFrame: siteFrameEn,
  siteApp: siteAppEn,
  siteLook: siteLookEn,
  siteAdmin: siteAdminEn,
  licenceTexts: licenceTextsEn,
  licencePurchase: licencePurchaseEn,
  salesSite: salesSiteEn,
  siteStatus: siteStatusEn,
  contact: contactEn,
  widgets: widgetsEn,
  bidding: biddingEn,
  contactAdmin: contactAdminEn,
  widgetAdmin: widgetAdminEn,
  planners: plannersEn,
  publicPlanners: publicPlannersEn,
  tours: toursEn,
  magazine: magazineEn,
  site: {
    noSiteTitle: 'No site here',
    noSite: 'There is no site at this address',
    loadFailed: 'The site cannot be loaded at the moment.',
    notFoundTitle: 'Page not found',
    notFound: 'The page you are looking for does not exist.',
    backHome: 'Back to the home page',
  },
};
