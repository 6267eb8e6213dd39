/** Serbian texts of the site as an installable app: the footer's offer, the iOS hint, the store link, offline. */
export const siteAppSrp = {
  title: 'Aplikacija',
  install: 'Instaliraj aplikaciju',
  installHint: 'Sajt na početnom ekranu, i bez interneta za stranice koje ste otvarali.',
  iosHint: 'Dodajte sajt na početni ekran: dodirnite Deli, pa „Dodaj na početni ekran“.',
  dismissHint: 'Zatvori savet',
  googlePlay: 'Preuzmite sa Google Play',
  offline: 'Niste na mreži: vidite stranice koje ste već otvarali.',
  updateReady: 'Stigla je nova verzija sajta. Osvežite stranicu da biste je koristili.',
  reload: 'Osveži',
  later: 'Kasnije',
};
