/**
 * Serbian texts of the guided tours of the home page and the admin's setup checklist (issue 16). A step's title and
 * text name what the highlighted part of the page is for; its key is the step's data-tour target.
 */
export const toursSrp = {
  takeTour: 'Obilazak sajta',
  dialogLabel: 'Obilazak sajta',
  next: 'Dalje',
  previous: 'Nazad',
  done: 'Završi',
  skip: 'Preskoči obilazak',
  progress: '{{current}} / {{total}}',
  steps: {
    header: {
      title: 'Zaglavlje sajta',
      text: 'Naziv i logo sajta vode na početnu stranu. Ovde birate i jezik, a desno je vaš nalog.',
    },
    search: {
      title: 'Pretraga',
      text: 'Pretraga traži kroz proizvode, vesti, blogove i kataloge sajta.',
    },
    categories: {
      title: 'Kategorije',
      text: 'Kategorije vode na liste proizvoda iste vrste. Uređujete ih u administraciji, pod Kategorije.',
    },
    widgets: {
      title: 'Vidžeti',
      text: 'Početna strana ima tri pozicije za vidžete: liste sadržaja i kontakt forme koje sami slažete.',
    },
    products: {
      title: 'Najnoviji proizvodi',
      text: 'Ovde se pojavljuju proizvodi čim ih objavite.',
    },
    account: {
      title: 'Vaš nalog i administracija',
      text: 'Odavde otvarate svoj nalog i profil, a dugme Administracija vodi u upravljanje sajtom.',
    },
    memberAccount: {
      title: 'Vaš nalog',
      text: 'Odavde otvarate svoj nalog i profil, a Moj sadržaj vodi na vaše planere i blogove.',
    },
    adminContent: {
      title: 'Sadržaj sajta',
      text: 'Proizvodi, katalozi, vesti, blogovi, stranice i kategorije: sve što posetioci čitaju pravite ovde.',
    },
    siteManagement: {
      title: 'Podešavanja sajta',
      text: 'Logo, naziv, boje, pozdravne poruke, uslovi korišćenja i prekidači sajta.',
    },
    widgetEntry: {
      title: 'Vidžeti početne strane',
      text: 'Dodajte, pomerajte i uredite vidžete na tri pozicije početne strane.',
    },
    users: {
      title: 'Korisnici',
      text: 'Osoblje, posetioci i klijenti sajta: uloge, blokiranje i dnevnik izmena.',
    },
    moderation: {
      title: 'Moderacija',
      text: 'Ono što klijenti i posetioci objave čeka ovde na odobrenje.',
    },
    checklist: {
      title: 'Prvi koraci',
      text: 'Pet koraka do uređenog sajta. Svaki se sam označi čim ga uradite.',
    },
  },
  checklist: {
    title: 'Prvi koraci',
    intro: 'Pet koraka do uređenog sajta. Svaki se sam označi čim ga uradite.',
    listLabel: 'Koraci podešavanja',
    done: 'urađeno',
    notDone: 'nije urađeno',
    count: 'Urađeno {{done}} od {{total}}',
    allDone: 'Sve je podešeno. Sajt je spreman za posetioce.',
    loadFailed: 'Spisak koraka nije učitan.',
    replay: 'Ponovi obilazak sajta',
    steps: {
      logo: { label: 'Postavite logo', action: 'Otvori podešavanja sajta' },
      greetings: { label: 'Napišite pozdravne poruke', action: 'Otvori pozdravne poruke' },
      first_product: { label: 'Dodajte prvi proizvod', action: 'Novi proizvod' },
      first_widget: { label: 'Dodajte prvi vidžet', action: 'Otvori vidžete' },
      contact_service: { label: 'Dodajte kontakt službu', action: 'Otvori kontakt' },
    },
  },
};
