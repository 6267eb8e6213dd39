/** "Forgot password?": the user gives an e-mail and gets a reset link. */
import { ZRequestResetRequest } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { closeModal, openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function RequestResetModal() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const { form, onSubmit } = useSchemaForm({ schema: ZRequestResetRequest, initialValues: { email: '' } });

  const handleSubmit = onSubmit((values) =>
    requestReset.mutateAsync(ZRequestResetRequest.parse(values)).then(
      (response) => {
        notify('success', response.message, NOTICE_MS.longest);
        closeModal();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <AppModal opened onClose={closeModal} title={t('auth.requestResetTitle')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('auth.requestResetHint')}</Text>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={requestReset.isPending}>
            {t('common.send')}
          </Button>
          <Anchor component="button" type="button" onClick={() => openModal({ name: 'loginModal' })} w="fit-content">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AppModal>
  );
}
