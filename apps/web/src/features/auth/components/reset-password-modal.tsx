/** A new password, set with the token of the mailed link (opened from /reset-password?email=..&token=..). */
import { ZResetPasswordRequest } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '@/components/app-modal';
import { closeModal, openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { routes } from '@/lib/paths';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useResetPassword } from '../api/reset-password';

type TResetPasswordModalProps = { email: string; token: string };

export function ResetPasswordModal({ email, token }: TResetPasswordModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { form, onSubmit } = useSchemaForm({
    schema: ZResetPasswordRequest,
    initialValues: { email, password_reset_token: token, password: '' },
  });

  const handleSubmit = onSubmit((values) =>
    resetPassword.mutateAsync(ZResetPasswordRequest.parse(values)).then(
      (response) => {
        notify('success', response.message, NOTICE_MS.longest);
        // The token is spent: leave its address, and let the user log in with the new password.
        void navigate(routes.home, { replace: true });
        openModal({ name: 'loginModal' });
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <AppModal opened onClose={closeModal} title={t('auth.resetTitle')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {form.errors.password_reset_token && (
            <Alert color="red" role="alert">
              {t('auth.linkInvalid')}
            </Alert>
          )}
          <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={resetPassword.isPending}>
            {t('common.send')}
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}
