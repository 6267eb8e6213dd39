/**
 * The loginModal of SPEC §2: e-mail and password, with ways to a password reset and to registration — registration
 * only while the site has it on (staff still sign in here, e.g. when their session expires). Success shows the site's
 * sign-in greeting (sign_in_msg).
 */
import { ZLoginRequest } from '@izlog/contract/auth';
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { SignInFields } from '@/components/sign-in-fields';
import { closeModal, openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useLogin } from '../api/login';

type TLoginModalProps = { licence: TPublicLicence };

export function LoginModal({ licence }: TLoginModalProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const { form, onSubmit } = useSchemaForm({ schema: ZLoginRequest, initialValues: { email: '', password: '' } });

  const handleSubmit = onSubmit((values) =>
    login.mutateAsync(ZLoginRequest.parse(values)).then(
      () => {
        notify('success', licence.sign_in_msg || t('auth.welcome'));
        closeModal();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <AppModal opened onClose={closeModal} title={t('auth.loginTitle')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <SignInFields form={form} />
          <Button type="submit" loading={login.isPending}>
            {t('auth.loginSubmit')}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" onClick={() => openModal({ name: 'requestResetModal' })}>
              {t('auth.forgotPassword')}
            </Anchor>
            {licence.login_registration_status && (
              <Anchor component="button" type="button" onClick={() => openModal({ name: 'registerModal' })}>
                {t('auth.createAccount')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
