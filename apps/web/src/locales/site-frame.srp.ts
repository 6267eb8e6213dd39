/** Serbian texts of the site's frame: the account menu on phones, the footer, the catalogs list, a profile's pages. */
export const siteFrameSrp = {
  account: {
    menu: 'Nalog: {{name}}',
    menuWithoutName: 'Nalog',
  },
  footer: {
    label: 'Podnožje sajta',
    pages: 'Informacije',
    shop: 'Sadržaj sajta',
    catalogs: 'Katalozi',
    copyright: '© {{year}} {{title}}',
  },
  profile: {
    pagesOf: 'Strane: {{list}}',
  },
  catalogList: {
    title: 'Katalozi',
    lead: 'Izbori proizvoda koje su sastavili naši urednici i prodavci.',
    empty: 'Još nema kataloga.',
  },
};
