/**
 * What the offline stock library holds: six topics of pictures, each titled in Serbian, described in English and
 * given the words it is searched by in both languages. The pictures are drawn by the demo pictures' kit
 * (seed/pictures), so a chair looks like a chair; this file is only their words and which drawing each one is.
 * Cyrillic needs no words of its own: search folds both scripts to the same Latin (platform/text/search-text.ts).
 */
import type { TPictureSpec } from '../../seed/pictures/drawings';

export type TOfflinePhoto = {
  picture: TPictureSpec;
  title: string;
  description: string;
  /** More words it is found by, Serbian and English: what it is, what it is for, what it is made of. */
  terms: string;
};

export type TOfflineTopic = {
  slug: string;
  title: string;
  description: string;
  photos: readonly TOfflinePhoto[];
};

const photo = (kind: TPictureSpec['kind'], title: string, description: string, terms: string, main?: string) =>
  ({ picture: main ? { kind, main } : { kind }, title, description, terms }) satisfies TOfflinePhoto;

export const OFFLINE_TOPICS: readonly TOfflineTopic[] = [
  {
    slug: 'nature',
    title: 'Priroda',
    description: 'Mountains, forests, fields and gardens.',
    photos: [
      photo(
        'mountains',
        'Planine u svitanje',
        'Mountains at dawn',
        'planina vrh sneg bor zora mountain peak snow pine',
      ),
      photo('forest', 'Šuma u jesen', 'Forest in autumn', 'drvo drveće lišće jesen tree trees leaves fall'),
      photo('sunflowers', 'Polje suncokreta', 'Field of sunflowers', 'suncokret cvet cveće leto flower flowers summer'),
      photo(
        'sheep',
        'Ovce na livadi',
        'Sheep on a mountain meadow',
        'ovca jagnje planina pašnjak lamb mountain pasture',
      ),
      photo('raisedBed', 'Leja sa povrćem', 'Raised vegetable bed', 'bašta vrt povrće garden vegetables'),
      photo('flowerpot', 'Biljka u saksiji', 'Potted plant', 'biljka saksija cveće plant pot houseplant flower'),
      photo('wateringCan', 'Kanta za zalivanje', 'Watering can', 'zalivanje bašta vrt cveće watering garden flowers'),
      photo('lantern', 'Fenjer u vrtu', 'Lantern in the garden', 'fenjer svetlo vrt bašta lantern light garden'),
    ],
  },
  {
    slug: 'food',
    title: 'Hrana',
    description: 'Home cooking, preserves and coffee.',
    photos: [
      photo('sarma', 'Sarma', 'Stuffed cabbage rolls', 'sarma kupus jelo ručak cabbage dish lunch dinner'),
      photo('proja', 'Domaća proja', 'Home-made cornbread', 'proja hleb kukuruz pecivo bread corn baking'),
      photo('pie', 'Pita od jabuka', 'Apple pie', 'pita kolač jabuka desert pie cake apple dessert'),
      photo('cezve', 'Domaća kafa', 'Coffee from a cezve', 'kafa džezva šolja napitak coffee pot cup drink'),
      photo('ajvar', 'Ajvar u teglama', 'Ajvar in jars', 'ajvar paprika zimnica tegla pepper relish jar'),
      photo('beans', 'Prebranac', 'Baked beans', 'pasulj prebranac jelo beans dish'),
      photo('soup', 'Supa u činiji', 'Soup in a bowl', 'supa čorba činija soup broth bowl'),
      photo('jars', 'Zimnica u teglama', 'Preserves in jars', 'zimnica tegla slatko džem preserves jam jar'),
    ],
  },
  {
    slug: 'home',
    title: 'Dom',
    description: 'Furniture, lamps and decoration.',
    photos: [
      photo('chair', 'Drvena stolica', 'Wooden chair', 'stolica sedište nameštaj drvo chair seat furniture wood'),
      photo('armchair', 'Fotelja', 'Armchair', 'fotelja stolica sedište nameštaj armchair chair seat furniture'),
      photo('sofa', 'Sofa', 'Sofa in a living room', 'sofa kauč trosed dnevna soba nameštaj couch settee furniture'),
      photo('table', 'Trpezarijski sto', 'Dining table', 'sto trpezarija nameštaj table dining room furniture'),
      photo('desk', 'Radni sto', 'Desk for a home office', 'sto radni kancelarija nameštaj desk office table'),
      photo('bookshelf', 'Polica za knjige', 'Bookshelf', 'polica knjige biblioteka nameštaj bookcase shelf books'),
      photo('dresser', 'Komoda', 'Chest of drawers', 'komoda fioke ormar nameštaj dresser drawers furniture'),
      photo('bed', 'Krevet', 'Bed in a bedroom', 'krevet spavaća soba jastuk nameštaj bed bedroom pillow furniture'),
      photo('barStool', 'Barska stolica', 'Bar stool', 'stolica hoklica bar sedište chair stool seat'),
      photo('tableLamp', 'Stona lampa', 'Table lamp', 'lampa svetlo osvetljenje abažur lamp light lighting shade'),
      photo('floorLamp', 'Podna lampa', 'Floor lamp', 'lampa svetlo osvetljenje lamp light lighting standard'),
      photo('vase', 'Vaza sa cvećem', 'Vase of flowers', 'vaza cveće ukras dekoracija vase flowers decoration'),
    ],
  },
  {
    slug: 'technology',
    title: 'Tehnologija',
    description: 'Computers, phones and electronics.',
    photos: [
      photo('laptop', 'Laptop na stolu', 'Laptop on a desk', 'laptop računar kompjuter ekran computer notebook screen'),
      photo('smartphone', 'Pametni telefon', 'Smartphone in a hand', 'telefon mobilni aplikacije phone mobile apps'),
      photo('headphones', 'Slušalice', 'Headphones', 'slušalice muzika zvuk headphones music sound'),
      photo('keyboard', 'Tastatura i miš', 'Keyboard and mouse', 'tastatura miš računar keyboard mouse computer'),
      photo('deskLamp', 'Radna lampa', 'Desk lamp', 'lampa svetlo radni sto lamp light desk'),
      photo('bulbs', 'Sijalice', 'Light bulbs', 'sijalica svetlo struja bulb light electricity'),
      photo('drill', 'Akumulatorska bušilica', 'Cordless drill', 'bušilica alat majstor drill tool power'),
    ],
  },
  {
    slug: 'travel',
    title: 'Putovanja',
    description: 'Flights, old towns, luggage and the sea.',
    photos: [
      photo(
        'aeroplane',
        'Avion iznad oblaka',
        'Aeroplane above the clouds',
        'avion let oblaci nebo airplane plane flight',
      ),
      photo(
        'shopfront',
        'Radnja u starom gradu',
        'Shop in the old town',
        'grad ulica radnja prodavnica street shop city',
      ),
      photo('suitcase', 'Kofer za put', 'Suitcase for a journey', 'kofer prtljag putovanje odmor luggage trip holiday'),
      photo('camera', 'Fotoaparat', 'Camera for the journey', 'fotoaparat kamera fotografija camera photo'),
      photo('lighthouse', 'Svetionik', 'Lighthouse by the sea', 'svetionik more obala lighthouse sea coast'),
    ],
  },
  {
    slug: 'fashion',
    title: 'Moda',
    description: 'Clothes, shoes and accessories.',
    photos: [
      photo('dress', 'Letnja haljina', 'Summer dress', 'haljina odeća leto dress clothes summer'),
      photo('shoes', 'Kožne cipele', 'Leather shoes', 'cipele obuća koža shoes footwear leather'),
      photo('hat', 'Slamnati šešir', 'Straw hat', 'šešir kapa leto hat summer straw'),
      photo('handbag', 'Kožna torba', 'Leather handbag', 'torba tašna koža bag handbag purse leather'),
      photo('wristwatch', 'Ručni sat', 'Wrist watch', 'sat ručni narukvica watch wristwatch'),
      photo('sunglasses', 'Naočare za sunce', 'Sunglasses', 'naočare sunce leto sunglasses glasses summer'),
      photo('apron', 'Lanena kecelja', 'Linen apron', 'kecelja lan kuhinja odeća apron linen kitchen clothes'),
      photo('dress', 'Plava haljina', 'Blue dress', 'haljina odeća dress clothes blue', '#3d6b8c'),
    ],
  },
];
