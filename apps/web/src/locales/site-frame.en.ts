/** English texts of the site's frame: the account menu on phones, the footer, the catalogs list, a profile's pages. */
import type { TTranslations } from './srp';

export const siteFrameEn: TTranslations['siteFrame'] = {
  account: {
    menu: 'Account: {{name}}',
    menuWithoutName: 'Account',
  },
  footer: {
    label: 'Site footer',
    pages: 'Information',
    shop: 'On this site',
    catalogs: 'Catalogs',
    copyright: '© {{year}} {{title}}',
  },
  profile: {
    pagesOf: 'Pages: {{list}}',
  },
  catalogList: {
    title: 'Catalogs',
    lead: 'Selections of products put together by our editors and sellers.',
    empty: 'No catalogs yet.',
  },
};
