/** Step 1 of the category wizard: the name (SPEC §5 "Category title required") and the description. */
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';
import type { TCategoryFormValues } from '../utils/category-form';

export function WizardBasicsStep({ form }: { form: TSchemaForm<TCategoryFormValues> }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput label={t('categoryAdmin.fields.name')} required data-autofocus {...form.getInputProps('name')} />
      <Textarea
        label={t('categoryAdmin.fields.description')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
