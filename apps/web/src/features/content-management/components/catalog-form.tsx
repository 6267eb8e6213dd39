/**
 * The catalog editor form (SPEC §3): name, product category, photo, description and the author's products of that
 * category (SPEC §5: the product list is filtered to the catalog's category). The server needs name, category and
 * photo even for a draft, so the form asks for them every time.
 */
import { ZCreateCatalogRequest } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/schema-form';
import { useCategoryOptions } from '../api/get-category-options';
import { useProductOptions } from '../api/get-product-options';
import { useSaveSubmit } from '../hooks/use-save-submit';
import type { TCatalogFormValues } from '../utils/catalog-form-values';
import type { TSaveIntent } from '../utils/managed-kinds';
import { CategoryField } from './category-field';
import { MainImageField } from './main-image-field';
import { SaveButtons } from './save-buttons';

type TCatalogSave = { intent: TSaveIntent; values: TCatalogFormValues };

type TCatalogFormProps = {
  initialValues: TCatalogFormValues;
  /** Whose products the catalog may list. */
  authorId: number;
  canSaveDraft: boolean;
  publishLabel: string;
  backTo: string;
  onSave(save: TCatalogSave): Promise<unknown>;
};

export function CatalogForm({
  initialValues,
  authorId,
  canSaveDraft,
  publishLabel,
  backTo,
  onSave,
}: TCatalogFormProps) {
  const { t } = useTranslation();
  const intentRef = useRef<TSaveIntent>('publish');
  const { form, onSubmit } = useSchemaForm<TCatalogFormValues>({
    schema: ZCreateCatalogRequest,
    initialValues,
    validateExtra: (values, language): Record<string, string> =>
      values.image ? {} : { image: formatMessage('field_required', language) },
  });
  const categories = useCategoryOptions(CONTENT_TYPE.product);
  const products = useProductOptions(authorId);
  const productChoices = (products.data?.items ?? []).filter(
    (product) =>
      String(product.category?.id ?? '') === form.values.category_id ||
      form.values.products.includes(String(product.id)),
  );

  const { saving, runSave } = useSaveSubmit(form, intentRef);
  const submit = onSubmit((values) => runSave((intent) => onSave({ intent, values })));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput label={t('manage.form.name')} required {...form.getInputProps('name')} />
        <CategoryField
          categories={categories.data}
          isLoading={categories.isPending}
          required
          {...form.getInputProps('category_id')}
        />
        <MainImageField
          label={t('manage.form.image')}
          required
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image as string | undefined}
        />
        <Textarea
          label={t('manage.form.description')}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
        />
        <MultiSelect
          label={t('manage.form.products')}
          description={
            form.values.category_id ? t('manage.form.productsHint') : t('manage.form.productsChooseCategory')
          }
          placeholder={products.isPending ? t('common.loading') : undefined}
          data={productChoices.map((product) => ({ value: String(product.id), label: product.title }))}
          nothingFoundMessage={t('manage.form.noProducts')}
          searchable
          clearable
          {...form.getInputProps('products')}
        />
        <SaveButtons
          intentRef={intentRef}
          saving={saving}
          canSaveDraft={canSaveDraft}
          publishLabel={publishLabel}
          backTo={backTo}
        />
      </Stack>
    </form>
  );
}
