/** English texts of the site as an installable app: the footer's offer, the iOS hint, the store link, offline. */
import type { TTranslations } from './srp';

export const siteAppEn: TTranslations['siteApp'] = {
  title: 'The app',
  install: 'Install the app',
  installHint: 'The site on your home screen, and the pages you have opened even without the internet.',
  iosHint: 'Add this site to your home screen: tap Share, then “Add to Home Screen”.',
  dismissHint: 'Close the tip',
  googlePlay: 'Get it on Google Play',
  offline: 'You are offline: you see the pages you have opened before.',
  updateReady: 'A new version of the site has arrived. Reload the page to use it.',
  reload: 'Reload',
  later: 'Later',
};
