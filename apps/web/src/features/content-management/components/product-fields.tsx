/**
 * The fields only products have (SPEC §3): price (empty = on request), currency, discount, the values of the
 * category's attributes, the author's own locations and catalogs.
 */
import type { TCategory } from '@izlog/contract/categories';
import { CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import { Fieldset, Group, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';
import { useAuthorLocations } from '../api/get-author-locations';
import { type TCatalogScope, useCatalogOptions } from '../api/get-catalog-options';
import type { TContentFormValues } from '../utils/content-form-values';

type TProductFieldsProps = {
  form: TSchemaForm<TContentFormValues>;
  category: TCategory | undefined;
  authorId: number;
  catalogScope: TCatalogScope;
};

export function ProductFields({ form, category, authorId, catalogScope }: TProductFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Fieldset legend={t('manage.form.priceLegend')}>
        <Group grow align="flex-start">
          <TextInput
            label={t('manage.form.price')}
            description={t('manage.form.priceHint')}
            inputMode="decimal"
            {...form.getInputProps('price')}
          />
          <Select
            label={t('manage.form.currency')}
            data={Object.entries(CURRENCY).map(([code, id]) => ({ value: String(id), label: code }))}
            allowDeselect={false}
            {...form.getInputProps('currency_id')}
          />
        </Group>
        <Group grow align="flex-start" mt="sm">
          <Select
            label={t('manage.form.discountType')}
            data={Object.entries(DISCOUNT_TYPE).map(([name, id]) => ({
              value: String(id),
              label: t(`manage.form.discountTypes.${name as keyof typeof DISCOUNT_TYPE}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('discount_type')}
          />
          <TextInput
            label={t('manage.form.discount')}
            inputMode="decimal"
            disabled={form.values.discount_type === String(DISCOUNT_TYPE.none)}
            {...form.getInputProps('discount')}
          />
        </Group>
      </Fieldset>
      <AttributeFields form={form} category={category} />
      <LocationsField form={form} authorId={authorId} />
      <CatalogsField form={form} scope={catalogScope} />
    </>
  );
}

function AttributeFields({ form, category }: Pick<TProductFieldsProps, 'form' | 'category'>) {
  const { t } = useTranslation();
  const attributes = (category?.attributes ?? []).filter((attribute) => attribute.status === 'active');
  return (
    <Fieldset legend={t('manage.form.attributes')}>
      {!category && <Text size="sm">{t('manage.form.attributesChooseCategory')}</Text>}
      {category && attributes.length === 0 && <Text size="sm">{t('manage.form.noAttributes')}</Text>}
      {attributes.map((attribute) => (
        <MultiSelect
          key={attribute.id}
          label={attribute.name}
          description={attribute.description ?? undefined}
          data={attribute.value_items.map((item) => ({ value: String(item.id), label: item.value }))}
          value={form.values.attribute_values[String(attribute.id)] ?? []}
          onChange={(ids) =>
            form.setFieldValue('attribute_values', { ...form.values.attribute_values, [attribute.id]: ids })
          }
          clearable
          mb="xs"
        />
      ))}
      {form.errors.attribute_values && (
        <Text size="sm" c="red" role="alert">
          {form.errors.attribute_values}
        </Text>
      )}
    </Fieldset>
  );
}

function LocationsField({ form, authorId }: { form: TSchemaForm<TContentFormValues>; authorId: number }) {
  const { t } = useTranslation();
  const locations = useAuthorLocations(authorId);
  // Only clients have locations; for anyone else the field would be an empty promise.
  if (locations.isSuccess && locations.data.length === 0 && form.values.locations.length === 0) return null;
  return (
    <MultiSelect
      label={t('manage.form.locations')}
      description={t('manage.form.locationsHint')}
      placeholder={locations.isPending ? t('common.loading') : undefined}
      data={(locations.data ?? []).map((location) => ({
        value: String(location.id),
        label: [location.address, location.city, location.country].filter(Boolean).join(', '),
      }))}
      clearable
      {...form.getInputProps('locations')}
    />
  );
}

function CatalogsField({ form, scope }: { form: TSchemaForm<TContentFormValues>; scope: TCatalogScope }) {
  const { t } = useTranslation();
  const catalogs = useCatalogOptions(scope);
  return (
    <MultiSelect
      label={t('manage.form.catalogs')}
      description={t('manage.form.catalogsHint')}
      placeholder={catalogs.isPending ? t('common.loading') : undefined}
      data={(catalogs.data ?? []).map((catalog) => ({ value: String(catalog.id), label: catalog.name }))}
      nothingFoundMessage={t('manage.form.noCatalogs')}
      searchable
      clearable
      {...form.getInputProps('catalogs')}
    />
  );
}
