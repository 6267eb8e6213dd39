/** Step 2 of the category wizard: the photo (a file or a stock photo, 3:2) and the colour. */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColorField } from '@/components/color-field';
import { ImageField } from '@/components/media/image-field';
import type { TSchemaForm } from '@/lib/schema-form';
import type { TCategoryFormValues } from '../utils/category-form';

/** A few distinct, readable colours to start from; any #rrggbb may be typed. */
const SWATCHES = ['#c92a2a', '#d9480f', '#e67700', '#2b8a3e', '#0b7285', '#1864ab', '#5f3dc4', '#a61e4d', '#495057'];

export function WizardLookStep({ form }: { form: TSchemaForm<TCategoryFormValues> }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <ImageField
        label={t('categoryAdmin.fields.photo')}
        ratio="content"
        value={form.values.image}
        onChange={(value) => form.setFieldValue('image', value)}
        error={typeof form.errors.image === 'string' ? form.errors.image : undefined}
      />
      <ColorField
        label={t('categoryAdmin.fields.colour')}
        description={t('categoryAdmin.fields.colourHint')}
        format="hex"
        // A mistyped colour stays, with the contract's message, instead of silently becoming the previous one.
        fixOnBlur={false}
        swatches={SWATCHES}
        swatchesPerRow={9}
        {...form.getInputProps('color')}
      />
    </Stack>
  );
}
