/**
 * Serbian texts of public planners (issue 15, SPEC §2 PublicPlannerItems): the list of planners their owners shared,
 * one planner's items by category, and the footer's link.
 */
export const publicPlannersSrp = {
  footerLink: 'Planeri',
  list: {
    title: 'Planeri',
    lead: 'Planovi događaja i kućnih projekata koje su naši korisnici podelili: zadaci, datumi i proizvodi.',
    empty: 'Još niko nije podelio svoj planer.',
    label: 'Javni planeri',
    owner: 'Planer korisnika {{name}}',
    itemsCount: 'Stavki: {{count}}',
  },
  page: {
    owner: 'Planer korisnika',
    itemsCount: 'Javnih stavki: {{count}}',
    empty: 'Ovaj planer još nema stavki koje su javno prikazane.',
    noCategory: 'Ostalo',
    itemsOf: 'Stavke: {{category}}',
    kinds: { task: 'Zadatak', product: 'Proizvod', catalog: 'Katalog' },
    when: 'Kada',
    where: 'Gde',
    price: 'Cena',
    atTime: '{{date}} u {{time}}',
    openProduct: 'Pogledajte proizvod',
    openCatalog: 'Pogledajte katalog',
    allPlanners: 'Svi javni planeri',
  },
};
