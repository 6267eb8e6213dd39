/** `/`: the home page — the site's hero, position one (the newest approved article) and the newest products. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useNavigate } from 'react-router';
import { useCategories } from '@/features/categories/api/get-categories';
import { useContents } from '@/features/contents/api/get-contents';
import { links } from '@/lib/paths';
import { siteLookOf } from '@/lib/site-look';
import { HomePage } from '@/themes/classic/home-page';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';
import { toListState } from './list-state';
import { HOME_PRODUCTS } from './page-sizes';

export function HomeRoute() {
  const licence = useSiteLicence();
  const navigate = useNavigate();
  useDocumentTitle(null);
  // Position one shows the newest article until the widgets issue lets the site choose.
  const featured = useContents({ contentTypeId: CONTENT_TYPE.article, pageCount: 1 });
  const categories = useCategories(CONTENT_TYPE.product);
  const products = useContents({ contentTypeId: CONTENT_TYPE.product, pageCount: HOME_PRODUCTS });
  const productList = toListState(products, (page) => navigate(links.products({ page })));
  return (
    <HomePage
      licence={licence}
      look={siteLookOf(licence)}
      featured={featured.data?.items[0] ?? null}
      categories={(categories.data ?? []).filter((category) => category.parent_category_id === null)}
      // The home page shows the newest few; "All products" leads to the pages.
      products={{ ...productList, pagination: { currentPage: 1, pageCount: 1 } }}
    />
  );
}
