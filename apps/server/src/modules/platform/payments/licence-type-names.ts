/** The licence types' names as the buyer reads them on the gateway's page and in the mail. */
import type { TLanguage, TLicenceType } from '@izlog/contract/constants';

export const LICENCE_TYPE_NAMES: Record<TLicenceType, Record<TLanguage, string>> = {
  free: { srp: 'Besplatna', en: 'Free' },
  basic: { srp: 'Osnovna', en: 'Basic' },
  'e-commerce': { srp: 'E-prodavnica', en: 'E-commerce' },
};
