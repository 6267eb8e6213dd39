/** An unknown address or slug: the not-found page, also named so in the browser tab. */
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@/components/not-found-page';
import { useDocumentTitle } from '../use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('site.notFoundTitle'));
  return <NotFoundPage />;
}
