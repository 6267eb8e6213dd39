/**
 * State of the four-step category wizard: one form for all steps (Back keeps every value), each step checked by the
 * contract's schema before the next, and the save through admin-create-category or admin-update-category with the
 * server's 422 messages put back at their fields and steps.
 */
import { type TCategory, ZCreateCategoryRequest, ZUpdateCategoryRequest } from '@izlog/contract/categories';
import { NOTICE_MS, type TContentTypeId, type TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { FormErrors } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { schemaErrors, useSchemaForm } from '@/lib/schema-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import {
  buildCategoryPayload,
  categoryToForm,
  duplicateAttributeRows,
  emptyCategoryForm,
  formPathOfServerField,
  stepOfField,
  type TCategoryFormValues,
  WIZARD_STEPS,
} from '../utils/category-form';

type TWizardOptions = {
  /** The category to edit; absent creates one. */
  category?: TCategory;
  /** The content type a new category starts with. */
  contentTypeId: TContentTypeId;
  onSaved(category: TCategory): void;
};

/** The live duplicate rule (SPEC §5 "duplicates rejected"): each later row with a name already used. */
function duplicateErrors(values: TCategoryFormValues, language: TLanguage): Record<string, string> {
  const message = formatMessage('attribute_exists', language);
  return Object.fromEntries(
    duplicateAttributeRows(values.attributes).map((row) => [`attributes.${row}.name`, message]),
  );
}

const firstStepOf = (errors: FormErrors) => Math.min(...Object.keys(errors).map(stepOfField));

export function useCategoryWizard({ category, contentTypeId, onSaved }: TWizardOptions) {
  const { t } = useTranslation();
  const isEdit = category !== undefined;
  const schema = isEdit ? ZUpdateCategoryRequest : ZCreateCategoryRequest;
  const { form } = useSchemaForm<TCategoryFormValues>({
    schema,
    initialValues: category ? categoryToForm(category) : emptyCategoryForm(contentTypeId),
    validateExtra: duplicateErrors,
  });
  const [step, setStep] = useState(0);
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const isLastStep = step === WIZARD_STEPS.length - 1;

  /** Checks the fields of one step; shows their messages; true when the step may be left forward. */
  const checkStep = (index: number): boolean => {
    const language = getLanguage();
    const values = form.getValues();
    const all = { ...schemaErrors(schema, values, language), ...duplicateErrors(values, language) };
    const errors = Object.fromEntries(Object.entries(all).filter(([path]) => stepOfField(path) === index));
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const goNext = () => {
    if (checkStep(step)) setStep((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
  };
  const goBack = () => setStep((current) => Math.max(current - 1, 0));
  /** The stepper's headers lead back to a finished step; forward only through Next. */
  const goToStep = (index: number) => {
    if (index < step) setStep(index);
  };

  const save = async () => {
    const result = form.validate();
    if (result.hasErrors) {
      setStep(firstStepOf(result.errors));
      return;
    }
    const { body, attributeRows } = buildCategoryPayload(form.getValues(), category);
    try {
      const saved = category
        ? await updateCategory.mutateAsync({ id: category.id, body })
        : await createCategory.mutateAsync(body);
      notify('success', isEdit ? t('categoryAdmin.saved') : t('categoryAdmin.created'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const errors: FormErrors = {};
        for (const { field, message } of error.fieldErrors)
          errors[formPathOfServerField(field, attributeRows)] ??= message;
        form.setErrors(errors);
        setStep(firstStepOf(errors));
      }
      reportActionError(error, { duration: NOTICE_MS.normal });
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLastStep) void save();
    else goNext();
  };

  return {
    form,
    step,
    isEdit,
    isLastStep,
    isSaving: createCategory.isPending || updateCategory.isPending,
    goBack,
    goToStep,
    handleSubmit,
  };
}
