/**
 * The demo world: what `izlog seed` and a first start on an empty database create. Each site's settings and people
 * are written in sites/<site>/<site>-site.ts, its long texts beside them; the README lists every login.
 */
import type { GENDERS } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import type { THeroSpec, TLogoSpec, TPortraitSpec } from './pictures/site-pictures';
import { ACME_SITE } from './sites/acme/acme-site';
import { DEMO_SITE } from './sites/demo/demo-site';

export const PLATFORM_ADMIN = { email: 'admin@izlog.example.com', password: 'izlog-admin', name: 'Izlog Admin' };

/** The platform's demo sellers (decision 0026): a sales user, and a partner earning 10 % of every payment of theirs. */
export type TDemoPlatformAccount = {
  role: 'SALES' | 'PARTNER';
  email: string;
  password: string;
  name: string;
  phone: string;
  /** Basis points of each payment (1000 = 10 %). */
  commissionRateBp: number;
};
export const DEMO_SALES_ACCOUNTS: readonly TDemoPlatformAccount[] = [
  {
    role: 'SALES',
    email: 'sales@izlog.example.com',
    password: 'izlog-sales',
    name: 'Milica Stojanović',
    phone: '0641234567',
    commissionRateBp: 0,
  },
  {
    role: 'PARTNER',
    email: 'partner@izlog.example.com',
    password: 'izlog-partner',
    name: 'Vladimir Tomić',
    phone: '0637654321',
    commissionRateBp: 1000,
  },
];

/** The central bank's EUR middle rate the offline default starts from (RSD per euro, as of late 2026). */
export const DEMO_EUR_MIDDLE_RATE = '117.1700';

/** A person or a company with an account on a demo site; field names are the users table's. */
export type TDemoAccount = {
  role: TLicenceRole;
  email: string;
  username: string;
  /** Active unless said: each site has one blocked front user, the Serbian one a user who never confirmed. */
  status?: 'active' | 'inactive' | 'blocked';
  name: string;
  surname?: string;
  companyName?: string;
  publicEmail?: string;
  gender?: (typeof GENDERS)[number];
  phone?: string;
  /** YYYY-MM-DD. */
  birthdate?: string;
  bio?: string;
  country?: string;
  city?: string;
  address?: string;
  twitter?: string;
  facebook?: string;
  instagram?: string;
  /** A client's shops; the first is the primary one. */
  locations?: { country: string; city: string; address: string }[];
  /** Drawn and uploaded as the avatar: a person's portrait, a company's logo. None: a profile never set up. */
  avatar?: { portrait: TPortraitSpec } | { logo: TLogoSpec };
};

/** What the site management modal edits (issue 12); field names are the licences table's. Texts are rich text. */
export type TDemoSettings = {
  siteName: string;
  overlayText: string;
  buttonText: string;
  /** A page of the site (SPEC §5: letters, digits, - and _). */
  linkText: string;
  phone: string;
  country: string;
  city: string;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
  linkedinUrl: string;
  signInMsg: string;
  registerMsg: string;
  clientRegisterMsg: string;
  termsAndConditions: string;
  privacyPolicy: string;
  termsOfPayment: string;
};

export type TDemoLicence = {
  subdomain: string;
  title: string;
  description: string;
  languageId: number;
  licenceType: 'free' | 'basic' | 'e-commerce';
  password: string;
  settings: TDemoSettings;
  /** Drawn and uploaded as the site's logo (icon) and hero image (site_image). */
  logo: TLogoSpec;
  siteImage: THeroSpec;
  /**
   * The first account of each role is the one the catalogue seed acts as (admin, seller, blog writer) and the one
   * with the role's own address (admin@demo.example.com), which the browser tests use.
   */
  accounts: TDemoAccount[];
};

export const DEMO_LICENCES: TDemoLicence[] = [DEMO_SITE, ACME_SITE];
