/** The English demo site (acme.localhost): a tool and garden shop in Niš, smaller, enough to browse and search. */
import { ARTICLE_FAMILIES, paragraphs, type TSeedCatalogue } from '../../catalogue-data';
import { ACME_PRODUCTS } from './acme-products';

export const ACME_CATALOGUE: TSeedCatalogue = {
  productCategories: [
    {
      key: 'tools',
      name: 'Tools',
      description: 'Hand tools for the workshop and the home.',
      color: '#455a64',
      picture: { kind: 'screwdrivers' },
      families: ['tool'],
      attributes: [
        { name: 'Material', values: ['steel', 'wood', 'aluminium', 'plastic'] },
        { name: 'Use', values: ['workshop', 'garden', 'home repairs'] },
      ],
    },
    {
      key: 'garden',
      name: 'Garden',
      description: 'Everything for beds, lawns and terraces.',
      color: '#2e7d32',
      picture: { kind: 'wateringCan', main: '#2e7d32', accent: '#1b5e20' },
      families: ['garden'],
      attributes: [{ name: 'Size', values: ['small', 'medium', 'large'] }],
    },
  ],
  articleCategories: [
    {
      key: 'news',
      name: 'News',
      description: 'What is new at Acme.',
      color: '#1565c0',
      picture: { kind: 'shopfront', main: '#1565c0' },
      families: ARTICLE_FAMILIES,
    },
    {
      key: 'guides',
      name: 'Guides',
      description: 'How to choose, use and care for tools.',
      color: '#6a1b9a',
      picture: { kind: 'workbench' },
      families: ARTICLE_FAMILIES,
    },
  ],
  blogCategories: [
    {
      key: 'workshop',
      name: 'Workshop',
      description: 'Stories from our customers’ workshops and gardens.',
      color: '#8e24aa',
      picture: { kind: 'hammer', main: '#a57c55' },
      families: ['tool', 'garden'],
    },
  ],
  pageCategories: [
    {
      key: 'info',
      name: 'Information',
      description: 'About us, delivery and contact.',
      color: '#616161',
      picture: { kind: 'parcel' },
      families: ['scene'],
    },
  ],
  products: ACME_PRODUCTS,
  articles: [
    {
      title: 'Acme opens its online store',
      category: 'news',
      tags: ['news'],
      picture: { kind: 'shopfront', main: '#455a64' },
      text: paragraphs(
        'After twenty-five years behind the counter in Niš, our tools and garden goods can now be ordered online, with delivery anywhere in Serbia.',
        'The shop in Obrenovićeva 1 stays open as before, and you can collect online orders there free of charge.',
      ),
    },
    {
      title: 'Spring garden checklist',
      category: 'guides',
      tags: ['garden', 'spring'],
      picture: { kind: 'wateringCan' },
      text: paragraphs(
        'The first warm weekend is the time to prune roses, turn the compost and sharpen the spade before the soil dries out.',
        'Sow peas and lettuce outdoors as soon as the soil crumbles in your hand; tomatoes wait indoors until the middle of May.',
      ),
    },
    {
      title: 'Caring for wooden handles',
      category: 'guides',
      tags: ['workshop', 'wood'],
      picture: { kind: 'hammer', main: '#b98b58' },
      text: paragraphs(
        'A wooden handle that dries out splinters and works loose. Once a season, sand it lightly and rub in boiled linseed oil.',
        'Leave the tool overnight to soak it up, then wipe off what is left; never store tools standing in a wet shed.',
      ),
    },
    {
      title: 'Choosing your first cordless drill',
      category: 'guides',
      tags: ['workshop', 'drills'],
      picture: { kind: 'drill', main: '#1565c0' },
      text: paragraphs(
        'For shelves, furniture and the odd hole in a wall, an 18 V drill driver with two speeds does everything a beginner needs.',
        'Pay for a second battery rather than more power: a job stops when the only battery is flat.',
      ),
    },
  ],
  blogs: [
    {
      title: 'My first workbench',
      category: 'workshop',
      tags: ['workshop', 'wood'],
      picture: { kind: 'workbench', main: '#b07d4f' },
      text: paragraphs(
        'A weekend, some beech boards and a lot of patience: my garage finally has a bench that does not wobble.',
        'The top is glued from six boards and the legs are bolted, so it comes apart when we move.',
      ),
    },
    {
      title: 'A raised bed in one weekend',
      category: 'workshop',
      tags: ['garden', 'raised beds'],
      picture: { kind: 'raisedBed', main: '#a0693c' },
      text: paragraphs(
        'Our soil is heavy clay, so this spring we built a raised bed instead of digging.',
        'Saturday went on the frame and the filling; on Sunday the lettuce and strawberries went in.',
      ),
    },
  ],
  pages: [
    {
      title: 'About Acme',
      text: paragraphs('Tools and garden goods since 1998, from a family shop in Niš.'),
    },
    {
      title: 'Delivery and returns',
      text: paragraphs(
        'Orders are delivered in two to five working days anywhere in Serbia; you may return a tool within 14 days.',
      ),
    },
    {
      title: 'Contact',
      text: paragraphs('Write to info@acme.example.com or call 018 123 456, Monday to Saturday from 8 to 16.'),
    },
  ],
  catalogs: [
    {
      name: 'Workshop basics',
      description: 'The six tools every home needs before the first shelf goes up.',
      category: 'tools',
      picture: { kind: 'spiritLevel' },
      products: ['Claw hammer', 'Hand saw', 'Screwdriver set', 'Spirit level', 'Tape measure', 'Adjustable wrench'],
    },
    {
      name: 'Garden in spring',
      description: 'Dig, sow, water and prune: what the garden asks for in March and April.',
      category: 'garden',
      picture: { kind: 'raisedBed' },
      products: ['Garden spade', 'Watering can', 'Pruning shears', 'Raised bed kit', 'Leaf rake'],
    },
    {
      name: 'Gifts for makers',
      description: 'Presents under 3,000 dinars for anyone with a workshop or a garden.',
      category: 'tools',
      picture: { kind: 'giftBox', main: '#455a64' },
      products: (product) => product.price !== null && product.price < 3_000,
    },
  ],
};
