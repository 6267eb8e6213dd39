/** The demo shop's categories of every content type and its catalogs: themed selections of its products. */
import { ARTICLE_FAMILIES, type TSeedCatalog, type TSeedCategory } from '../../catalogue-data';

export const PRODUCT_CATEGORIES: TSeedCategory[] = [
  {
    key: 'namestaj',
    name: 'Nameštaj',
    description: 'Stolovi, stolice, police i komode od domaćeg drveta.',
    color: '#8d6e63',
    picture: { kind: 'armchair', main: '#a0643c' },
    families: ['furniture'],
    attributes: [
      { name: 'Materijal', values: ['hrast', 'bukva', 'orah', 'jasen', 'metal'] },
      { name: 'Boja', values: ['prirodna', 'bela', 'crna', 'siva', 'plava'] },
    ],
  },
  {
    key: 'kuhinja',
    name: 'Kuhinja',
    description: 'Posuđe, šolje i pribor za svakodnevno kuvanje.',
    color: '#ef6c00',
    picture: { kind: 'pot', main: '#f4f1ea', accent: '#b5523b' },
    families: ['tableware'],
    attributes: [
      {
        name: 'Materijal',
        values: ['keramika', 'porcelan', 'staklo', 'bakar', 'liveno gvožđe', 'emajl', 'drvo'],
      },
      { name: 'Zapremina', values: ['250 ml', '300 ml', '400 ml', '1 l', '2 l', '5 l'] },
    ],
  },
  {
    key: 'rasveta',
    name: 'Rasveta',
    description: 'Lampe i lusteri za toplu svetlost u domu.',
    color: '#fbc02d',
    picture: { kind: 'pendant' },
    families: ['lighting'],
    attributes: [
      { name: 'Snaga', values: ['4 W', '5 W', '9 W', '12 W'] },
      { name: 'Grlo', values: ['E27', 'E14', 'LED'] },
    ],
  },
  {
    key: 'tekstil',
    name: 'Tekstil',
    description: 'Posteljina, ćebad, ćilimi i zavese od prirodnih vlakana.',
    color: '#5c6bc0',
    picture: { kind: 'blanket', main: '#e9e1d3', accent: '#5c6bc0' },
    families: ['textile'],
    attributes: [
      { name: 'Materijal', values: ['pamuk', 'lan', 'vuna'] },
      { name: 'Veličina', values: ['mala', 'srednja', 'velika'] },
    ],
  },
  {
    key: 'dekoracija',
    name: 'Dekoracija',
    description: 'Vaze, ogledala, sveće i sitnice koje sobu čine vašom.',
    color: '#26a69a',
    picture: { kind: 'vase', main: '#7fb3c8', accent: '#f7d26a' },
    families: ['decor'],
    attributes: [
      { name: 'Materijal', values: ['staklo', 'keramika', 'drvo', 'metal', 'pruće', 'vosak'] },
      { name: 'Boja', values: ['prirodna', 'bela', 'zelena', 'zlatna', 'ljubičasta'] },
    ],
  },
];

export const ARTICLE_CATEGORIES: TSeedCategory[] = [
  {
    key: 'vesti',
    name: 'Vesti',
    description: 'Novosti iz naših prodavnica i radionica.',
    color: '#00897b',
    picture: { kind: 'shopfront', main: '#00695c' },
    families: ARTICLE_FAMILIES,
  },
  {
    key: 'saveti',
    name: 'Saveti',
    description: 'Kako da uredite, održavate i obnovite dom.',
    color: '#7e57c2',
    picture: { kind: 'flowerpot', main: '#b86a45' },
    families: ARTICLE_FAMILIES,
  },
];

export const BLOG_CATEGORIES: TSeedCategory[] = [
  {
    key: 'uredjenje',
    name: 'Uređenje doma',
    description: 'Priče naših čitalaca o uređenju stanova i kuća.',
    color: '#43a047',
    picture: { kind: 'sofa', main: '#7a9e87' },
    families: ['furniture', 'decor', 'textile', 'lighting', 'garden'],
  },
  {
    key: 'recepti',
    name: 'Recepti',
    description: 'Jela iz kuhinja naših čitalaca.',
    color: '#e64a19',
    picture: { kind: 'pie' },
    families: ['food'],
  },
];

export const PAGE_CATEGORIES: TSeedCategory[] = [
  {
    key: 'informacije',
    name: 'Informacije',
    description: 'O nama, dostava i kontakt.',
    color: '#78909c',
    picture: { kind: 'parcel' },
    families: ['scene'],
  },
];

export const CATALOGS: TSeedCatalog[] = [
  {
    name: 'Jesenja trpezarija',
    description: 'Sto za duge nedeljne ručkove: hrast, beli porcelan i stolnjak sa vezom.',
    category: 'namestaj',
    picture: { kind: 'plates', accent: '#a3242f' },
    products: [
      'Hrastov trpezarijski sto',
      'Stolica Milano',
      'Set tanjira Avala',
      'Čaše za vodu Kristal',
      'Stolnjak Vez',
      'Svećnjaci od mesinga, set od tri',
    ],
  },
  {
    name: 'Kafa u pet',
    description: 'Sve za popodnevnu kafu sa komšinicom: džezva, šolje i sto oko kog se sedi.',
    category: 'kuhinja',
    picture: { kind: 'mug', main: '#2f5d7c', accent: '#f1e4cf' },
    products: ['Džezva od bakra', 'Šolja za kafu Jutro', 'Šolja za čaj Zimzelen', 'Čajnik Breza', 'Klub sto Morava'],
  },
  {
    name: 'Topla svetla',
    description: 'Duge zimske večeri traže meko svetlo: lampe, tople sijalice i sveća.',
    category: 'rasveta',
    picture: { kind: 'chandelier', main: '#b08d57' },
    products: [
      'Stona lampa Luna',
      'Podna lampa Kula',
      'LED sijalice Topla, set od tri',
      'Noćna lampa Mesec',
      'Mirisna sveća Lavanda',
    ],
  },
  {
    name: 'Spavaća soba od lana',
    description: 'Lan, hrast i malo svetla pored kreveta za mirne noći.',
    category: 'tekstil',
    picture: { kind: 'nightstand', main: '#8a6a4f' },
    products: ['Posteljina od lana', 'Bračni krevet Kopaonik', 'Noćni stočić Tara', 'Jastuk Oblak', 'Zavese Lahor'],
  },
  {
    name: 'Tradicija u modernom stanu',
    description: 'Rad majstora iz Pirota, Zlakuse i sa Stare planine uz čiste linije savremenog stana.',
    category: 'tekstil',
    picture: { kind: 'bedspread', main: '#2f4858', accent: '#e0b44c' },
    products: [
      'Pirotski ćilim',
      'Prekrivač Šara',
      'Ukrasna jastučnica Šumadija',
      'Ručno rađena činija Zlakusa',
      'Ćebe od vune sa Stare planine',
    ],
  },
  {
    name: 'Kuhinja za početnike',
    description: 'Prvi stan, prva kuhinja: šest stvari sa kojima se skuva skoro sve.',
    category: 'kuhinja',
    picture: { kind: 'soup' },
    products: [
      'Tiganj od livenog gvožđa',
      'Emajlirani lonac Baka',
      'Daska za sečenje od bukve',
      'Set drvenih kašika',
      'Činija za salatu Rosa',
      'Kuhinjska kecelja od lana',
    ],
  },
  {
    name: 'Radni kutak',
    description: 'Sto, svetlo i polica za kućnu kancelariju u kojoj se radi sa zadovoljstvom.',
    category: 'namestaj',
    picture: { kind: 'deskLamp', main: '#c0392b' },
    products: [
      'Radni sto Tesla',
      'Radna lampa Arhitekta',
      'Polica za knjige Lira',
      'Zidni sat Stanica',
      'Ram za fotografije Uspomena',
    ],
  },
  {
    name: 'Terasa i hodnik',
    description: 'Ulaz koji dočekuje i terasa na kojoj se leti doručkuje.',
    category: 'dekoracija',
    picture: { kind: 'bench', main: '#8a5a3c', accent: '#c0392b' },
    products: [
      'Klupa za hodnik Vlasina',
      'Zidna lampa Fenjer',
      'Okruglo ogledalo Sunce',
      'Saksija od terakote',
      'Pletena korpa',
      'Bokal za limunadu',
    ],
  },
  {
    name: 'Pokloni do 3.000 dinara',
    description: 'Mali pokloni koji se pamte: za slavu, rođendan ili domaćinu kad idete u goste.',
    category: 'dekoracija',
    picture: { kind: 'giftBox', main: '#8c2f39' },
    products: (product) => product.price !== null && product.price <= 3_000,
  },
  {
    name: 'Iz domaćih radionica',
    description: 'Nameštaj i sitnice od punog drveta iz radionice Drvo i Kamen.',
    category: 'namestaj',
    picture: { kind: 'workbench', main: '#a8784c' },
    products: (product) => product.isBySeller === true,
  },
];
