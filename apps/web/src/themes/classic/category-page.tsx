/**
 * A category page of the classic theme: its catalogs and products (or articles and blogs), one paginated grid, with the
 * list's widgets in position one above it and two and three below it (decision 0037).
 */
import { useTranslation } from 'react-i18next';
import type { TCategoryLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { resolveCategoryItem } from '../shared/category-item';
import { CategoryListing, type TCategoryItemProps, type TCategoryListingLook } from '../shared/category-listing';
import { ContentCard } from '../shared/content-card';
import { ListSection } from '../shared/list-section';
import { ProductCard } from '../shared/product-card';
import { WidgetPosition } from '../shared/widget-position';
import { PageFrame } from './page-frame';
import { SponsoredBadge } from './sponsored-badge';

export function CategoryPage(props: TCategoryLayoutProps) {
  const { category } = props;
  return (
    <PageFrame title={category.name} lead={category.description}>
      <CategoryListing {...props} look={categoryLook} />
    </PageFrame>
  );
}

function CategoryItemCard({ item, onSponsoredOpen }: TCategoryItemProps) {
  const { t } = useTranslation();
  const entry = resolveCategoryItem(item, SponsoredBadge, onSponsoredOpen);
  if (entry.kind === 'catalog') {
    return <ContentCard {...entry.card} label={t('catalogue.catalog')} {...entry.sponsorship} />;
  }
  if (entry.kind === 'product') return <ProductCard product={entry.product} {...entry.sponsorship} />;
  return <ContentCard {...entry.card} />;
}

const categoryLook: TCategoryListingLook = { WidgetPosition, ListSection, Grid: CardGrid, Item: CategoryItemCard };
