/**
 * What the offline stock library holds: six topics of eight pictures, each with a Serbian title and an English
 * description. The pictures themselves are drawn by `offline-stock-art.ts`; this file is only their words.
 */
export type TOfflineTopic = {
  slug: string;
  title: string;
  description: string;
  /** Two gradient colours and an accent, the palette every picture of the topic starts from. */
  palette: readonly [string, string, string];
  photos: readonly (readonly [title: string, description: string])[];
};

export const OFFLINE_TOPICS: readonly TOfflineTopic[] = [
  {
    slug: 'nature',
    title: 'Priroda',
    description: 'Mountains, forests, lakes and skies.',
    palette: ['#1f6f5c', '#a8d5ba', '#f4d35e'],
    photos: [
      ['Planine u svitanje', 'Mountains at dawn'],
      ['Šuma u jesen', 'Forest in autumn'],
      ['Jezero i čamac', 'A lake with a rowing boat'],
      ['Polje suncokreta', 'Field of sunflowers'],
      ['Reka u kanjonu', 'River in a canyon'],
      ['Zvezdano nebo', 'Starry night sky'],
      ['Cvetna livada', 'Meadow in bloom'],
      ['Morska obala', 'Sea coast with cliffs'],
    ],
  },
  {
    slug: 'food',
    title: 'Hrana',
    description: 'Breakfasts, home cooking and sweets.',
    palette: ['#b5452b', '#f6c89f', '#fff3e0'],
    photos: [
      ['Doručak sa voćem', 'Breakfast with fresh fruit'],
      ['Domaći hleb', 'Home-made bread'],
      ['Salata od povrća', 'Vegetable salad'],
      ['Kafa i kolač', 'Coffee and cake'],
      ['Pica iz peći', 'Pizza from a wood oven'],
      ['Supa u činiji', 'Soup in a bowl'],
      ['Sveže jagode', 'Fresh strawberries'],
      ['Med i orasi', 'Honey and walnuts'],
    ],
  },
  {
    slug: 'home',
    title: 'Dom',
    description: 'Rooms, furniture and plants.',
    palette: ['#6d597a', '#e5d4c0', '#eaac8b'],
    photos: [
      ['Dnevna soba', 'Bright living room'],
      ['Kuhinja od drveta', 'Wooden kitchen'],
      ['Spavaća soba', 'Calm bedroom'],
      ['Radni kutak', 'Home office corner'],
      ['Biljke na prozoru', 'Plants on a window sill'],
      ['Trpezarija', 'Dining room table'],
      ['Kupatilo', 'Tiled bathroom'],
      ['Terasa sa cvećem', 'Balcony with flowers'],
    ],
  },
  {
    slug: 'technology',
    title: 'Tehnologija',
    description: 'Computers, phones and electronics.',
    palette: ['#14213d', '#3a86ff', '#8ecae6'],
    photos: [
      ['Laptop na stolu', 'Laptop on a desk'],
      ['Pametni telefon', 'Smartphone in a hand'],
      ['Štampana ploča', 'Printed circuit board'],
      ['Slušalice', 'Wireless headphones'],
      ['Server sala', 'Server room'],
      ['Dron u letu', 'Drone in flight'],
      ['Robot', 'Small robot'],
      ['Tastatura', 'Mechanical keyboard'],
    ],
  },
  {
    slug: 'travel',
    title: 'Putovanja',
    description: 'Cities, roads, beaches and journeys.',
    palette: ['#0077b6', '#90e0ef', '#ffb703'],
    photos: [
      ['Avion iznad oblaka', 'Aeroplane above the clouds'],
      ['Stari grad', 'Old town streets'],
      ['Putovanje vozom', 'Journey by train'],
      ['Kofer i mapa', 'Suitcase and a map'],
      ['Planinski put', 'Mountain road'],
      ['Most na reci', 'Bridge over a river'],
      ['Plaža sa palmama', 'Beach with palm trees'],
      ['Svetionik', 'Lighthouse by the sea'],
    ],
  },
  {
    slug: 'fashion',
    title: 'Moda',
    description: 'Clothes, shoes and accessories.',
    palette: ['#9d0208', '#ffccd5', '#2b2d42'],
    photos: [
      ['Letnja haljina', 'Summer dress'],
      ['Kožne cipele', 'Leather shoes'],
      ['Šeširi', 'Hats on a rack'],
      ['Torba', 'Leather handbag'],
      ['Ručni sat', 'Wrist watch'],
      ['Naočare za sunce', 'Sunglasses'],
      ['Zimski kaput', 'Winter coat'],
      ['Šal od vune', 'Woollen scarf'],
    ],
  },
];
