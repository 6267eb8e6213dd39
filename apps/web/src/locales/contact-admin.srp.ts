/**
 * Serbian texts of contact administration (issue 14): the site's contact services and what visitors sent through
 * them, with each message's delivery.
 */
export const contactAdminSrp = {
  title: 'Kontakt',
  intro:
    'Kontakt službe su adrese na koje stižu poruke posetilaca. Svaka poruka se prvo sačuva, pa pošalje e-poštom; ovde vidite da li je stigla.',
  sections: { submissions: 'Primljene poruke', services: 'Kontakt službe' },
  services: {
    formTitle: 'Nova kontakt služba',
    name: 'Naziv službe',
    email: 'E-adresa',
    emailHint: 'Na ovu adresu stižu poruke; posetioci je ne vide.',
    description: 'Opis',
    descriptionHint: 'Posetioci ga vide pri izboru službe.',
    add: 'Dodaj službu',
    limitReached: 'Sajt već ima najviše kontakt službi ({{max}}). Obrišite neku da biste dodali novu.',
    listLabel: 'Kontakt službe',
    empty: 'Sajt još nema kontakt službu. Posetioci mogu da pišu tek kada je dodate.',
    loadFailed: 'Kontakt službe nisu učitane.',
    delete: 'Obriši',
    deleteLabel: 'Obriši službu {{name}}',
    deleteTitle: 'Obrisati kontakt službu?',
    deleteMessage:
      'Posetioci više neće moći da izaberu službu „{{name}}”. Poruke koje su već stigle ostaju u listi primljenih poruka.',
    deleteConfirm: 'Obriši službu',
  },
  submissions: {
    filtersLabel: 'Filteri poruka',
    service: 'Služba',
    allServices: 'Sve službe',
    delivery: 'Isporuka',
    allDeliveries: 'Sve isporuke',
    listLabel: 'Primljene poruke',
    empty: 'Još nema poruka posetilaca.',
    emptyFiltered: 'Nema poruka za izabrane filtere.',
    loadFailed: 'Poruke nisu učitane.',
    from: 'Od',
    receivedAt: 'Primljeno',
    sentAt: 'Poslato',
    attempts: 'Pokušaja slanja: {{count}}',
    lastError: 'Poslednja greška',
    attachment: 'Prilog',
    download: 'Preuzmi {{name}} ({{size}})',
    downloadFailed: 'Prilog nije preuzet.',
    retry: 'Pošalji ponovo',
    retryLabel: 'Pošalji ponovo poruku od {{sender}}',
    retried: 'Poruka je ponovo poslata na isporuku.',
  },
  delivery: { pending: 'Čeka slanje', sent: 'Poslato', failed: 'Nije poslato' },
};
