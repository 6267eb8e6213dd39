/** Times are stored in UTC and shown in Europe/Belgrade (DESIGN §3), with seconds: a payment's moment matters. */
import { localeTag } from '@/lib/i18n';

export const formatPaymentTime = (iso: string) =>
  new Intl.DateTimeFormat(localeTag(), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(iso));

export const formatDay = (isoDate: string) =>
  new Intl.DateTimeFormat(localeTag(), {
    dateStyle: 'medium',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(isoDate));
