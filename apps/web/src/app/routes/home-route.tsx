/**
 * `/`: the home page — the site's hero, the position-one block (get-home-page-position-one), the home page's widgets in
 * positions one to three, and the newest products.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { THomePagePositionOne } from '@izlog/contract/widgets';
import { useNavigate } from 'react-router';
import { useCategories } from '@/features/categories/api/get-categories';
import { useContents } from '@/features/contents/api/get-contents';
import { useHomePagePositionOne } from '@/features/widgets/api/get-home-page-position-one';
import type { TWidgetPage } from '@/features/widgets/api/get-page-widgets';
import type { THiddenWidget } from '@/features/widgets/utils/widgets-by-position';
import { i18n } from '@/lib/i18n';
import { links } from '@/lib/paths';
import { siteLookOf } from '@/lib/site-look';
import type { THomeLeadState } from '@/themes/layout-props';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';
import { toListState } from './list-state';
import { HOME_PRODUCTS } from './page-sizes';
import { usePageWidgetsState } from './page-widgets';

const HOME_PAGE: TWidgetPage = { kind: 'home' };

export function HomeRoute() {
  const { HomePage } = useThemeLayouts();
  const licence = useSiteLicence();
  const navigate = useNavigate();
  useDocumentTitle(null);
  const positionOne = useHomePagePositionOne();
  const widgets = usePageWidgetsState(HOME_PAGE, {
    hiddenWidget: leadWidget(positionOne),
    onRetry: () => positionOne.isError && void positionOne.refetch(),
  });
  const categories = useCategories(CONTENT_TYPE.product);
  const products = useContents({ contentTypeId: CONTENT_TYPE.product, pageCount: HOME_PRODUCTS });
  const productList = toListState(products, (page) => navigate(links.products({ page })));
  const lead: THomeLeadState = {
    lead: positionOne.data ?? null,
    error:
      positionOne.isError && !positionOne.data
        ? {
            message: positionOne.error.message || i18n.t('common.somethingWentWrong'),
            onRetry: () => void positionOne.refetch(),
          }
        : null,
  };
  return (
    <HomePage
      licence={licence}
      look={siteLookOf(licence)}
      lead={lead}
      widgets={widgets}
      categories={(categories.data ?? []).filter((category) => category.parent_category_id === null)}
      // The home page shows the newest few; "All products" leads to the pages.
      products={{ ...productList, items: notInLead(productList.items, positionOne.data), pagination: SINGLE_PAGE }}
    />
  );
}

const SINGLE_PAGE = { currentPage: 1, pageCount: 1 };

/** The newest products without those the lead block above already shows (issue 26: the same products twice). */
function notInLead<T extends { id: number }>(items: T[] | null, lead: THomePagePositionOne | undefined): T[] | null {
  if (!items || !lead) return items;
  const shown = new Set(lead.items.map((item) => item.id));
  const others = items.filter((item) => !shown.has(item.id));
  // A site whose few products all lead still shows them here rather than "no products".
  return others.length > 0 ? others : items;
}

/**
 * The widget the lead block shows, so position one does not show it twice. While the block loads it is position one's
 * first widget (the block is that widget by definition); the block failing hides nothing.
 */
function leadWidget(positionOne: ReturnType<typeof useHomePagePositionOne>): THiddenWidget {
  if (positionOne.data) return positionOne.data.widget ? { widgetId: positionOne.data.widget.widget_id } : undefined;
  return positionOne.isPending ? 'first-of-position-one' : undefined;
}
