/** Serbian texts of the site search: its field and its results. */
export const searchSrp = {
  open: 'Pretraga',
  title: 'Pretraga sajta',
  label: 'Šta tražite?',
  submit: 'Traži',
  resultsFor: 'Rezultati za „{{q}}”',
  found: 'Pronađeno: {{count}}',
  noMatch: 'Nema rezultata za „{{q}}”.',
  noMatchTip: 'Pokušajte sa manje reči ili drugačijim pisanjem.',
  emptyQuery: 'Upišite šta tražite.',
  disabled: 'Pretraga je isključena na ovom sajtu.',
  types: {
    product: 'Proizvod',
    article: 'Vest',
    blog: 'Blog',
    staticPage: 'Stranica',
    catalog: 'Katalog',
  },
};
