/**
 * Serbian texts of paid first places (issue 14): the editor's bidding tab, the first places page with each item's
 * report and the duration, and the "Sponsored" mark visitors see in category lists.
 */
export const biddingSrp = {
  /** On a category list's entry that is there because it was paid for, so visitors are never misled. */
  sponsored: 'Sponzorisano',
  states: { scheduled: 'Zakazano', active: 'Aktivno', ended: 'Završeno', disabled: 'Isključeno' },
  tab: {
    title: 'Prvo mesto u kategoriji',
    intro:
      'Prvo mesto stavlja ovu stavku na vrh liste njene kategorije, označenu kao „Sponzorisano”, od izabranog dana za trajanje koje važi na sajtu.',
    onlyProductsAndCatalogs: 'Prvo mesto u listi kategorije može se dati proizvodu ili katalogu.',
    saveFirst: 'Sačuvajte stavku da biste je postavili na prvo mesto.',
    duration: 'Trajanje prvog mesta na ovom sajtu (dana): {{count}}',
    startDate: 'Početak',
    startDateHint: 'Danas ili neki budući dan.',
    period: 'Prvo mesto od {{start}} do {{end}}, uključujući oba dana.',
    place: 'Postavi na prvo mesto',
    placesTitle: 'Prva mesta ove stavke',
    noPlaces: 'Ova stavka još nije bila na prvom mestu.',
    loadFailed: 'Prva mesta ove stavke nisu učitana.',
  },
  item: {
    period: '{{start}} – {{end}}',
    periodLabel: 'Period',
    category: 'Kategorija',
    remainingDays: 'Preostalo dana',
    impressions: 'Prikazi',
    clicks: 'Klikovi',
    disable: 'Isključi',
    disableTitle: 'Isključiti prvo mesto?',
    disableMessage:
      '„{{title}}” odmah napušta prvo mesto u kategoriji „{{category}}” i vraća se na svoje uobičajeno mesto. Ovo se ne može poništiti; kasnije ga možete ponovo postaviti na prvo mesto.',
    disableConfirm: 'Isključi prvo mesto',
    showReport: 'Izveštaj',
    hideReport: 'Sakrij izveštaj',
  },
  page: {
    title: 'Prva mesta',
    intro:
      'Proizvodi i katalozi postavljeni na prvo mesto u listama svojih kategorija: koliko su puta prikazani i otvoreni. Na prvo mesto ih postavljate na kartici „Licitacija” u uređivaču proizvoda ili kataloga.',
    filtersLabel: 'Filteri prvih mesta',
    state: 'Stanje',
    allStates: 'Sva stanja',
    category: 'Kategorija',
    allCategories: 'Sve kategorije',
    listLabel: 'Prva mesta',
    empty: 'Još nijedna stavka nije postavljena na prvo mesto.',
    emptyFiltered: 'Nema prvih mesta za izabrane filtere.',
    loadFailed: 'Prva mesta nisu učitana.',
    edit: 'Uredi stavku',
  },
  report: {
    title: 'Prikazi i klikovi po danima: {{title}}',
    caption: 'Prikazi i klikovi po danima',
    day: 'Dan',
    total: 'Ukupno',
    empty: 'Još nema prikaza ni klikova.',
    loadFailed: 'Izveštaj nije učitan.',
    legendLabel: 'Legenda grafikona',
  },
  duration: {
    title: 'Trajanje prvog mesta',
    hint: 'Koliko dana traje svako novo prvo mesto (od {{min}} do {{max}}). Već postavljena prva mesta zadržavaju svoje datume.',
    label: 'Trajanje (dana)',
    value: 'Dana: {{count}}',
    save: 'Sačuvaj trajanje',
  },
};
