/**
 * Step 4 of the widget wizard: how many items a list shows and how many in a row (sliders within the contract's
 * WIDGET_LIMIT and WIDGET_ITEMS_PER_ROW), and the position of the page the widget sits in.
 */
import { WIDGET_ITEMS_PER_ROW, WIDGET_LIMIT, WIDGET_POSITIONS } from '@izlog/contract/widgets';
import { Group, Input, Radio, Slider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';
import { positionKey } from '../utils/position-name';
import type { TWidgetFormValues } from '../utils/widget-form';

type TRange = { min: number; max: number };

const marksOf = ({ min, max }: TRange) => [
  { value: min, label: String(min) },
  { value: max, label: String(max) },
];

export function WizardLayoutStep({ form }: { form: TSchemaForm<TWidgetFormValues> }) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <Stack gap="lg">
      {values.is_contact_form ? (
        <Text c="dimmed">{t('widgetAdmin.wizard.noLayoutForForm')}</Text>
      ) : (
        <>
          <LabelledSlider
            label={t('widgetAdmin.fields.limit', { value: values.limit })}
            thumbLabel={t('widgetAdmin.fields.limitShort')}
            description={t('widgetAdmin.fields.limitHint')}
            range={WIDGET_LIMIT}
            value={values.limit}
            onChange={(value) => form.setFieldValue('limit', value)}
            error={form.errors.limit}
          />
          <LabelledSlider
            label={t('widgetAdmin.fields.perRow', { value: values.layout })}
            thumbLabel={t('widgetAdmin.fields.perRowShort')}
            description={t('widgetAdmin.fields.perRowHint')}
            range={WIDGET_ITEMS_PER_ROW}
            value={values.layout}
            onChange={(value) => form.setFieldValue('layout', value)}
            error={form.errors.layout}
          />
        </>
      )}
      <Radio.Group
        label={t('widgetAdmin.fields.position')}
        description={t('widgetAdmin.fields.positionHint')}
        {...form.getInputProps('column_number')}
      >
        <Group mt="xs">
          {WIDGET_POSITIONS.map((column) => (
            <Radio key={column} value={String(column)} label={t(positionKey(column))} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

type TLabelledSliderProps = {
  label: string;
  /** The slider's own name for screen readers (the visible label carries the value too). */
  thumbLabel: string;
  description: string;
  range: TRange;
  value: number;
  onChange(value: number): void;
  error?: ReactNode;
};

function LabelledSlider({ label, thumbLabel, description, range, value, onChange, error }: TLabelledSliderProps) {
  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div">
      <Slider
        mt="xs"
        mb="lg"
        min={range.min}
        max={range.max}
        step={1}
        marks={marksOf(range)}
        value={value}
        onChange={onChange}
        thumbLabel={thumbLabel}
      />
    </Input.Wrapper>
  );
}
