/** Serbian texts of the site's frame around every public page: the account menu on phones and the footer. */
export const siteFrameSrp = {
  account: {
    menu: 'Nalog: {{username}}',
    signedInAs: 'Prijavljeni ste kao {{username}}',
  },
  footer: {
    label: 'Podnožje sajta',
    pages: 'Informacije',
    shop: 'Sadržaj sajta',
    catalogs: 'Katalozi',
    language: 'Jezik sajta',
    copyright: '© {{year}} {{title}}',
  },
  catalogList: {
    title: 'Katalozi',
    lead: 'Izbori proizvoda koje su sastavili naši urednici i prodavci.',
    empty: 'Još nema kataloga.',
  },
};
