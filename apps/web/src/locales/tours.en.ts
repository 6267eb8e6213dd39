/** English texts of the guided tours and the setup checklist (issue 16); the same keys as tours.srp.ts. */
import type { toursSrp } from './tours.srp';

export const toursEn: typeof toursSrp = {
  takeTour: 'Take the tour',
  dialogLabel: 'Tour of the site',
  next: 'Next',
  previous: 'Back',
  done: 'Finish',
  skip: 'Skip the tour',
  progress: '{{current}} / {{total}}',
  steps: {
    header: {
      title: 'The site’s header',
      text: 'The site’s name and logo lead to the home page. Choose the language here; your account is on the right.',
    },
    search: {
      title: 'Search',
      text: 'Search looks through the site’s products, news, blogs and catalogs.',
    },
    categories: {
      title: 'Categories',
      text: 'Categories lead to lists of products of one kind. Edit them in the back office, under Categories.',
    },
    widgets: {
      title: 'Widgets',
      text: 'The home page has three widget positions: lists of content and contact forms that you arrange.',
    },
    products: {
      title: 'Newest products',
      text: 'Products appear here as soon as you publish them.',
    },
    account: {
      title: 'Your account and the back office',
      text: 'Open your account and profile here; the Administration button leads to managing the site.',
    },
    memberAccount: {
      title: 'Your account',
      text: 'Open your account and profile here; My content leads to your planners and blogs.',
    },
    adminContent: {
      title: 'The site’s content',
      text: 'Products, catalogs, news, blogs, pages and categories: everything visitors read is made here.',
    },
    siteManagement: {
      title: 'Site settings',
      text: 'Logo, name, colours, greeting messages, terms of use and the site’s switches.',
    },
    widgetEntry: {
      title: 'Home page widgets',
      text: 'Add, move and edit the widgets in the home page’s three positions.',
    },
    users: {
      title: 'Users',
      text: 'The site’s staff, visitors and clients: roles, blocking and the audit log.',
    },
    moderation: {
      title: 'Moderation',
      text: 'What clients and visitors publish waits here for approval.',
    },
    checklist: {
      title: 'Setup checklist',
      text: 'Five steps to a finished site. Each ticks itself as soon as you have done it.',
    },
  },
  checklist: {
    title: 'Setup checklist',
    intro: 'Five steps to a finished site. Each ticks itself as soon as you have done it.',
    listLabel: 'Setup steps',
    done: 'done',
    notDone: 'not done',
    count: '{{done}} of {{total}} done',
    allDone: 'Everything is set up. The site is ready for visitors.',
    loadFailed: 'The checklist could not be loaded.',
    replay: 'Take the tour again',
    steps: {
      logo: { label: 'Set the logo', action: 'Open site settings' },
      greetings: { label: 'Write the greeting messages', action: 'Open greetings' },
      first_product: { label: 'Add the first product', action: 'New product' },
      first_widget: { label: 'Add the first widget', action: 'Open widgets' },
      contact_service: { label: 'Add a contact service', action: 'Open contact' },
    },
  },
};
