/** The demo magazine's blogs by a reader (home makeovers and family recipes), and the site's static pages. */
import { paragraphs, type TSeedPage, type TSeedText } from '../../catalogue-data';

const home = (title: string, tags: string[], picture: TSeedText['picture'], ...text: string[]): TSeedText => ({
  title,
  category: 'uredjenje',
  tags: ['uređenje', ...tags],
  picture,
  text: paragraphs(...text),
});
const recipe = (title: string, tags: string[], picture: TSeedText['picture'], ...text: string[]): TSeedText => ({
  title,
  category: 'recepti',
  tags: ['recepti', ...tags],
  picture,
  text: paragraphs(...text),
});

export const BLOGS: TSeedText[] = [
  home(
    'Kako smo obnovili staru komodu',
    ['drvo', 'obnova'],
    { kind: 'dresser', main: '#6f8c7e', accent: '#d9b26f' },
    'Bakina komoda je dvadeset godina stajala u podrumu, pod prašinom i tri sloja farbe. Trebalo nam je pet vikenda da je vratimo u život.',
    'Farbu smo skinuli fenom za vreo vazduh i špahtlom, drvo izbrusili i obojili u zelenu boju žalfije. Stare ručke zamenili smo mesinganim.',
    'Sada stoji u dnevnoj sobi i svi nas pitaju gde smo je kupili.',
  ),
  recipe(
    'Sarma kao kod bake',
    ['zima', 'kupus'],
    { kind: 'sarma' },
    'Prava sarma se pravi od kupusa koji je ukišeljen kod kuće i kuva se dugo, na tihoj vatri. Ovaj recept je iz bakine sveske.',
    'Za dvadeset sarmi potrebno je kilogram mlevenog mesa, šaka pirinča, crni luk, aleva paprika i malo suvih rebara. Fil umotajte čvrsto u listove kupusa i složite u lonac.',
    'Kuvajte najmanje tri sata; sarma je još bolja sutradan, podgrejana.',
  ),
  home(
    'Radni kutak uz prozor',
    ['radna soba'],
    { kind: 'desk', main: '#e9e1d3', accent: '#8a5a3c' },
    'Kada sam počela da radim od kuće, laptop je živeo na trpezarijskom stolu. Posle mesec dana bolela su me leđa, a svaka večera je počinjala sklanjanjem papira.',
    'Uz prozor u spavaćoj sobi stao je sto od 120 cm, lampa sa zglobom i jedna polica. Dnevno svetlo pada s leve strane, pa nema senke na papiru.',
    'Najbolja odluka: stolica na kojoj mogu da sedim osam sati, a ne ona koja je lepo izgledala.',
  ),
  recipe(
    'Proja sa sirom za doručak',
    ['doručak', 'kukuruz'],
    { kind: 'proja' },
    'Proja je najbrži domaći doručak: od mešanja do stola prođe manje od sat vremena. Ova je mekana i vlažna, sa mnogo sira.',
    'Umutite tri jaja, dodajte čašu jogurta, pola čaše ulja, 250 g kukuruznog brašna, prašak za pecivo i 200 g izmrvljenog sira. Pecite na 200 °C oko 35 minuta.',
    'Poslužite je toplu, uz kiselo mleko.',
  ),
  home(
    'Zimska dekoracija bez troška',
    ['praznici', 'sveće'],
    { kind: 'candle', main: '#c0392b', accent: '#f3e3c3' },
    'Za prazničnu atmosferu nije potrebno mnogo novca. Grane jele iz parka, šišarke i nekoliko sveća dovoljni su za celu dnevnu sobu.',
    'Suve kriške pomorandže nanizane na kanap mirišu danima, a stare tegle postaju svećnjaci uz malo kanapa oko grla.',
    'Posle praznika sve ide na kompost, osim sveća.',
  ),
  recipe(
    'Pita sa jabukama',
    ['kolači', 'jabuke'],
    { kind: 'pie' },
    'Jesen miriše na cimet i pečene jabuke. Ova pita se pravi od tankih kora i kiselih jabuka iz bakinog voćnjaka.',
    'Izrendajte kilogram jabuka, dodajte šećer i cimet, pa nadev ređajte između kora premazanih uljem. Pecite na 190 °C dok ne porumeni.',
    'Kada se prohladi, pospite je šećerom u prahu i isecite na kocke.',
  ),
  home(
    'Terasa od tri kvadrata',
    ['terasa', 'svetlo'],
    { kind: 'wallLantern', main: '#3a3a3a' },
    'Naša terasa je široka tačno koliko i jedna stolica. Ipak, od aprila do oktobra na njoj pijemo jutarnju kafu.',
    'Sklopivi stočić okačen na ogradu, dve saksije sa začinskim biljem i zidni fenjer bili su dovoljni. Pod smo prekrili drvenim pločama koje se samo slože.',
    'Leti uveče upalimo fenjer i terasa postane najlepša soba u stanu.',
  ),
  recipe(
    'Ajvar: naš porodični recept',
    ['zimnica', 'paprika'],
    { kind: 'ajvar' },
    'Svakog septembra cela porodica se okupi oko šporeta na drva. Od dvadeset kilograma paprike dobije se dvadesetak tegli ajvara.',
    'Paprike ispecite, ostavite da odstoje u zatvorenoj posudi i oljuštite. Samlevenu papriku kuvajte uz stalno mešanje, dodajući ulje, so i malo sirćeta, dok se ne zgusne.',
    'Vreo ajvar sipajte u zagrejane tegle, zatvorite ih i umotajte u ćebe do sutradan.',
  ),
  home(
    'Polica od starih dasaka',
    ['drvo', 'kuhinja'],
    { kind: 'bookshelf', main: '#b48a60', accent: '#e0b44c' },
    'Kada su komšije menjale pod, ostale su hrastove daske stare sto godina. Od njih sam napravila policu za kuhinju.',
    'Daske sam očistila, izbrusila i premazala voskom, a nosače kupila u gvožđari. Cela polica koštala je manje od jedne večere u restoranu.',
    'Na njoj sada stoje tegle sa začinima i kuvari koje najčešće otvaram.',
  ),
  recipe(
    'Prebranac za hladne dane',
    ['pasulj', 'zima'],
    { kind: 'beans' },
    'Prebranac je jelo koje se kuva jednom, a jede tri dana. Najbolji je od belog pasulja tetovca, pečen u zemljanoj posudi.',
    'Pasulj skuvajte da omekša, a crni luk dinstajte na ulju sa alevom paprikom. Ređajte slojeve pasulja i luka, zalijte sa malo vode od kuvanja i pecite sat vremena.',
    'Na vrhu treba da bude tanka hrskava korica; to je najbolji deo.',
  ),
];

export const PAGES: TSeedPage[] = [
  {
    title: 'O nama',
    text: paragraphs(
      'Izlog Demo je prodavnica i magazin za dom, nastao 2021. godine iz ljubavi prema stvarima koje traju. Prodajemo nameštaj, posuđe, tekstil i dekoraciju domaćih majstora i malih radionica iz cele Srbije.',
      'U magazinu delimo savete za uređenje i održavanje doma i recepte naših čitalaca.',
    ),
  },
  {
    title: 'Dostava i plaćanje',
    text: paragraphs(
      'Dostavljamo u celoj Srbiji za dva do pet radnih dana. Dostava je besplatna za porudžbine preko 10.000 dinara, a za manje košta 450 dinara.',
      'Plaćate pouzećem, platnom karticom ili uplatom na račun. Proizvod možete vratiti u roku od 14 dana, bez objašnjenja.',
    ),
  },
  {
    title: 'Kontakt',
    text: paragraphs(
      'Pišite nam na info@demo.example.com ili pozovite 011 234 5678, radnim danima od 9 do 17 časova.',
      'Prodavnice: Knez Mihailova 12, Beograd, i Zmaj Jovina 5, Novi Sad.',
    ),
  },
];
