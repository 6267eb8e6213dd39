/** Step 1 of the widget wizard: a list of contents, or a contact form. */
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';
import type { TWidgetFormValues } from '../utils/widget-form';

export function WizardTypeStep({ form }: { form: TSchemaForm<TWidgetFormValues> }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('widgetAdmin.fields.kind')}
      value={form.values.is_contact_form ? 'contact' : 'list'}
      onChange={(value) => form.setFieldValue('is_contact_form', value === 'contact')}
    >
      <Stack mt="xs" gap="sm">
        <Radio value="list" label={t('widgetAdmin.kinds.list')} description={t('widgetAdmin.kinds.listHint')} />
        <Radio
          value="contact"
          label={t('widgetAdmin.kinds.contact')}
          description={t('widgetAdmin.kinds.contactHint')}
        />
      </Stack>
    </Radio.Group>
  );
}
