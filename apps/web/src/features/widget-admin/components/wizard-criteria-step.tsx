/** Step 3 of the widget wizard: the order of a list (SPEC §9: newest, most read, random); a form has none. */
import { WIDGET_CRITERIA } from '@izlog/contract/widgets';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';
import type { TWidgetFormValues } from '../utils/widget-form';

export function WizardCriteriaStep({ form }: { form: TSchemaForm<TWidgetFormValues> }) {
  const { t } = useTranslation();
  if (form.values.is_contact_form) return <Text c="dimmed">{t('widgetAdmin.wizard.noCriteriaForForm')}</Text>;
  return (
    <Radio.Group label={t('widgetAdmin.fields.criteria')} {...form.getInputProps('criteria')}>
      <Stack mt="xs" gap="sm">
        {WIDGET_CRITERIA.map((criterion) => (
          <Radio
            key={criterion}
            value={criterion}
            label={t(`widgetAdmin.criteria.${criterion}`)}
            description={t(`widgetAdmin.criteriaHints.${criterion}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
