/** Any address the shell has no route for. */
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@/lib/paths';
import { MessagePage } from './message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('site.notFoundTitle')}
      message={t('site.notFound')}
      action={
        <Anchor component={Link} to={routes.home}>
          {t('site.backHome')}
        </Anchor>
      }
    />
  );
}
