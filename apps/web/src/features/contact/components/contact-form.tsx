/**
 * The contact form (SPEC §2 "Contact form", decision 0037): the service (chosen, or fixed by a widget or a site with one
 * service), the visitor's e-mail, name and message, an optional attachment checked at its field, and the server's
 * captcha for visitors. After sending it says the message was received and is cleared; a refusal is shown where it
 * belongs (a field, the attachment, or above the form), and a visitor gets a new captcha picture.
 */

import { SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { CONTACT_ATTACHMENT_ACCEPT, type TPublicContactService } from '@izlog/contract/contact-services';
import { formatMessage } from '@izlog/contract/messages';
import { Alert, Button, FileInput, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha-field';
import { LiveFieldset } from '@/components/live-fieldset';
import { ApiError } from '@/lib/api-client';
import { useCaptchaChallenge } from '@/lib/captcha';
import { useCurrentUser } from '@/lib/current-user-store';
import { getLanguage } from '@/lib/i18n';
import { showServerFieldErrors, useSchemaForm } from '@/lib/schema-form';
import { useSubmitContactForm } from '../api/submit-contact-form';
import { attachmentProblem, type TContactFormValues, ZContactFormFields } from '../utils/contact-form-fields';

/** Refusals about the attachment itself: too large (413), or not a kind the site takes (415). */
const ATTACHMENT_STATUSES = [413, 415];
/** The fields a server's 422 can be shown beside. */
const FORM_FIELDS: string[] = ['contact_service_id', 'submited_by', 'name', 'message', 'attachment', 'captcha'];

type TContactFormProps = {
  /** The services to choose from; with one, the form writes to it without asking. */
  services: TPublicContactService[];
  isCaptchaEnabled: boolean;
  /** Tells this form's captcha apart from another form's on the same page. */
  formKey: string;
};

export function ContactForm({ services, isCaptchaEnabled, formKey }: TContactFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isVisitor = user === null;
  const submit = useSubmitContactForm();
  const captcha = useCaptchaChallenge(isVisitor && isCaptchaEnabled, `contact-${formKey}`);
  const [outcome, setOutcome] = useState<{ kind: 'sent' } | { kind: 'failed'; message: string } | null>(null);
  const onlyService = services.length === 1 ? services[0] : undefined;
  const initialValues: TContactFormValues = {
    contact_service_id: onlyService ? String(onlyService.id) : '',
    submited_by: '',
    name: '',
    message: '',
    captcha: '',
    attachment: null,
  };
  const { form, onSubmit } = useSchemaForm({
    schema: ZContactFormFields,
    initialValues,
    validateExtra: (values, language): Record<string, string> => {
      const errors: Record<string, string> = {};
      const problem = attachmentProblem(values.attachment, language);
      if (problem) errors.attachment = problem;
      if (captcha.isShown && !values.captcha.trim()) errors.captcha = formatMessage('field_required', language);
      return errors;
    },
  });

  const handleSubmit = onSubmit((values) => {
    setOutcome(null);
    return submit
      .mutateAsync({
        contact_service_id: Number(values.contact_service_id),
        submited_by: values.submited_by,
        name: values.name || undefined,
        message: values.message,
        attachment: values.attachment,
        ...(captcha.isShown ? { captcha_id: captcha.captchaId, captcha: values.captcha } : {}),
      })
      .then(
        () => {
          // Cleared for the next message; the service chosen stays.
          form.setValues({ ...initialValues, contact_service_id: values.contact_service_id });
          form.resetDirty();
          form.clearErrors();
          if (captcha.isShown) captcha.refresh();
          setOutcome({ kind: 'sent' });
        },
        (error: unknown) => {
          if (captcha.isShown) {
            form.setFieldValue('captcha', '');
            captcha.refresh();
          }
          showFailure(error);
        },
      );
  });

  function showFailure(error: unknown) {
    if (!(error instanceof ApiError)) {
      setOutcome({ kind: 'failed', message: t('common.somethingWentWrong') });
      return;
    }
    // The API client already told the user that the session expired and opened the login.
    if (error.status === SESSION_EXPIRED_STATUS) return;
    if (ATTACHMENT_STATUSES.includes(error.status)) {
      form.setFieldError('attachment', error.message);
      return;
    }
    showServerFieldErrors(form, error);
    // A refusal no field of the form can show (the service is gone, too many messages) is said above the form.
    const hasFieldOfItsOwn = error.fieldErrors.some(({ field }) => FORM_FIELDS.includes(field));
    if (!hasFieldOfItsOwn) setOutcome({ kind: 'failed', message: error.message });
  }

  const attachment = form.getInputProps('attachment');
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('contact.formLabel')}>
      <LiveFieldset>
        <Stack gap="sm">
          {outcome && (
            <Alert
              color={outcome.kind === 'sent' ? 'teal' : 'red'}
              role={outcome.kind === 'sent' ? 'status' : 'alert'}
              title={outcome.kind === 'sent' ? t('contact.sentTitle') : t('contact.failedTitle')}
            >
              {outcome.kind === 'sent' ? formatMessage('contact_message_sent', getLanguage()) : outcome.message}
            </Alert>
          )}
          {onlyService ? (
            <Text size="sm" c="dimmed">
              {t('contact.writingTo', { service: onlyService.service_name })}
            </Text>
          ) : (
            <Select
              label={t('contact.service')}
              placeholder={t('contact.servicePlaceholder')}
              data={services.map((service) => ({ value: String(service.id), label: service.service_name }))}
              withAsterisk
              allowDeselect={false}
              {...form.getInputProps('contact_service_id')}
            />
          )}
          <TextInput
            label={t('contact.email')}
            description={t('contact.emailHint')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('submited_by')}
          />
          <TextInput
            label={t('contact.name')}
            description={t('fields.optional')}
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('contact.message')}
            autosize
            minRows={4}
            maxRows={12}
            withAsterisk
            {...form.getInputProps('message')}
          />
          <FileInput
            label={t('contact.attachment')}
            description={t('contact.attachmentHint')}
            placeholder={t('contact.attachmentPlaceholder')}
            // Mantine's placeholder grey is under AA on white; this one is drawn as text, so it must be readable.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            accept={CONTACT_ATTACHMENT_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('contact.removeAttachment') }}
            value={form.values.attachment}
            error={attachment.error}
            onChange={(file) => {
              form.setFieldValue('attachment', file);
              // Checked at once: a file too large is refused before anything is sent.
              form.setFieldError('attachment', attachmentProblem(file, getLanguage()));
            }}
          />
          {isVisitor && captcha.isShown && (
            <CaptchaField challenge={captcha} inputProps={form.getInputProps('captcha')} />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              {t('contact.send')}
            </Button>
          </Group>
        </Stack>
      </LiveFieldset>
    </form>
  );
}
