/** An address of the platform host that is no page of the platform site. */
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '@/components/message-page';
import { platformRoutes } from '@/lib/platform-paths';
import { usePlatformTitle } from '@/lib/platform-title';

export function PlatformNotFoundPage() {
  const { t } = useTranslation();
  usePlatformTitle(t('salesSite.notFound.title'));
  return (
    <MessagePage
      title={t('salesSite.notFound.title')}
      message={t('salesSite.notFound.text')}
      action={
        <Anchor component={Link} to={platformRoutes.home}>
          {t('salesSite.notFound.home')}
        </Anchor>
      }
    />
  );
}
