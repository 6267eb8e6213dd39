/**
 * An item's three switches (SPEC §3): whether its price counts in the totals, whether it is shown publicly, and
 * whether its price is. Each sends the value it shows; the answer's totals go straight into the page.
 */
import type { TPlannerItem } from '@izlog/contract/planners';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '@/lib/report-action-error';
import { useSavingSwitch } from '@/lib/use-saving-switch';
import { useChangeCalculatePrice, useShowItemPublicly, useShowPricePublicly } from '../api/item-settings';

type TSwitchMutation = {
  mutateAsync(input: { id: number; value: boolean }): Promise<unknown>;
};

export function ItemSwitches({ item }: { item: TPlannerItem }) {
  const { t } = useTranslation();
  const calculate = useChangeCalculatePrice();
  const showPublicly = useShowItemPublicly();
  const showPrice = useShowPricePublicly();
  return (
    <Stack gap={6}>
      <ItemSwitch
        label={t('planners.switches.calculate')}
        title={item.title}
        itemId={item.id}
        value={item.calculate_price}
        mutation={calculate}
      />
      <ItemSwitch
        label={t('planners.switches.showPublicly')}
        title={item.title}
        itemId={item.id}
        value={item.show_publicly}
        mutation={showPublicly}
      />
      <ItemSwitch
        label={t('planners.switches.showPrice')}
        title={item.title}
        itemId={item.id}
        value={item.show_price_publicly}
        mutation={showPrice}
      />
    </Stack>
  );
}

type TItemSwitchProps = { label: string; title: string; itemId: number; value: boolean; mutation: TSwitchMutation };

function ItemSwitch({ label, title, itemId, value, mutation }: TItemSwitchProps) {
  const { t } = useTranslation();
  const { shown, saving, save } = useSavingSwitch(value);
  return (
    <Switch
      size="sm"
      label={label}
      aria-label={t('planners.switches.ofItem', { switch: label, title })}
      checked={shown}
      disabled={saving}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        void save(next, () => mutation.mutateAsync({ id: itemId, value: next })).catch(reportActionError);
      }}
    />
  );
}
