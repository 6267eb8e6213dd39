/** Serbian texts of the page a licence's site shows while it is not active (suspended, expired or closed). */
export const siteStatusSrp = {
  suspended: {
    title: 'Sajt je privremeno isključen',
    text: 'Ovaj sajt je trenutno isključen. Njegov sadržaj je sačuvan i biće ponovo dostupan kada ga vlasnik ili Izlog ponovo uključe.',
  },
  expired: {
    title: 'Licenca ovog sajta je istekla',
    text: 'Sajt nije dostupan dok se licenca ne produži. Sadržaj je sačuvan, a vlasnik licencu može da produži u Izlog konzoli.',
    renew: 'Produži licencu u konzoli',
  },
  closed: {
    title: 'Sajt je zatvoren',
    text: 'Licenca ovog sajta je zatvorena i sajt više nije dostupan.',
  },
  toIzlog: 'Izlog — sajtovi i aplikacije',
};
