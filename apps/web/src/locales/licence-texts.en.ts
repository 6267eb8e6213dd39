/** English texts of the site's rules (SPEC §2: privacy policy, terms of payment, terms and conditions) and footer. */
import type { TTranslations } from './srp';

export const licenceTextsEn: TTranslations['licenceTexts'] = {
  names: {
    terms_and_conditions: 'Terms and conditions',
    privacy_policy: 'Privacy policy',
    terms_of_payment: 'Terms of payment',
  },
  empty: {
    terms_and_conditions: 'This site has not published its terms and conditions yet.',
    privacy_policy: 'This site has not published its privacy policy yet.',
    terms_of_payment: 'This site has not published its terms of payment yet.',
  },
  loadFailed: 'The text cannot be loaded right now.',
  pageLead: "This site's rules: terms and conditions, privacy policy and terms of payment.",
  noTexts: 'This site has not published its rules yet.',
  onThisPage: 'On this page',
  newTab: '(opens in a new tab)',
  footer: {
    rules: 'Rules',
    phone: 'Phone:',
    social: 'Social profiles',
  },
};
