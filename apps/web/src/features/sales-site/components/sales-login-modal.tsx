/**
 * The platform site's sign-in (SPEC §6: sales users sign in apart from every licence's users): e-mail and password,
 * with a way on to registration. Success keeps the session and greets the user by name. As the session layer
 * (decision 0065) it opens over the work of a session that ended: signing in resumes it, closing ends the session.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { ZLoginSalesUserRequest } from '@izlog/contract/sales';
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
import { useLoginSalesUser } from '../api/login-sales-user';

export function SalesLoginModal({ isSessionLayer = false }: { isSessionLayer?: boolean }) {
  const { t } = useTranslation();
  const login = useLoginSalesUser();
  // The modal beneath leaves Escape to this one while it is open.
  useNestedDialog(isSessionLayer);
  const close = isSessionLayer ? abandonSession : closeModal;
  const Frame = isSessionLayer ? Modal : AppModal;
  const { form, onSubmit } = useSchemaForm({
    schema: ZLoginSalesUserRequest,
    initialValues: { email: '', password: '' },
  });

  const handleSubmit = onSubmit((values) =>
    login.mutateAsync(ZLoginSalesUserRequest.parse(values)).then(
      (user) => {
        notify('success', t('salesSite.account.welcome', { name: user.name || user.email }), NOTICE_MS.normal);
        if (isSessionLayer) resumeSession();
        else closeModal();
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <Frame opened onClose={close} title={t('salesSite.signIn.title')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {isSessionLayer ? t('auth.loginAgainLead') : t('salesSite.signIn.lead')}
          </Text>
          <SignInFields form={form} />
          <Button type="submit" loading={login.isPending}>
            {t('salesSite.signIn.submit')}
          </Button>
          {!isSessionLayer && (
            <Group gap={6}>
              <Text size="sm">{t('salesSite.signIn.noAccount')}</Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => openModal({ name: 'salesRegisterModal' })}
              >
                {t('salesSite.signIn.register')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </form>
    </Frame>
  );
}
