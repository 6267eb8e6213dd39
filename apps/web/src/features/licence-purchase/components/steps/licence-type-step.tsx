/**
 * Step 1: the licence type (SPEC §1: free, basic, e-commerce), with its yearly price in RSD including VAT, EUR for
 * information at the middle rate of the day it names, and what it includes.
 */
import type { TLicenceType } from '@izlog/contract/constants';
import { LICENCE_TYPE_FEATURES } from '@izlog/contract/sales';
import { Alert, Button, Group, List, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { formatEurMinor, formatRsdMinor } from '@/lib/price';
import { useLicencePrices } from '../../api/get-licence-prices';
import { formatDay } from '../../utils/format-time';
import { formatRate } from '../../utils/money';
import { licenceTypeErrors } from '../../utils/step-validation';
import { StepFrame } from '../step-frame';
import type { TStepProps } from './step-props';

export function LicenceTypeStep({ draft, update, goNext, focusOnMount }: TStepProps) {
  const { t } = useTranslation();
  const prices = useLicencePrices();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const error = isSubmitted ? licenceTypeErrors(draft, getLanguage()).licence_type : undefined;
  const rate = prices.data?.rate;

  return (
    <StepFrame
      title={t('licencePurchase.type.heading')}
      hint={t('licencePurchase.type.hint')}
      focusOnMount={focusOnMount}
      next={{
        onClick: () => {
          setIsSubmitted(true);
          if (!licenceTypeErrors(draft, getLanguage()).licence_type) goNext();
        },
        disabled: !prices.isSuccess,
      }}
    >
      {prices.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label={t('common.loading')}>
          <Skeleton h={220} />
          <Skeleton h={220} />
          <Skeleton h={220} />
        </SimpleGrid>
      )}
      {prices.isError && (
        <Alert color="red" role="alert" title={t('licencePurchase.type.loadFailed')}>
          <Button variant="light" color="red" onClick={() => prices.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {prices.isSuccess && (
        <Radio.Group
          name="licence_type"
          label={t('licencePurchase.type.label')}
          value={draft.licence_type ?? null}
          onChange={(value) => {
            const type = value as TLicenceType;
            // A type without a custom domain drops the one chosen for another type (and its price).
            const dropsDomain = !LICENCE_TYPE_FEATURES[type].includes('custom_domain') && draft.confirmedDomain;
            update({
              licence_type: type,
              ...(dropsDomain
                ? {
                    confirmedDomain: undefined,
                    acceptedDomain: undefined,
                    isDomainFree: undefined,
                    domainPrice: undefined,
                  }
                : {}),
            });
          }}
          error={error}
          required
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {prices.data.prices.map((offer) => {
              const price = formatRsdMinor(offer.price);
              return (
                <Radio.Card
                  key={offer.licence_type}
                  value={offer.licence_type}
                  p="md"
                  radius="md"
                  // A button centres what it holds; the cards of a row read from their tops.
                  style={{ display: 'flex', alignItems: 'flex-start' }}
                  aria-label={t('licencePurchase.type.cardLabel', { name: offer.name, price })}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} />
                    <Stack gap={4}>
                      <Text fw={700} size="lg">
                        {offer.name}
                      </Text>
                      <Text fw={600}>{t('licencePurchase.type.perYear', { price })}</Text>
                      {offer.price > 0 && offer.price_eur !== null && (
                        <Text size="sm" c="dimmed">
                          {t('licencePurchase.type.eurInfo', { price: formatEurMinor(offer.price_eur) })}
                        </Text>
                      )}
                      <Text size="sm">{offer.description}</Text>
                      <List size="sm" spacing={2} mt={4}>
                        {offer.features.map((feature) => (
                          <List.Item key={feature.key}>{feature.label}</List.Item>
                        ))}
                      </List>
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      )}
      {prices.isSuccess && (
        <Text size="xs" c="dimmed">
          {rate
            ? t('licencePurchase.type.rate', { rate: formatRate(rate.middle), date: formatDay(rate.date) })
            : t('licencePurchase.type.noRate')}
        </Text>
      )}
    </StepFrame>
  );
}
