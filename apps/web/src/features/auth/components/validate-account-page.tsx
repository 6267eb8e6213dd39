/**
 * Landing page of the account confirmation link: confirms on load and offers to log in; once the visitor has logged
 * in (in the modal it opens, or in another tab) it says so and leads on to the site and their profile setup.
 */
import { SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user-store';
import { openModal } from '@/lib/modal-store';
import { profileSetupPathFor } from '@/lib/profile-setup-path';
import { useValidateAccount } from '../api/validate-account';

/** A 511 has its one reaction (lib/session-expiry.ts: the notice and the login): the page does not say it again. */
const isSessionExpiry = (error: unknown) => error instanceof ApiError && error.status === SESSION_EXPIRED_STATUS;

export function ValidateAccountPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const hasLinkData = email !== '' && token !== '';
  const validation = useValidateAccount({ email, activation_token: token }, hasLinkData);
  const isSettled = !hasLinkData || !validation.isPending;

  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t('auth.validateTitle')}</Title>
        {!hasLinkData && (
          <Alert color="red" role="alert">
            {t('auth.linkInvalid')}
          </Alert>
        )}
        {hasLinkData && validation.isPending && (
          <Stack role="status" align="flex-start">
            <Loader aria-hidden="true" />
            {t('auth.validating')}
          </Stack>
        )}
        {validation.isSuccess && (
          <Alert color="teal" role="status">
            {validation.data.message}
          </Alert>
        )}
        {validation.isError && !isSessionExpiry(validation.error) && (
          <Alert color="red" role="alert">
            {validation.error.message}
          </Alert>
        )}
        {isSettled && <NextStep />}
      </Stack>
    </Container>
  );
}

/** "Log in" while signed out; once signed in, who they are and where to go from here. */
function NextStep() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return <Button onClick={() => openModal({ name: 'loginModal' })}>{t('header.login')}</Button>;
  const setupPath = profileSetupPathFor(user);
  return (
    <Stack align="flex-start" gap="sm">
      <Text role="status">{t('auth.validateSignedIn', { name: user.public_name || user.email })}</Text>
      <Group gap="sm">
        <Button component={Link} to="/">
          {t('auth.validateToSite')}
        </Button>
        {setupPath && (
          <Button component={Link} to={setupPath} variant="light">
            {t('auth.validateToProfile')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
