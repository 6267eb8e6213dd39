/** How the modal's page travels: its page_name, and which id (a content's or a category's) it is (SPEC §3). */
import { HOME_PAGE_NAME } from '@izlog/contract/widgets';
import type { TWidgetPage } from '@/lib/modal-store';

export const HOME_PAGE: TWidgetPage = { kind: 'home' };

export const pageNameOf = (page: TWidgetPage): string => (page.kind === 'home' ? HOME_PAGE_NAME : String(page.id));

/** The page fields of add-widget-to-page: a number is told apart by page_content_id or page_category_id. */
export function pageFieldsOf(page: TWidgetPage) {
  return {
    page_name: pageNameOf(page),
    page_content_id: page.kind === 'content' ? String(page.id) : '',
    page_category_id: page.kind === 'category' ? String(page.id) : '',
  };
}
