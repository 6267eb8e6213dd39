/** A product's price: the current one, the old one struck through with the discount, or "Price on request". */
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceView, type TPriced } from '@/lib/price';

export function PriceTag({ item, size = 'md' }: { item: TPriced; size?: 'md' | 'xl' }) {
  const { t } = useTranslation();
  const view = priceView(item);
  if (view.kind === 'onRequest') {
    return (
      <Text fw={600} size={size} c="dimmed">
        {t('catalogue.priceOnRequest')}
      </Text>
    );
  }
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={700} size={size} data-testid="price-current">
        <VisuallyHidden>{t('catalogue.price')}: </VisuallyHidden>
        {view.current}
      </Text>
      {view.old && (
        <Text component="s" c="dimmed" size="sm">
          <VisuallyHidden>{t('catalogue.oldPrice')}: </VisuallyHidden>
          {view.old}
        </Text>
      )}
      {view.discountLabel && (
        <Badge color="red" variant="light" aria-label={t('catalogue.discount', { discount: view.discountLabel })}>
          {view.discountLabel}
        </Badge>
      )}
    </Group>
  );
}
