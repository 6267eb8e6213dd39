/**
 * Step 5 of the widget wizard: the cover photo (uploaded and cropped to 3:2, or a stock photo), and the widget's
 * name (SPEC §5: required) and description. Editing a widget with a cover may remove it.
 */
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/media/image-field';
import type { TSchemaForm } from '@/lib/schema-form';
import type { TWidgetFormValues } from '../utils/widget-form';

export function WizardCoverStep({ form, isEdit }: { form: TSchemaForm<TWidgetFormValues>; isEdit: boolean }) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <Stack>
      <TextInput
        label={t('widgetAdmin.fields.title')}
        description={t('widgetAdmin.fields.titleHint')}
        withAsterisk
        {...form.getInputProps('widget_title')}
      />
      <Textarea
        label={t('widgetAdmin.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('widget_description')}
      />
      <ImageField
        label={t('widgetAdmin.fields.cover')}
        ratio="content"
        value={values.image}
        onChange={(value) => {
          form.setFieldValue('image', value);
          form.setFieldValue('remove_image', false);
        }}
        error={typeof form.errors.image === 'string' ? form.errors.image : undefined}
      />
      {isEdit && values.image?.kind === 'existing' && (
        <Checkbox
          label={t('widgetAdmin.fields.removeCover')}
          {...form.getInputProps('remove_image', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}
