/** Serbian texts of the widgets on the site's pages (the position-one block and positions one to three). */
export const widgetsSrp = {
  loading: 'Učitavanje vidžeta…',
  loadFailed: 'Vidžeti ove stranice trenutno ne mogu da se učitaju.',
  leadFailed: 'Izdvojeni sadržaj trenutno ne može da se učita.',
};
