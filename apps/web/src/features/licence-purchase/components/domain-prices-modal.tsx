/**
 * The "domain prices" modal (SPEC §2, §3, §4): a free custom domain's registration, renewal and reactivation prices
 * in RSD including VAT and EUR for information (get-domain-prices). Accepting keeps the domain in the order; declining
 * discards the chosen licence data, as SPEC §4 says, and the modal says so before the button is pressed. Closing it
 * decides nothing.
 */
import type { TDomainPriceRow } from '@izlog/contract/domains';
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { formatEurMinor, formatRsdMinor } from '@/lib/price';
import { useDomainPrices } from '../api/get-domain-prices';
import { formatDay } from '../utils/format-time';
import { formatRate } from '../utils/money';

type TDomainPricesModalProps = {
  /** The free domain whose prices are shown; null: closed. */
  domain: string | null;
  /** The check's own price row, used while (or if) the price list does not answer. */
  checkedPrice: TDomainPriceRow | null;
  onAccept(price: TDomainPriceRow): void;
  onDecline(): void;
  onClose(): void;
};

/** The price list's row for a domain: the longest zone it ends with (mojsajt.co.rs is .co.rs, not .rs). */
function zoneRowOf(domain: string, rows: readonly TDomainPriceRow[]): TDomainPriceRow | null {
  const matching = rows.filter((row) => domain.endsWith(`.${row.zone}`));
  return matching.sort((a, b) => b.zone.length - a.zone.length)[0] ?? null;
}

const PRICE_KINDS = ['registration', 'renewal', 'reactivation'] as const;

export function DomainPricesModal({ domain, checkedPrice, onAccept, onDecline, onClose }: TDomainPricesModalProps) {
  const { t } = useTranslation();
  const prices = useDomainPrices(domain !== null);
  const listed = domain && prices.data ? zoneRowOf(domain, prices.data.prices) : null;
  const row = listed ?? checkedPrice;
  const rate = prices.data?.rate;

  return (
    <AppModal opened={domain !== null} onClose={onClose} title={t('licencePurchase.prices.title')} size="lg" centered>
      {domain && (
        <Stack>
          <Text>{t('licencePurchase.prices.intro', { domain })}</Text>
          {prices.isPending && !row ? (
            <Skeleton h={140} role="status" aria-label={t('common.loading')} />
          ) : row ? (
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder captionSide="top">
                <Table.Caption>{t('licencePurchase.prices.caption', { zone: `.${row.zone}` })}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('licencePurchase.prices.service')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('licencePurchase.prices.rsd')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('licencePurchase.prices.eur')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {PRICE_KINDS.map((kind) => {
                    const eur = row[`${kind}_eur`];
                    return (
                      <Table.Tr key={kind}>
                        <Table.Th scope="row" fw={400}>
                          {t(`licencePurchase.prices.${kind}`)}
                        </Table.Th>
                        <Table.Td ta="right">{formatRsdMinor(row[kind])}</Table.Td>
                        <Table.Td ta="right">{eur === null ? '—' : formatEurMinor(eur)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Alert color="red" role="alert">
              {t('licencePurchase.prices.loadFailed')}
            </Alert>
          )}
          {rate && (
            <Text size="xs" c="dimmed">
              {t('licencePurchase.type.rate', { rate: formatRate(rate.middle), date: formatDay(rate.date) })}
            </Text>
          )}
          <Alert color="orange" variant="light">
            <Text size="sm" c="dark">
              {t('licencePurchase.prices.declineWarning')}
            </Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" c="red.9" onClick={onDecline}>
              {t('licencePurchase.prices.decline')}
            </Button>
            <Button onClick={() => row && onAccept(row)} disabled={!row} data-autofocus>
              {t('licencePurchase.prices.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
