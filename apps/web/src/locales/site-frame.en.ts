/** English texts of the site's frame around every public page: the account menu on phones and the footer. */
import type { TTranslations } from './srp';

export const siteFrameEn: TTranslations['siteFrame'] = {
  account: {
    menu: 'Account: {{username}}',
    signedInAs: 'Signed in as {{username}}',
  },
  footer: {
    label: 'Site footer',
    pages: 'Information',
    shop: 'On this site',
    catalogs: 'Catalogs',
    language: 'Site language',
    copyright: '© {{year}} {{title}}',
  },
  catalogList: {
    title: 'Catalogs',
    lead: 'Selections of products put together by our editors and sellers.',
    empty: 'No catalogs yet.',
  },
};
