/** Serbian (Latin) texts of the interface: the default language and the shape every other language follows. */
import { authSrp } from './auth.srp';
import { backOfficeSrp } from './back-office.srp';
import { biddingSrp } from './bidding.srp';
import { catalogueSrp } from './catalogue.srp';
import { categoryAdminSrp } from './category-admin.srp';
import { commentsSrp } from './comments.srp';
import { contactSrp } from './contact.srp';
import { contactAdminSrp } from './contact-admin.srp';
import { editorSrp } from './editor.srp';
import { gallerySrp } from './gallery.srp';
import { licencePurchaseSrp } from './licence-purchase.srp';
import { licenceTextsSrp } from './licence-texts.srp';
import { magazineSrp } from './magazine.srp';
import { manageSrp } from './manage.srp';
import { mediaSrp } from './media.srp';
import { moderationSrp } from './moderation.srp';
import { plannersSrp } from './planners.srp';
import { profilesSrp } from './profiles.srp';
import { publicPlannersSrp } from './public-planners.srp';
import { salesConsoleSrp } from './sales-console.srp';
import { salesSiteSrp } from './sales-site.srp';
import { searchSrp } from './search.srp';
import { siteAdminSrp } from './site-admin.srp';
import { siteAppSrp } from './site-app.srp';
import { siteFrameSrp } from './site-frame.srp';
import { siteLookSrp } from './site-look.srp';
import { siteStatusSrp } from './site-status.srp';
import { sortableSrp } from './sortable.srp';
import { toursSrp } from './tours.srp';
import { userAdminSrp } from './user-admin.srp';
import { widgetAdminSrp } from './widget-admin.srp';
import { widgetsSrp } from './widgets.srp';

export const srp = {
  common: {
    loading: 'Učitavanje…',
    send: 'Pošalji',
    close: 'Zatvori',
    retry: 'Pokušaj ponovo',
    language: 'Jezik',
    languageNames: { srp: 'srpski, latinica', 'srp-Cyrl': 'srpski, ćirilica', en: 'engleski' },
    somethingWentWrong: 'Nešto nije u redu. Pokušajte ponovo.',
    serverUnreachable: 'Server nije dostupan. Proverite vezu i pokušajte ponovo.',
  },
  header: {
    login: 'Prijavi se',
    register: 'Registruj se',
    logout: 'Odjavi se',
    greeting: 'Zdravo, {{name}}',
    greetingWithoutName: 'Zdravo!',
    homeLink: '{{title}}, početna strana',
  },
  fields: {
    email: 'E-adresa',
    password: 'Lozinka',
    newPassword: 'Nova lozinka',
    username: 'Korisničko ime',
    name: 'Ime',
    surname: 'Prezime',
    companyName: 'Naziv firme',
    phone: 'Telefon',
    publicEmail: 'Javna e-adresa',
    bio: 'O firmi',
    twitter: 'Twitter',
    facebook: 'Facebook',
    instagram: 'Instagram',
    country: 'Država',
    city: 'Grad',
    address: 'Adresa',
    logo: 'Logo',
    captcha: 'Captcha',
    optional: 'nije obavezno',
  },
  auth: authSrp,
  nav: {
    mainMenu: 'Glavni meni',
    products: 'Proizvodi',
    articles: 'Vesti',
    blogs: 'Blog',
    search: 'Pretraga',
  },
  catalogue: catalogueSrp,
  search: searchSrp,
  media: mediaSrp,
  gallery: gallerySrp,
  editor: editorSrp,
  address: {
    placeholder: 'Ulica i broj, mesto (npr. Knez Mihailova 5, Beograd)',
    hint: 'Upišite ulicu i broj, zarez, pa mesto, i izaberite predlog sa liste.',
    noMatch: 'Nema takvog mesta. Upišite ulicu i broj, zarez, pa mesto.',
    addStreet: 'Dodajte ulicu i broj ispred mesta, npr. Knez Mihailova 5, {{city}}.',
    loadFailed: 'Predlozi adresa trenutno nisu dostupni.',
  },
  manage: manageSrp,
  backOffice: backOfficeSrp,
  sortable: sortableSrp,
  categoryAdmin: categoryAdminSrp,
  moderation: moderationSrp,
  profiles: profilesSrp,
  userAdmin: userAdminSrp,
  salesConsole: salesConsoleSrp,
  comments: commentsSrp,
  siteFrame: siteFrameSrp,
  siteApp: siteAppSrp,
  siteLook: siteLookSrp,
  siteAdmin: siteAdminSrp,
  licenceTexts: licenceTextsSrp,
  licencePurchase: licencePurchaseSrp,
  salesSite: salesSiteSrp,
  siteStatus: siteStatusSrp,
  contact: contactSrp,
  widgets: widgetsSrp,
  bidding: biddingSrp,
  contactAdmin: contactAdminSrp,
  widgetAdmin: widgetAdminSrp,
  planners: plannersSrp,
  publicPlanners: publicPlannersSrp,
  tours: toursSrp,
  magazine: magazineSrp,
  site: {
    noSiteTitle: 'Sajt ne postoji',
    noSite: 'Na ovoj adresi nema sajta.',
    loadFailed: 'Sajt trenutno ne može da se učita.',
    notFoundTitle: 'Stranica ne postoji',
    notFound: 'Stranica koju tražite ne postoji.',
    backHome: 'Nazad na početnu stranu',
  },
};

export type TTranslations = typeof srp;
