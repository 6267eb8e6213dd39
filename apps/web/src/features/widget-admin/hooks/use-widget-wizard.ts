/**
 * State of the five-step widget wizard: one form for all steps (Back keeps every value), each step checked by the
 * contract's ZWidgetWriteRequest before the next (SPEC §5: a name, and a content type or tags), and the save through
 * add-widget-to-page or update-page-widget with the server's 422 messages put back at their fields and steps.
 */
import { formatMessage } from '@izlog/contract/messages';
import { type TWidgetPosition, type TWidgetSettings, ZWidgetWriteRequest } from '@izlog/contract/widgets';
import type { FormErrors } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import type { TWidgetPage } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { schemaErrors, useSchemaForm } from '@/lib/schema-form';
import { useSaveWidget } from '../api/save-widget';
import {
  buildWidgetPayload,
  emptyWidgetForm,
  settingsToForm,
  stepOfWidgetField,
  type TWidgetFormValues,
  WIDGET_WIZARD_STEPS,
} from '../utils/widget-form';

type TWidgetWizardOptions = {
  page: TWidgetPage;
  /** The widget to edit; absent adds one. */
  settings?: TWidgetSettings;
  /** The position a new widget starts in. */
  column: TWidgetPosition;
  onSaved(): void;
};

const firstStepOf = (errors: FormErrors) => Math.min(...Object.keys(errors).map(stepOfWidgetField));

export function useWidgetWizard({ page, settings, column, onSaved }: TWidgetWizardOptions) {
  const { form } = useSchemaForm<TWidgetFormValues>({
    schema: ZWidgetWriteRequest,
    initialValues: settings ? settingsToForm(settings) : emptyWidgetForm(page, column),
  });
  const [step, setStep] = useState(0);
  const saveWidget = useSaveWidget();
  const isLastStep = step === WIDGET_WIZARD_STEPS.length - 1;

  /** Checks the fields of one step and shows their messages; true when the step may be left forward. */
  const checkStep = (index: number): boolean => {
    const all = schemaErrors(ZWidgetWriteRequest, form.getValues(), getLanguage());
    const errors = Object.fromEntries(Object.entries(all).filter(([path]) => stepOfWidgetField(path) === index));
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const goNext = () => {
    if (checkStep(step)) setStep((current) => Math.min(current + 1, WIDGET_WIZARD_STEPS.length - 1));
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
    try {
      const answer = await saveWidget.mutateAsync({
        id: settings?.widget_id,
        body: buildWidgetPayload(form.getValues(), settings),
      });
      // The server's word, ours should it send none.
      const fallback = formatMessage(settings ? 'widget_updated' : 'widget_added', getLanguage());
      notify('success', answer?.message || fallback);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        const errors: FormErrors = {};
        for (const { field, message } of error.fieldErrors) errors[field] ??= message;
        form.setErrors(errors);
        setStep(firstStepOf(errors));
      }
      reportActionError(error);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLastStep) void save();
    else goNext();
  };

  return { form, step, isLastStep, isSaving: saveWidget.isPending, goBack, goToStep, handleSubmit };
}
