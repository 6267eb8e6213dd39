/** The middle rate the euro amounts use and the day of its list; a stale rate says so; none says euros are missing. */
import type { TLanguage } from '@izlog/contract/constants';
import type { TLicencePrices } from '@izlog/contract/sales';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatListDate, formatRate } from '../utils/money';

export function ExchangeRateNote({ rate }: { rate: TLicencePrices['rate'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  if (!rate) {
    return (
      <Text size="sm" c="dimmed">
        {t('salesSite.pricing.noRate')}
      </Text>
    );
  }
  const date = formatListDate(rate.date, language);
  return (
    <Text size="sm" c="dimmed" data-testid="exchange-rate">
      {t('salesSite.pricing.rate', { date, middle: formatRate(rate.middle, language) })}
      {rate.stale && ` ${t('salesSite.pricing.rateStale', { date })}`}
    </Text>
  );
}
