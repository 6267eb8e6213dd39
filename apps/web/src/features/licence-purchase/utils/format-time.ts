/** Times are stored in UTC and shown in Europe/Belgrade (DESIGN §3), with seconds: a payment's moment matters. */
import { getLanguage } from '@/lib/i18n';

export const formatPaymentTime = (iso: string) =>
  new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'sr-Latn', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(iso));

export const formatDay = (isoDate: string) =>
  new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'sr-Latn', {
    dateStyle: 'medium',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(isoDate));
