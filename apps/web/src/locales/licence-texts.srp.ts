/** Serbian texts of the site's rules (SPEC §2: privacy policy, terms of payment, terms and conditions) and footer. */
export const licenceTextsSrp = {
  names: {
    terms_and_conditions: 'Uslovi korišćenja',
    privacy_policy: 'Politika privatnosti',
    terms_of_payment: 'Uslovi plaćanja',
  },
  empty: {
    terms_and_conditions: 'Ovaj sajt još nije objavio uslove korišćenja.',
    privacy_policy: 'Ovaj sajt još nije objavio politiku privatnosti.',
    terms_of_payment: 'Ovaj sajt još nije objavio uslove plaćanja.',
  },
  loadFailed: 'Tekst trenutno ne može da se učita.',
  pageLead: 'Pravila ovog sajta: uslovi korišćenja, politika privatnosti i uslovi plaćanja.',
  noTexts: 'Ovaj sajt još nije objavio svoja pravila.',
  onThisPage: 'Na ovoj strani',
  newTab: '(otvara se u novoj kartici)',
  footer: {
    rules: 'Pravila',
    phone: 'Telefon:',
    social: 'Društvene mreže',
  },
};
