/**
 * The door of the back office (decision 0013): a guest gets the login modal and the catalogue's "login required";
 * a signed-in user without the ability this page needs gets "Unauthorized access!". The abilities come from the
 * links list and the user's answer from the server (decision 0019). While the site has login and registration turned
 * off it offers no login modal (issue 12): a guest is pointed to the staff sign-in page instead.
 */
import { formatMessage } from '@izlog/contract/messages';
import { Button } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MessagePage } from '@/components/message-page';
import { NotFoundPage } from '@/components/not-found-page';
import { PageSkeleton } from '@/components/states';
import { useRestoreSession } from '@/features/auth/hooks/use-restore-session';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { getLanguage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { routes } from '@/lib/paths';
import { useSiteLicence } from '../use-site-licence';
import { abilitiesOfPath } from './back-office-access';

export function BackOfficeGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { isRestoring } = useRestoreSession();
  const { pathname } = useLocation();
  const isLoginOffered = useSiteLicence().login_registration_status;
  const opening = abilitiesOfPath(pathname);
  // Someone who logs out here has just chosen to leave: only a guest who arrives is asked to log in.
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;
  const isGuest = !isRestoring && !user;

  useEffect(() => {
    if (isGuest && isLoginOffered && !wasSignedIn.current) openModal({ name: 'loginModal' });
  }, [isGuest, isLoginOffered]);

  if (isRestoring) return <PageSkeleton />;
  if (!opening) return <NotFoundPage />;
  const language = getLanguage();
  if (!user && !isLoginOffered) {
    return (
      <MessagePage
        title={t('backOffice.loginRequiredTitle')}
        message={t('backOffice.loginOffHint')}
        action={
          <Button component={Link} to={routes.adminLogin}>
            {t('backOffice.toAdminLogin')}
          </Button>
        }
      />
    );
  }
  if (!user) {
    return (
      <MessagePage
        title={t('backOffice.loginRequiredTitle')}
        message={formatMessage('login_required', language)}
        action={<Button onClick={() => openModal({ name: 'loginModal' })}>{t('header.login')}</Button>}
      />
    );
  }
  if (!opening.some((ability) => hasAbility(user, ability))) {
    return <MessagePage title={formatMessage('unauthorized', language)} message={t('backOffice.unauthorizedHint')} />;
  }
  return children;
}
