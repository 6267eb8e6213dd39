/**
 * A form of one text field saved on its own call (the account's name and phone, a licence's phone): Save is on while
 * the field differs from what was saved, the answer's value becomes the new start, a refusal shows beside the field.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';

type TOneFieldFormProps = {
  /** The call's request schema; it holds the one field. */
  schema: z.ZodType;
  field: string;
  initialValue: string;
  /** Sends the value; answers the field as it is now stored. */
  save(value: string): Promise<string>;
  label: string;
  saveLabel: string;
  savedMessage: string;
  /** The field's width beside its button (from the xs breakpoint; full width below). */
  inputWidth: number;
  inputProps?: Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete'>;
};

/** A phone number: the phone keyboard and the browser's stored number. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' } as const;

export function OneFieldForm({
  schema,
  field,
  initialValue,
  save,
  label,
  saveLabel,
  savedMessage,
  inputWidth,
  inputProps,
}: TOneFieldFormProps) {
  const [isSaving, setIsSaving] = useState(false);
  const { form, onSubmit } = useSchemaForm<Record<string, string>>({
    schema,
    initialValues: { [field]: initialValue },
  });
  return (
    <form
      onSubmit={onSubmit(async (values) => {
        setIsSaving(true);
        try {
          const saved = await save(values[field] ?? '');
          form.resetDirty({ [field]: saved });
          notify('success', savedMessage, NOTICE_MS.short);
        } catch (error) {
          reportFormError(form, error);
        } finally {
          setIsSaving(false);
        }
      })}
    >
      <Group align="flex-start" gap="xs">
        <TextInput label={label} {...inputProps} w={{ base: '100%', xs: inputWidth }} {...form.getInputProps(field)} />
        <Button type="submit" variant="light" mt={{ base: 0, xs: 25 }} loading={isSaving} disabled={!form.isDirty()}>
          {saveLabel}
        </Button>
      </Group>
    </form>
  );
}
