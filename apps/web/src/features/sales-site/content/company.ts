/**
 * The seller's data, as Serbian card rules ask the shop to show it in full (research §1): the footer, the rules and
 * the receipts name the same company.
 */
import type { TLanguage } from '@izlog/contract/constants';

export const COMPANY = {
  name: 'Izlog d.o.o.',
  address: {
    srp: 'Bulevar kralja Aleksandra 73, 11000 Beograd, Srbija',
    en: 'Bulevar kralja Aleksandra 73, 11000 Belgrade, Serbia',
  } satisfies Record<TLanguage, string>,
  taxId: '112233445',
  registrationNo: '21654321',
  activityCode: '6201',
  email: 'podrska@izlog.example.com',
  phone: '+381 11 400 5000',
} as const;
