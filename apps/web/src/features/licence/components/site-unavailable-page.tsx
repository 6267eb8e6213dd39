/** What a visitor sees when the site itself cannot be shown: no licence at this address, or a failure. */
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '@/components/message-page';
import { ApiError } from '@/lib/api-client';

const NOT_FOUND = 404;

type TSiteUnavailablePageProps = { error: Error; onRetry: () => void };

export function SiteUnavailablePage({ error, onRetry }: TSiteUnavailablePageProps) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === NOT_FOUND) {
    return <MessagePage title={t('site.noSiteTitle')} message={t('site.noSite')} />;
  }
  // A site that exists but cannot be shown (not active, server trouble) says why, in the server's words.
  const message = error instanceof ApiError ? error.message : t('site.loadFailed');
  return (
    <MessagePage
      title={t('site.loadFailed')}
      message={message}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
