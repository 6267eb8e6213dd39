/**
 * Serbian texts of the site's look (issue 16): the template section of the site management modal, the brand colour
 * field, and the header's light/dark switch.
 */
export const siteLookSrp = {
  colorScheme: {
    dark: 'Tamni režim',
  },
  brandColor: {
    label: 'Boja sajta',
    hint: 'Boja dugmadi i linkova u svakom šablonu. Kada je preslaba za čitanje, sajt koristi njenu tamniju nijansu. Prazno polje: Izlogova zelena.',
    reset: 'Vrati Izlogovu zelenu',
  },
  template: {
    title: 'Šablon sajta',
    intro:
      'Šablon određuje raspored, slova i izgled svih stranica. Sadržaj, podešavanja i boja sajta ostaju isti. Izaberite šablon da biste videli svoj sajt u njemu pre nego što ga promenite.',
    listLabel: 'Šabloni',
    current: 'Trenutni',
    previewTitle: 'Pregled: {{name}}',
    previewHint: 'Vaš sajt sa vašim sadržajem u ovom šablonu. Posetioci ništa ne vide dok ne potvrdite.',
    currentHint: 'Sajt sada koristi ovaj šablon.',
    devices: 'Uređaj za pregled',
    desktop: 'Računar',
    mobileWeb: 'Mobilni veb',
    app: 'Aplikacija',
    frameTitle: 'Pregled sajta u šablonu {{name}}: {{device}}',
    openPreview: 'Otvori pregled u novoj kartici',
    use: 'Koristi ovaj šablon',
    confirmTitle: 'Promeniti šablon sajta?',
    confirmMessage:
      'Svi posetioci će odmah videti sajt u šablonu „{{name}}“. Sadržaj i podešavanja ostaju isti, a šablon možete ponovo promeniti kad god želite.',
    confirm: 'Promeni šablon',
    saved: 'Šablon je promenjen: sajt sada koristi „{{name}}“.',
    loadFailed: 'Šabloni trenutno ne mogu da se učitaju.',
  },
};
