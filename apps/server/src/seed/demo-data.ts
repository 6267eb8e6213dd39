/** The demo world: what `izlog seed` and a first start on an empty database create. Listed in the README. */
import type { TLicenceRole } from '@izlog/contract/roles';

export const PLATFORM_ADMIN = { email: 'admin@izlog.example.com', password: 'izlog-admin', name: 'Izlog Admin' };

export type TDemoAccount = {
  role: TLicenceRole;
  email: string;
  username: string;
  name: string;
  surname?: string;
  companyName?: string;
  phone?: string;
  locations?: { country: string; city: string; address: string }[];
};

export type TDemoLicence = {
  subdomain: string;
  title: string;
  description: string;
  languageId: number;
  licenceType: 'free' | 'basic' | 'e-commerce';
  password: string;
  signInMsg: string;
  registerMsg: string;
  clientRegisterMsg: string;
  terms: string;
  accounts: TDemoAccount[];
};

const account = (site: string, role: TLicenceRole, name: string, extra: Partial<TDemoAccount> = {}): TDemoAccount => ({
  role,
  email: `${role.toLowerCase()}@${site}.example.com`,
  username: extra.username ?? name,
  name,
  ...extra,
});

export const DEMO_LICENCES: TDemoLicence[] = [
  {
    subdomain: 'demo',
    title: 'Izlog Demo',
    description: 'Nameštaj, posuđe, tekstil i dekoracija iz domaćih radionica, i magazin sa savetima i receptima.',
    languageId: 1,
    licenceType: 'e-commerce',
    password: 'demo1234',
    signInMsg: 'Dobro došli nazad!',
    registerMsg: 'Napravite nalog: pišite blogove, pravite planere i komentarišite.',
    clientRegisterMsg: 'Predstavite firmu: vaši proizvodi i katalozi čekaju kupce.',
    terms: 'Korišćenjem sajta prihvatate pravila ponašanja i obradu podataka u skladu sa zakonom.',
    accounts: [
      account('demo', 'SUPERADMIN', 'Jelena', { surname: 'Petrović', username: 'jelena' }),
      account('demo', 'ADMIN', 'Marko', { surname: 'Jovanović', username: 'marko' }),
      account('demo', 'EDITOR', 'Ana', { surname: 'Nikolić', username: 'ana' }),
      account('demo', 'MODERATOR', 'Stefan', { surname: 'Ilić', username: 'stefan' }),
      account('demo', 'CLIENT', 'Drvo i Kamen d.o.o.', {
        username: 'client@demo.example.com',
        companyName: 'Drvo i Kamen d.o.o.',
        phone: '0112345678',
        locations: [
          { country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 12' },
          { country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 5' },
        ],
      }),
      account('demo', 'USER', 'Milica', { surname: 'Đorđević', username: 'milica' }),
    ],
  },
  {
    subdomain: 'acme',
    title: 'Acme Store',
    description: 'Tools and garden goods from a family shop in Niš, since 1998.',
    languageId: 2,
    licenceType: 'basic',
    password: 'acme1234',
    signInMsg: 'Welcome back!',
    registerMsg: 'Create an account to write blogs, keep planners and comment.',
    clientRegisterMsg: 'Present your company: your products and catalogs are waiting for buyers.',
    terms: 'By using this site you accept its rules of conduct and data processing.',
    accounts: [
      account('acme', 'SUPERADMIN', 'Alice', { username: 'alice' }),
      account('acme', 'ADMIN', 'Bob', { username: 'bob' }),
      account('acme', 'CLIENT', 'Acme Tools Ltd', {
        username: 'client@acme.example.com',
        companyName: 'Acme Tools Ltd',
        phone: '0201234567',
        locations: [{ country: 'Serbia', city: 'Niš', address: 'Obrenovićeva 1' }],
      }),
      account('acme', 'USER', 'Carol', { username: 'carol' }),
    ],
  },
];
