/**
 * The demo front user's planners (issue 15 part 6): moving into a flat (public, so visitors see what a shared planner
 * looks like) and a private birthday party — tasks with addresses, days and times, the shop's products and a catalog,
 * prices in dinars and euros. Days count from the day the demo is made, so the tasks are always ahead.
 */

/** A price as a person types it, in dinars or euros. */
export type TSeedPrice = { amount: string; currency: 'RSD' | 'EUR' };

type TShown = {
  /** Shown publicly: a task waits for the moderator, who approves it in the seed; a bare product is approved at once. */
  showPublicly?: boolean;
  showPrice?: boolean;
  /** false: the price does not count in the totals. */
  counts?: boolean;
};

export type TSeedPlannerTask = TShown & {
  kind: 'task';
  title: string;
  /** A product category of the demo shop, by name. */
  category: string;
  daysAhead: number;
  time: string;
  address: string;
  city: string;
  remark?: string;
  phone?: string;
  email?: string;
  price?: TSeedPrice;
};

export type TSeedPlannerLink = TShown & {
  kind: 'product' | 'catalog';
  /** The product's or catalog's name in the demo shop. */
  name: string;
  remark?: string;
  daysAhead?: number;
  /** A price agreed with the seller, in place of the shop's. */
  price?: TSeedPrice;
};

export type TSeedPlanner = {
  title: string;
  description: string;
  isPublic: boolean;
  items: (TSeedPlannerTask | TSeedPlannerLink)[];
};

export const DEMO_PLANNERS: TSeedPlanner[] = [
  {
    title: 'Useljenje u novi stan',
    description: 'Sve što treba za stan na Vračaru: majstori, nameštaj i sitnice, sa rokovima i cenama.',
    isPublic: true,
    items: [
      {
        kind: 'task',
        title: 'Montaža kuhinje',
        category: 'Kuhinja',
        daysAhead: 5,
        time: '09:00',
        address: 'Njegoševa 41',
        city: 'Beograd',
        remark: 'Majstor donosi alat; treba osloboditi prilaz kuhinji.',
        phone: '0641234567',
        price: { amount: '350', currency: 'EUR' },
        showPublicly: true,
        showPrice: true,
      },
      {
        kind: 'task',
        title: 'Postavljanje rasvete u dnevnoj sobi',
        category: 'Rasveta',
        daysAhead: 8,
        time: '16:30',
        address: 'Njegoševa 41',
        city: 'Beograd',
        price: { amount: '6500', currency: 'RSD' },
        showPublicly: true,
      },
      {
        kind: 'task',
        title: 'Preuzimanje ćilima iz radionice',
        category: 'Tekstil',
        daysAhead: 12,
        time: '11:00',
        address: 'Kneza Miloša 12',
        city: 'Pirot',
        email: 'radionica@example.com',
      },
      { kind: 'product', name: 'Trosed Dunav', showPublicly: true, showPrice: true },
      { kind: 'product', name: 'Luster Zvezda', showPublicly: true, daysAhead: 8 },
      {
        kind: 'product',
        name: 'Pirotski ćilim',
        remark: 'Dogovorena cena u evrima, plaća se pri preuzimanju.',
        price: { amount: '180', currency: 'EUR' },
        daysAhead: 12,
      },
      { kind: 'catalog', name: 'Topla svetla', showPublicly: true },
    ],
  },
  {
    title: 'Rođendanska proslava',
    description: 'Proslava tridesetog rođendana kod kuće: posuđe, dekoracija i torta.',
    isPublic: false,
    items: [
      {
        kind: 'task',
        title: 'Poručiti tortu',
        category: 'Kuhinja',
        daysAhead: 18,
        time: '10:00',
        address: 'Bulevar kralja Aleksandra 73',
        city: 'Beograd',
        remark: 'Čokoladna, za dvadeset osoba.',
        phone: '0117654321',
        price: { amount: '7800', currency: 'RSD' },
      },
      {
        kind: 'task',
        title: 'Iznajmljivanje stolica',
        category: 'Nameštaj',
        daysAhead: 20,
        time: '12:00',
        address: 'Gospodar Jevremova 19',
        city: 'Beograd',
        price: { amount: '60', currency: 'EUR' },
      },
      { kind: 'product', name: 'Set tanjira Avala' },
      { kind: 'product', name: 'Čaše za vodu Kristal' },
      { kind: 'product', name: 'Mirisna sveća Lavanda', remark: 'Poklon od sestre, ne računa se.', counts: false },
    ],
  },
];
