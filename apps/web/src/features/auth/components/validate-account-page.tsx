/** Landing page of the account confirmation link: confirms on load and offers to log in. */
import { SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
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
        {isSettled && <Button onClick={() => openModal({ name: 'loginModal' })}>{t('header.login')}</Button>}
      </Stack>
    </Container>
  );
}
