/**
 * One licence type on the price list: its name and line, the yearly price in dinars with VAT and in euros for
 * information, and (in full) what it includes and what not, with "Choose" into the purchase wizard.
 */
import { LICENCE_FEATURES, type TLicencePrice } from '@izlog/contract/sales';
import { Badge, Box, Button, Card, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformLinks } from '@/lib/platform-paths';
import { formatEurMinor, formatRsdMinor } from '@/lib/price';

type TPriceCardProps = {
  price: TLicencePrice;
  /** Every feature's name by key (the types together name them all), for the ones this type lacks. */
  featureLabels: Map<string, string>;
  isHighlighted?: boolean;
  headingOrder?: 2 | 3;
};

export function PriceCard({ price, featureLabels, isHighlighted = false, headingOrder = 2 }: TPriceCardProps) {
  const { t } = useTranslation();
  const included = new Set(price.features.map((feature) => feature.key));
  const isFree = price.price === 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      style={isHighlighted ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Title order={headingOrder} size="h3">
            {price.name}
          </Title>
          <Text size="sm" c="dimmed">
            {price.description}
          </Text>
        </Stack>
        <Box>
          <Text fz={30} fw={800} lh={1.1} data-testid={`price-${price.licence_type}`}>
            {isFree ? t('salesSite.pricing.free') : formatRsdMinor(price.price)}
          </Text>
          {!isFree && (
            <Text size="sm" c="dimmed">
              {t('salesSite.pricing.perYear')}
            </Text>
          )}
          {!isFree && price.price_eur !== null && (
            <Badge variant="light" color="gray" mt={6} tt="none" fw={500}>
              {t('salesSite.pricing.eurApprox', { amount: formatEurMinor(price.price_eur) })}
            </Badge>
          )}
        </Box>
        <Box flex={1}>
          <Text size="sm" fw={600} mb={6}>
            {t('salesSite.pricing.includes')}
          </Text>
          <List spacing={4} size="sm" listStyleType="none" p={0}>
            {LICENCE_FEATURES.filter((key) => featureLabels.has(key)).map((key) => {
              const isIncluded = included.has(key);
              return (
                <List.Item key={key} c={isIncluded ? undefined : 'dimmed'}>
                  <span aria-hidden="true" style={{ display: 'inline-block', width: 20, fontWeight: 700 }}>
                    {isIncluded ? '✓' : '–'}
                  </span>
                  {featureLabels.get(key)}
                  <VisuallyHidden>
                    {` (${isIncluded ? t('salesSite.pricing.included') : t('salesSite.pricing.notIncluded')})`}
                  </VisuallyHidden>
                </List.Item>
              );
            })}
          </List>
        </Box>
        <Button
          component={Link}
          to={platformLinks.buy(price.licence_type)}
          variant={isHighlighted ? 'filled' : 'outline'}
          aria-label={t('salesSite.pricing.choose', { name: price.name })}
        >
          {t('salesSite.pricing.chooseShort')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Every feature's name, from the types that include it. */
export function featureLabelsOf(prices: TLicencePrice[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const price of prices) for (const feature of price.features) labels.set(feature.key, feature.label);
  return labels;
}
