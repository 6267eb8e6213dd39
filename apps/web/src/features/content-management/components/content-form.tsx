/**
 * The editor form of articles, blogs, static pages and products, for staff and members alike: the features decide
 * which calls a save makes. Two submit buttons: "Save draft" (the publish rules wait) and "Publish".
 */
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GalleryField } from '@/components/media/gallery-field';
import type { TCatalogScope } from '../api/get-catalog-options';
import { useCategoryOptions } from '../api/get-category-options';
import { useContentForm } from '../hooks/use-content-form';
import { useSaveSubmit } from '../hooks/use-save-submit';
import type { TContentFormValues } from '../utils/content-form-values';
import {
  categoryTypeOf,
  publishNeedsCategoryAndImage,
  type TContentKind,
  type TSaveIntent,
} from '../utils/managed-kinds';
import { CategoryField } from './category-field';
import { ContentTextField } from './content-text-field';
import { MainImageField } from './main-image-field';
import { ProductFields } from './product-fields';
import { SaveButtons } from './save-buttons';

type TContentSave = { intent: TSaveIntent; values: TContentFormValues; attributeIds: number[] };

type TContentFormProps = {
  kind: TContentKind;
  initialValues: TContentFormValues;
  /** Whose locations a product may name. */
  authorId: number;
  catalogScope: TCatalogScope;
  /** Drafts exist only before publishing (SPEC §4): an approved or moderated content is only published again. */
  canSaveDraft: boolean;
  publishLabel: string;
  backTo: string;
  onSave(save: TContentSave): Promise<unknown>;
};

export function ContentForm({
  kind,
  initialValues,
  authorId,
  catalogScope,
  canSaveDraft,
  publishLabel,
  backTo,
  onSave,
}: TContentFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, intentRef } = useContentForm(kind, initialValues);
  const categories = useCategoryOptions(categoryTypeOf(kind));
  const category = categories.data?.find((each) => String(each.id) === form.values.category_id);
  const publishRequired = publishNeedsCategoryAndImage(kind);
  const titleLabel = kind === 'products' ? t('manage.form.name') : t('manage.form.title');

  const { saving, runSave } = useSaveSubmit(form, intentRef);
  const attributeIds = (category?.attributes ?? []).map((attribute) => attribute.id);
  const submit = onSubmit((values) => runSave((intent) => onSave({ intent, values, attributeIds })));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        <TextInput label={titleLabel} required {...form.getInputProps('title')} />
        <CategoryField
          categories={categories.data}
          isLoading={categories.isPending}
          required={publishRequired}
          description={publishRequired ? t('manage.form.requiredToPublish') : undefined}
          {...form.getInputProps('category_id')}
        />
        <MainImageField
          label={t('manage.form.image')}
          required={publishRequired}
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image as string | undefined}
        />
        {kind === 'products' && (
          <Textarea
            label={t('manage.form.description')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('description')}
          />
        )}
        <ContentTextField
          label={t('manage.form.text')}
          value={form.values.content_text}
          onChange={(text) => form.setFieldValue('content_text', text)}
          error={form.errors.content_text as string | undefined}
        />
        <GalleryField
          label={t('manage.form.gallery')}
          value={form.values.gallery}
          onChange={(gallery) => form.setFieldValue('gallery', gallery)}
          error={form.errors.gallery as string | undefined}
        />
        {kind === 'products' && (
          <ProductFields form={form} category={category} authorId={authorId} catalogScope={catalogScope} />
        )}
        <TextInput
          label={t('manage.form.tags')}
          description={t('manage.form.tagsHint')}
          {...form.getInputProps('tags')}
        />
        {kind !== 'pages' && (
          <Checkbox
            label={t('manage.form.commentsAllowed')}
            {...form.getInputProps('comments_allowed', { type: 'checkbox' })}
          />
        )}
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
