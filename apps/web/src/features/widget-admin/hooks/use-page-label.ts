/** How the modal names its page: "the home page", "the page “Red shoes”", "the category “Shoes”". */
import { useTranslation } from 'react-i18next';
import type { TWidgetPage } from '@/lib/modal-store';

export function usePageLabel(page: TWidgetPage): string {
  const { t } = useTranslation();
  if (page.kind === 'home') return t('widgetAdmin.pages.home');
  return t(`widgetAdmin.pages.${page.kind}`, { title: page.title });
}
