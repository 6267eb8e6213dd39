/** Page numbers under a list (public pages and the back office alike); hidden when there is only one page. */
import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TListState } from '@/themes/layout-props';

const controlLabels = {
  first: 'catalogue.firstPage',
  previous: 'catalogue.previousPage',
  next: 'catalogue.nextPage',
  last: 'catalogue.lastPage',
} as const;

type TPagerProps = {
  list: Pick<TListState<unknown>, 'pagination' | 'onPageChange'>;
  /** A list inside a page (comments) keeps the reader where they are instead of going back to the top. */
  keepsScroll?: boolean;
  /** Names the pages of one list where a screen has several (a profile's catalogs, products and blogs). */
  label?: string;
};

export function Pager({ list, keepsScroll = false, label }: TPagerProps) {
  const { t } = useTranslation();
  const { currentPage, pageCount } = list.pagination;
  if (pageCount <= 1) return null;
  return (
    <Center component="nav" aria-label={label ?? t('catalogue.pages')}>
      <Pagination
        total={pageCount}
        value={Math.min(Math.max(currentPage, 1), pageCount)}
        onChange={(page) => {
          list.onPageChange(page);
          if (!keepsScroll) window.scrollTo?.({ top: 0 });
        }}
        getItemProps={(page) => ({ 'aria-label': t('catalogue.page', { page }) })}
        getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
      />
    </Center>
  );
}
