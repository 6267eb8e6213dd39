/**
 * The loginModal of SPEC §2: e-mail and password, with ways to a password reset and to registration — registration
 * only while the site has it on (staff still sign in here, e.g. when their session expires). Success shows the site's
 * sign-in greeting (sign_in_msg).
 *
 * As the session layer (decision 0065) it opens over whatever was on screen when the session ended, which stays
 * mounted with what was typed: signing in resumes it, closing ends the session. It then offers no way elsewhere (a
 * reset or a registration would replace the work beneath it).
 */
import { ZLoginRequest } from '@izlog/contract/auth';
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { useNestedDialog } from '@/components/nested-dialog';
import { SignInFields } from '@/components/sign-in-fields';
import { closeModal, openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { abandonSession, resumeSession } from '@/lib/session-interruption';
import { useLogin } from '../api/login';

type TLoginModalProps = {
  licence: TPublicLicence;
  /** Opened over the work of a session that ended (session-interruption.ts), not as the site's one modal. */
  isSessionLayer?: boolean;
};

export function LoginModal({ licence, isSessionLayer = false }: TLoginModalProps) {
  const { t } = useTranslation();
  const login = useLogin();
  // The modal beneath leaves Escape to this one while it is open.
  useNestedDialog(isSessionLayer);
  const close = isSessionLayer ? abandonSession : closeModal;
  const Frame = isSessionLayer ? Modal : AppModal;
  const { form, onSubmit } = useSchemaForm({ schema: ZLoginRequest, initialValues: { email: '', password: '' } });

  const handleSubmit = onSubmit((values) =>
    login.mutateAsync(ZLoginRequest.parse(values)).then(
      () => {
        notify('success', licence.sign_in_msg || t('auth.welcome'));
        if (isSessionLayer) resumeSession();
        else closeModal();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <Frame opened onClose={close} title={t('auth.loginTitle')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {isSessionLayer && (
            <Text size="sm" c="dimmed">
              {t('auth.loginAgainLead')}
            </Text>
          )}
          <SignInFields form={form} />
          <Button type="submit" loading={login.isPending}>
            {t('auth.loginSubmit')}
          </Button>
          {!isSessionLayer && (
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
          )}
        </Stack>
      </form>
    </Frame>
  );
}
