/**
 * The admin login screen (SPEC §2 "admin login"): the login form on a page of its own, the way staff get in while the
 * site has login and registration turned off (the header then offers no login). The server decides who may: with the
 * switch off it lets staff in and refuses anyone else with its message.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { ZLoginRequest } from '@izlog/contract/auth';
import type { TPublicLicence } from '@izlog/contract/licence';
import { Anchor, Button, Card, Container, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useLogin } from '../api/login';

type TAdminLoginPageProps = {
  licence: TPublicLicence;
  /** Where a signed-in user goes on: the back office they may use (the route knows it). */
  onSignedIn(user: TCurrentUser): void;
};

export function AdminLoginPage({ licence, onSignedIn }: TAdminLoginPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const login = useLogin();
  const { form, onSubmit } = useSchemaForm({ schema: ZLoginRequest, initialValues: { email: '', password: '' } });

  const handleSubmit = onSubmit((values) =>
    login.mutateAsync(ZLoginRequest.parse(values)).then(
      (signedIn) => {
        notify('success', licence.sign_in_msg || t('auth.welcome'));
        onSignedIn(signedIn);
      },
      (error: unknown) => reportFormError(form, error),
    ),
  );

  return (
    <Container size={440} py="xl">
      <Stack gap="md">
        <Title order={1}>{t('userAdmin.adminLogin.title')}</Title>
        <Text c="dimmed">{t('userAdmin.adminLogin.intro')}</Text>
        <Card withBorder padding="lg">
          {user && !login.isPending && !login.isSuccess ? (
            <Stack gap="sm" align="flex-start">
              <Text>{t('userAdmin.adminLogin.signedInAs', { username: user.username })}</Text>
              <Button onClick={() => onSignedIn(user)}>{t('userAdmin.adminLogin.goToBackOffice')}</Button>
            </Stack>
          ) : (
            <form onSubmit={handleSubmit} noValidate>
              <Stack>
                <TextInput
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  required
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label={t('fields.password')}
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                />
                <Button type="submit" loading={login.isPending}>
                  {t('auth.loginSubmit')}
                </Button>
                <Group>
                  <Anchor
                    component="button"
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => openModal({ name: 'requestResetModal' })}
                  >
                    {t('auth.forgotPassword')}
                  </Anchor>
                </Group>
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
