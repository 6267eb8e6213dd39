/** Dekoracija of the demo shop: glass, brass, clay and willow, small enough to give as presents. */
import { paragraphs, type TSeedProduct } from '../../catalogue-data';

const category = 'dekoracija';

export const DECORATION_PRODUCTS: TSeedProduct[] = [
  {
    name: 'Staklena vaza Kap',
    category,
    price: 2_400,
    description: 'Vaza od zelenog duvanog stakla, visoka 25 cm.',
    text: paragraphs('Svaka je duvana ručno, pa su mehurići u staklu deo njene lepote. Široko dno drži i veći buket.'),
    tags: ['cveće', 'staklo'],
    picture: { kind: 'vase' },
    attributes: { Materijal: 'staklo', Boja: 'zelena' },
  },
  {
    name: 'Okruglo ogledalo Sunce',
    category,
    price: 6_900,
    description: 'Ogledalo prečnika 60 cm u metalnom ramu sa zracima.',
    text: paragraphs(
      'Zlatni zraci oko ogledala pretvaraju prazan zid iznad komode ili u hodniku u ukras. Kači se na jedan ekser.',
    ),
    tags: ['hodnik', 'metal'],
    picture: { kind: 'mirror' },
    attributes: { Materijal: 'metal', Boja: 'zlatna' },
  },
  {
    name: 'Saksija od terakote',
    category,
    price: 1_100,
    description: 'Saksija od pečene gline sa podmetačem, prečnika 20 cm.',
    text: paragraphs('Terakota diše, pa koren ne truli. Rupa na dnu i podmetač čuvaju prozorsku dasku od vode.'),
    tags: ['biljke', 'keramika'],
    picture: { kind: 'flowerpot' },
    attributes: { Materijal: 'keramika', Boja: 'prirodna' },
  },
  {
    name: 'Zidni sat Stanica',
    category,
    price: 3_300,
    description: 'Zidni sat sa drvenim ramom i tihim mehanizmom.',
    text: paragraphs(
      'Brojčanik prečnika 30 cm čita se i sa drugog kraja sobe, a mehanizam ne otkucava, pa sat može i u spavaću sobu.',
    ),
    tags: ['dnevna soba', 'drvo'],
    picture: { kind: 'wallClock' },
    attributes: { Materijal: 'drvo', Boja: 'prirodna' },
  },
  {
    name: 'Ram za fotografije Uspomena',
    category,
    price: 990,
    description: 'Orahov ram za fotografiju 20 × 30 cm.',
    text: paragraphs(
      'Ram sa staklom stoji na stolu ili visi na zidu. Zadnja strana se otvara na četiri okretne kopče.',
    ),
    tags: ['pokloni', 'drvo'],
    picture: { kind: 'photoFrame' },
    attributes: { Materijal: 'drvo', Boja: 'prirodna' },
    isBySeller: true,
  },
  {
    name: 'Mirisna sveća Lavanda',
    category,
    price: 890,
    description: 'Sveća od sojinog voska sa mirisom lavande, u staklenoj čaši.',
    text: paragraphs('Gori oko 40 sati, bez dima i čađi. Miris lavande sa Fruške gore smiruje pred spavanje.'),
    tags: ['pokloni', 'miris'],
    picture: { kind: 'candle' },
    attributes: { Materijal: 'vosak', Boja: 'ljubičasta' },
  },
  {
    name: 'Pletena korpa',
    category,
    price: 2_100,
    description: 'Korpa od vrbovog pruća za ćebad i igračke.',
    text: paragraphs('Pletena ručno u Vojvodini, prečnika 45 cm, sa čvrstim obodom.'),
    tags: ['dnevna soba', 'pruće'],
    picture: { kind: 'basket' },
    attributes: { Materijal: 'pruće', Boja: 'prirodna' },
  },
  {
    name: 'Svećnjaci od mesinga, set od tri',
    category,
    price: 1_900,
    description: 'Tri svećnjaka različite visine za sveće debljine 2 cm.',
    text: paragraphs('Mesing vremenom dobija toplu patinu; ko voli sjaj, očistiće ih limunom i sodom bikarbonom.'),
    tags: ['pokloni', 'metal'],
    picture: { kind: 'candlesticks' },
    attributes: { Materijal: 'metal', Boja: 'zlatna' },
  },
];
