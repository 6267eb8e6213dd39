/** Demo catalogue of the Serbian demo site and the English acme site: categories, products, catalogs, articles. */

export type TSeedAttribute = { name: string; values: string[] };
export type TSeedText = { title: string; category: string; text: string; tags: string[] };
export type TSeedCategory = {
  key: string;
  name: string;
  description: string;
  color: string;
  attributes?: TSeedAttribute[];
};
export type TSeedProduct = {
  name: string;
  category: string;
  price: number | null;
  description: string;
  tags: string[];
};

export const PRODUCT_CATEGORIES: TSeedCategory[] = [
  {
    key: 'namestaj',
    name: 'Nameštaj',
    description: 'Stolovi, stolice, police i komode od domaćeg drveta.',
    color: '#8d6e63',
    attributes: [
      { name: 'Materijal', values: ['hrast', 'bukva', 'orah', 'metal'] },
      { name: 'Boja', values: ['prirodna', 'bela', 'crna'] },
    ],
  },
  {
    key: 'kuhinja',
    name: 'Kuhinja',
    description: 'Posuđe, šolje i pribor za svakodnevno kuvanje.',
    color: '#ef6c00',
    attributes: [
      { name: 'Materijal', values: ['keramika', 'staklo', 'bakar', 'liveno gvožđe', 'drvo'] },
      { name: 'Zapremina', values: ['250 ml', '500 ml', '1 l'] },
    ],
  },
  {
    key: 'rasveta',
    name: 'Rasveta',
    description: 'Lampe i lusteri za toplu svetlost u domu.',
    color: '#fbc02d',
    attributes: [
      { name: 'Snaga', values: ['5 W', '9 W', '12 W'] },
      { name: 'Grlo', values: ['E27', 'E14', 'LED'] },
    ],
  },
  {
    key: 'tekstil',
    name: 'Tekstil',
    description: 'Posteljina, ćebad, tepisi i zavese od prirodnih vlakana.',
    color: '#5c6bc0',
    attributes: [
      { name: 'Materijal', values: ['pamuk', 'lan', 'vuna'] },
      { name: 'Veličina', values: ['mala', 'srednja', 'velika'] },
    ],
  },
];

const base: [string, string, number | null, string, string[]][] = [
  [
    'Hrastov trpezarijski sto',
    'namestaj',
    48900,
    'Masivni hrast, ulje i vosak, za šest osoba.',
    ['drvo', 'trpezarija'],
  ],
  ['Stolica Milano', 'namestaj', 8900, 'Udobna stolica od bukve sa tapaciranim sedištem.', ['drvo', 'trpezarija']],
  [
    'Polica za knjige Lira',
    'namestaj',
    15900,
    'Pet polica, lako se sklapa, nosivost 20 kg po polici.',
    ['dnevna soba'],
  ],
  ['Komoda Sava', 'namestaj', 27500, 'Četiri fioke sa tihim zatvaranjem.', ['spavaća soba', 'drvo']],
  ['Fotelja Zlatibor', 'namestaj', null, 'Ručno rađena fotelja; cena na upit prema izboru štofa.', ['dnevna soba']],
  ['Noćni stočić Tara', 'namestaj', 6900, 'Mali stočić sa fiokom, orah ili hrast.', ['spavaća soba', 'drvo']],
  ['Klub sto Morava', 'namestaj', 12900, 'Nizak sto sa policom za časopise.', ['dnevna soba', 'drvo']],
  ['Šolja za kafu Jutro', 'kuhinja', 890, 'Keramička šolja, ručno glazirana, 250 ml.', ['kafa', 'keramika']],
  ['Set tanjira Avala', 'kuhinja', 5400, 'Šest dubokih i šest plitkih tanjira.', ['trpezarija', 'keramika']],
  ['Tiganj od livenog gvožđa', 'kuhinja', 4900, 'Tiganj prečnika 26 cm za sve ploče, i indukciju.', ['kuvanje']],
  ['Džezva od bakra', 'kuhinja', 2300, 'Tradicionalna džezva za domaću kafu.', ['kafa', 'bakar']],
  ['Čaše za vodu Kristal', 'kuhinja', 1900, 'Set od šest čaša od kristalnog stakla.', ['trpezarija', 'staklo']],
  ['Daska za sečenje od bukve', 'kuhinja', 1500, 'Debela daska od jednog komada bukve.', ['kuvanje', 'drvo']],
  ['Činija za salatu Rosa', 'kuhinja', 1200, 'Velika keramička činija, 2 litra.', ['keramika']],
  [
    'Stona lampa Luna',
    'rasveta',
    3900,
    'Lampa sa mesinganim postoljem i platnenim abažurom.',
    ['svetlo', 'radna soba'],
  ],
  ['Luster Zvezda', 'rasveta', 11900, 'Luster sa šest krakova za dnevnu sobu.', ['svetlo', 'dnevna soba']],
  ['Podna lampa Kula', 'rasveta', 7900, 'Visoka lampa sa podesivim krakom.', ['svetlo']],
  ['LED traka Topla', 'rasveta', 1990, 'Pet metara tople bele svetlosti sa daljinskim.', ['svetlo', 'led']],
  ['Zidna lampa Fenjer', 'rasveta', 3400, 'Kovana zidna lampa za terasu i hodnik.', ['svetlo', 'terasa']],
  ['Posteljina od lana', 'tekstil', 8900, 'Prani lan, jorgan i dve jastučnice.', ['spavaća soba', 'lan']],
  ['Ćebe od vune', 'tekstil', 6500, 'Toplo ćebe od domaće vune sa Stare planine.', ['vuna', 'zima']],
  ['Jastuk Oblak', 'tekstil', 2500, 'Mekani jastuk sa punjenjem od mikrovlakana.', ['spavaća soba']],
  ['Pirotski ćilim', 'tekstil', null, 'Ručno tkan ćilim; cena na upit prema dimenzijama.', ['tradicija', 'vuna']],
  ['Stolnjak Vez', 'tekstil', 2900, 'Pamučni stolnjak sa ručnim vezom.', ['trpezarija', 'pamuk']],
  ['Zavese Lahor', 'tekstil', 4200, 'Lagane lanene zavese, par.', ['dnevna soba', 'lan']],
  [
    'Prekrivač Šara',
    'tekstil',
    5600,
    'Prekrivač za bračni krevet sa tradicionalnim šarama.',
    ['spavaća soba', 'tradicija'],
  ],
];

const VARIANTS: [string, number][] = [
  ['', 1],
  [' – premium', 1.35],
];

/** 52 products: every base item in two variants. */
export const PRODUCTS: TSeedProduct[] = VARIANTS.flatMap(([suffix, factor]) =>
  base.map(([name, category, price, description, tags]) => ({
    name: `${name}${suffix}`,
    category,
    price: price === null ? null : Math.round(price * factor),
    description: suffix ? `${description} Premium izdanje, produžena garancija.` : description,
    tags,
  })),
);

export const ARTICLE_CATEGORIES: TSeedCategory[] = [
  { key: 'vesti', name: 'Vesti', description: 'Novosti iz Izloga i sveta doma.', color: '#26a69a' },
  { key: 'saveti', name: 'Saveti', description: 'Kako da uredite, održavate i obnovite dom.', color: '#7e57c2' },
];

export const BLOG_CATEGORIES: TSeedCategory[] = [
  { key: 'uredjenje', name: 'Uređenje doma', description: 'Priče naših čitalaca o uređenju.', color: '#66bb6a' },
  { key: 'recepti', name: 'Recepti', description: 'Jela iz naših kuhinja.', color: '#ff7043' },
];

export const PAGE_CATEGORIES: TSeedCategory[] = [
  { key: 'informacije', name: 'Informacije', description: 'O nama, dostava i kontakt.', color: '#78909c' },
];

const ARTICLE_TOPICS = [
  'Kako odabrati drvo za trpezarijski sto',
  'Pet saveta za toplu rasvetu zimi',
  'Otvorena nova prodavnica u Novom Sadu',
  'Održavanje livenog gvožđa korak po korak',
  'Lan ili pamuk: šta je bolje za posteljinu',
  'Pirotski ćilim na listi nematerijalnog nasleđa',
  'Mala kuhinja, mnogo prostora',
  'Boje sezone za dnevnu sobu',
  'Besplatna dostava za porudžbine preko 10.000 dinara',
  'Kako da očistite bakarnu džezvu',
  'Sajam nameštaja u Beogradu',
  'Organizacija police za knjige',
  'Vuna sa Stare planine: od ovce do ćebeta',
  'LED ili klasična sijalica',
  'Tradicionalni motivi u modernom stanu',
  'Kako izmeriti prozor za zavese',
  'Novi katalog za proleće',
  'Terasa spremna za leto',
  'Čuvanje drvenih dasaka za sečenje',
  'Izlog Demo slavi pet godina',
];

export const ARTICLES = ARTICLE_TOPICS.map((title, index) => ({
  title,
  category: index % 3 === 2 ? 'vesti' : 'saveti',
  text: `<p>${title}. Naš tim je pripremio kratak vodič sa savetima koje možete odmah primeniti.</p><p>Pišite nam ako imate pitanja — rado odgovaramo.</p>`,
  tags: index % 2 === 0 ? ['saveti', 'dom'] : ['vesti'],
}));

export const BLOGS = [
  'Moja prva kuhinjska polica',
  'Sarma kao kod bake',
  'Kako smo obnovili staru komodu',
  'Proja sa sirom za doručak',
  'Biljke koje vole hlad',
  'Mali stan, velika biblioteka',
  'Pita od jabuka iz tiganja',
  'Zimska dekoracija bez troška',
  'Ajvar: naš porodični recept',
  'Radni kutak uz prozor',
].map((title, index) => ({
  title,
  category: index % 2 === 1 ? 'recepti' : 'uredjenje',
  text: `<p>${title} — priča iz našeg doma, sa fotografijama i savetima.</p>`,
  tags: index % 2 === 1 ? ['recepti'] : ['uređenje', 'dom'],
}));

export const PAGES = [
  { title: 'O nama', text: '<p>Izlog Demo je prodavnica i magazin za dom, od 2021. godine.</p>' },
  { title: 'Dostava i plaćanje', text: '<p>Dostavljamo u celoj Srbiji za dva do pet radnih dana.</p>' },
  { title: 'Kontakt', text: '<p>Pišite nam na info@demo.example.com ili pozovite 011 234 5678.</p>' },
];

export const CATALOG_NAMES = [
  'Jesenja trpezarija',
  'Kafa u pet',
  'Topla svetla',
  'Spavaća soba od lana',
  'Tradicija u modernom stanu',
  'Kuhinja za početnike',
  'Radna soba',
  'Terasa i hodnik',
  'Pokloni do 3.000 dinara',
  'Premium izbor',
];

export type TSeedCatalogue = {
  productCategories: TSeedCategory[];
  articleCategories: TSeedCategory[];
  blogCategories: TSeedCategory[];
  pageCategories: TSeedCategory[];
  products: TSeedProduct[];
  articles: TSeedText[];
  blogs: TSeedText[];
  pages: { title: string; text: string }[];
  catalogNames: string[];
  /** Text added under every product's description. */
  delivery: string;
  catalogBlurb: (name: string) => string;
};

export const DEMO_CATALOGUE: TSeedCatalogue = {
  productCategories: PRODUCT_CATEGORIES,
  articleCategories: ARTICLE_CATEGORIES,
  blogCategories: BLOG_CATEGORIES,
  pageCategories: PAGE_CATEGORIES,
  products: PRODUCTS,
  articles: ARTICLES,
  blogs: BLOGS,
  pages: PAGES,
  catalogNames: CATALOG_NAMES,
  delivery: 'Dostava u celoj Srbiji, povrat u roku od 14 dana.',
  catalogBlurb: (name) => `${name}: izbor naših urednika.`,
};

/** The English site: smaller, enough to browse and search. */
export const ACME_CATALOGUE: TSeedCatalogue = {
  productCategories: [
    {
      key: 'tools',
      name: 'Tools',
      description: 'Hand tools for the workshop and the garden.',
      color: '#455a64',
      attributes: [{ name: 'Material', values: ['steel', 'wood', 'aluminium'] }],
    },
    {
      key: 'garden',
      name: 'Garden',
      description: 'Everything for beds, lawns and terraces.',
      color: '#43a047',
      attributes: [{ name: 'Size', values: ['small', 'medium', 'large'] }],
    },
  ],
  articleCategories: [{ key: 'news', name: 'News', description: 'What is new at Acme.', color: '#1e88e5' }],
  blogCategories: [{ key: 'workshop', name: 'Workshop', description: 'Stories from our customers.', color: '#8e24aa' }],
  pageCategories: [{ key: 'info', name: 'Information', description: 'About us and delivery.', color: '#757575' }],
  products: [
    ['Claw hammer', 'tools', 2490, 'Forged steel head, ash handle.', ['workshop']],
    ['Hand saw', 'tools', 3190, 'Hardened teeth for clean cuts in wood.', ['workshop', 'wood']],
    ['Screwdriver set', 'tools', 1990, 'Twelve bits in a wooden box.', ['workshop']],
    ['Spirit level', 'tools', 1590, 'Aluminium level, 60 cm.', ['workshop']],
    ['Workbench', 'tools', null, 'Solid beech bench, made to order: price on request.', ['workshop', 'wood']],
    ['Garden spade', 'garden', 2890, 'Stainless blade for heavy soil.', ['garden']],
    ['Watering can', 'garden', 1290, 'Ten litres, with a fine rose.', ['garden', 'summer']],
    ['Pruning shears', 'garden', 2190, 'Bypass shears for branches up to 2 cm.', ['garden']],
    ['Raised bed kit', 'garden', 8990, 'Larch boards, 120 × 80 cm.', ['garden', 'wood']],
    ['Terrace lantern', 'garden', 2590, 'Wrought iron lantern for a candle.', ['summer']],
  ].map(([name, category, price, description, tags]) => ({
    name: name as string,
    category: category as string,
    price: price as number | null,
    description: description as string,
    tags: tags as string[],
  })),
  articles: [
    {
      title: 'Acme opens its online store',
      category: 'news',
      text: '<p>Order tools and garden goods online.</p>',
      tags: ['news'],
    },
    {
      title: 'Spring garden checklist',
      category: 'news',
      text: '<p>Ten jobs for the first warm weekend.</p>',
      tags: ['garden'],
    },
    {
      title: 'Caring for wooden handles',
      category: 'news',
      text: '<p>Linseed oil once a season.</p>',
      tags: ['workshop'],
    },
  ],
  blogs: [
    {
      title: 'My first workbench',
      category: 'workshop',
      text: '<p>A weekend, some beech and patience.</p>',
      tags: ['workshop'],
    },
  ],
  pages: [{ title: 'About Acme', text: '<p>Tools and garden goods since 1998.</p>' }],
  catalogNames: ['Workshop basics', 'Garden in spring'],
  delivery: 'Delivered in two to five working days.',
  catalogBlurb: (name) => `${name}: picked by our staff.`,
};
