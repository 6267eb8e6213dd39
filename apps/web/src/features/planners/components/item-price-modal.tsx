/**
 * An item's price and currency (SPEC §7 save-price-of-planner-item): a euro price keeps today's middle rate, which the
 * answer brings back with the planner's new totals.
 */
import { CURRENCY } from '@izlog/contract/constants';
import { type TPlannerItem, ZPlannerPriceParams } from '@izlog/contract/planners';
import { Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveItemPrice } from '../api/item-settings';
import { itemToTaskForm } from '../utils/task-form-values';
import { ItemModal } from './item-modal';

const ZPriceForm = ZPlannerPriceParams.pick({ price: true, currencyId: true });

export function ItemPriceModal({ item, onClose }: { item: TPlannerItem; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveItemPrice();
  const { price, currency_id } = itemToTaskForm(item);
  const { form, onSubmit } = useSchemaForm({
    schema: ZPriceForm,
    initialValues: { price, currencyId: currency_id },
  });
  const handleSubmit = onSubmit((values) =>
    save.mutateAsync({ id: item.id, price: values.price, currencyId: Number(values.currencyId) }).then(
      () => {
        notify('success', t('planners.price.saved'));
        onClose();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );
  return (
    <ItemModal
      title={t('planners.price.title', { title: item.title })}
      isPending={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <TextInput
        inputMode="decimal"
        label={t('planners.task.price')}
        description={t('planners.task.priceHint')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('price')}
      />
      <Select
        label={t('planners.task.currency')}
        withAsterisk
        allowDeselect={false}
        data={[
          { value: String(CURRENCY.RSD), label: t('planners.currencies.rsd') },
          { value: String(CURRENCY.EUR), label: t('planners.currencies.eur') },
        ]}
        {...form.getInputProps('currencyId')}
      />
      {form.values.currencyId === String(CURRENCY.EUR) && (
        <Text size="sm" c="dimmed">
          {t('planners.price.eurHint')}
        </Text>
      )}
    </ItemModal>
  );
}
