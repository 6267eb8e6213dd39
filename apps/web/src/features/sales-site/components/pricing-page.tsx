/**
 * Pricing (SPEC §2): the three licence types with their yearly price in dinars including VAT and in euros for
 * information at the central bank's middle rate (the rate and its date shown), what each includes, and "Choose" into
 * the purchase wizard with the type chosen; below, every template with the demo content, as a phone shows it.
 */
import { Anchor, Container, List, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/states';
import { platformRoutes } from '@/lib/platform-paths';
import { usePlatformTitle } from '@/lib/platform-title';
import { useLicencePrices } from '../api/get-licence-prices';
import { ExchangeRateNote } from './exchange-rate-note';
import { featureLabelsOf, PriceCard } from './price-card';
import { TemplateStrip } from './template-strip';

export function PricingPage() {
  const { t } = useTranslation();
  const prices = useLicencePrices();
  usePlatformTitle(t('salesSite.pricing.title'));
  const list = prices.data?.prices ?? [];
  const labels = featureLabelsOf(list);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('salesSite.pricing.title')}</Title>
          <Text maw={720}>{t('salesSite.pricing.lead')}</Text>
          {prices.data && <ExchangeRateNote rate={prices.data.rate} />}
        </Stack>
        {prices.isPending && (
          <div role="status" aria-live="polite">
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, md: 3 }} aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} h={420} radius="md" />
              ))}
            </SimpleGrid>
          </div>
        )}
        {prices.isError && (
          <ErrorState message={t('salesSite.pricing.loadFailed')} onRetry={() => void prices.refetch()} />
        )}
        {prices.data && (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {list.map((price) => (
              <PriceCard
                key={price.licence_type}
                price={price}
                featureLabels={labels}
                isHighlighted={price.licence_type === 'basic'}
              />
            ))}
          </SimpleGrid>
        )}
        <List size="sm" spacing={4} maw={760}>
          <List.Item>{t('salesSite.pricing.notes.term')}</List.Item>
          <List.Item>{t('salesSite.pricing.notes.refund')}</List.Item>
          <List.Item>{t('salesSite.pricing.notes.domain')}</List.Item>
        </List>
        <Anchor component={Link} to={platformRoutes.termsOfPayment} w="fit-content">
          {t('salesSite.pricing.termsLink')}
        </Anchor>
        <TemplateStrip />
      </Stack>
    </Container>
  );
}
