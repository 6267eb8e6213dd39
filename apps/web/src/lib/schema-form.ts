/**
 * Mantine forms validated by the contract's zod schemas, so the web shows exactly the server's rules and words.
 * A field is checked when it loses focus, then on every change; after a submit, every field is checked on change.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { toFieldErrors } from '@izlog/contract/validation';
import { FORM_INDEX, type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { getLanguage, inInterfaceScript } from './i18n';

/** Field path → first message, e.g. `{ 'locations.0.city': 'Enter at least 2 characters.' }`. */
export function schemaErrors(schema: z.ZodType, values: unknown, language: TLanguage): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  // The contract's messages are Serbian Latin or English: Cyrillic for a visitor reading it.
  for (const { field, message } of toFieldErrors(result.error.issues, language))
    errors[field] ??= inInterfaceScript(message);
  return errors;
}

type TSchemaFormOptions<TValues> = {
  schema: z.ZodType;
  initialValues: TValues;
  /** Checks of fields the schema does not hold (a file input, for instance). */
  validateExtra?: (values: TValues, language: TLanguage) => Record<string, string>;
};

// Mantine matches "validate on change" paths with list indexes replaced by a marker.
const toRulePath = (path: string) => path.replace(/[.][0-9]+/g, `.${FORM_INDEX}`);

export function useSchemaForm<TValues extends Record<string, unknown>>({
  schema,
  initialValues,
  validateExtra,
}: TSchemaFormOptions<TValues>) {
  const { i18n } = useTranslation();
  const [checkedOnChange, setCheckedOnChange] = useState<string[] | true>([]);

  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const language = getLanguage();
      return { ...schemaErrors(schema, values, language), ...validateExtra?.(values, language) };
    },
    validateInputOnBlur: true,
    validateInputOnChange: checkedOnChange,
    enhanceGetInputProps: ({ inputProps, field }) => {
      // Mantine merges the result into inputProps, so the original handler is kept aside first.
      const validateOnBlur = inputProps.onBlur;
      return {
        onBlur: () => {
          validateOnBlur?.();
          const rulePath = toRulePath(String(field));
          setCheckedOnChange((paths) => (paths === true || paths.includes(rulePath) ? paths : [...paths, rulePath]));
        },
      };
    },
  });

  // Messages follow the language switch.
  const { errors, validate } = form;
  const hasErrors = Object.keys(errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run only when the language changes
  useEffect(() => {
    if (hasErrors) validate();
  }, [i18n.language]);

  const onSubmit = useCallback(
    (handler: (values: TValues) => Promise<unknown>) =>
      form.onSubmit(
        (values) => {
          setCheckedOnChange(true);
          return handler(values);
        },
        () => setCheckedOnChange(true),
      ),
    [form.onSubmit],
  );

  return { form, onSubmit };
}

export type TSchemaForm<TValues> = UseFormReturnType<TValues>;

/** Puts a 422 answer's messages beside their fields; true when there were any. */
export function showServerFieldErrors<TValues>(form: TSchemaForm<TValues>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const errors: FormErrors = {};
  for (const { field, message } of error.fieldErrors) errors[field] ??= message;
  form.setErrors(errors);
  return true;
}
