/** English texts of the page a licence's site shows while it is not active (suspended, expired or closed). */
import type { TTranslations } from './srp';

export const siteStatusEn: TTranslations['siteStatus'] = {
  suspended: {
    title: 'This site is switched off for now',
    text: 'This site is switched off at the moment. Its content is kept and it will be back once its owner or Izlog switches it on again.',
  },
  expired: {
    title: 'The licence of this site has expired',
    text: 'The site is not available until its licence is renewed. Its content is kept, and the owner can renew the licence in the Izlog console.',
    renew: 'Renew the licence in the console',
  },
  closed: {
    title: 'This site has been closed',
    text: 'The licence of this site has been closed and the site is no longer available.',
  },
  toIzlog: 'Izlog — sites and apps',
};
