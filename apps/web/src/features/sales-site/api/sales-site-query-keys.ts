/** Query keys of the platform site's reads; the catalogue's answers are in the interface language, one per language. */
import type { TLanguage } from '@izlog/contract/constants';

export const salesSiteKeys = {
  licencePrices: (language: TLanguage) => ['sales', 'licence-prices', language] as const,
  captcha: ['sales', 'sales-user-captcha'] as const,
  verifyToken: ['sales', 'verify-sales-user-token'] as const,
};
