/**
 * A category page of the showcase theme: its catalogs and products (or articles and blogs) as one shop window, a paid
 * first place marked "Sponsored" on its picture, with the list's widgets in position one above it and two and three
 * below it (decision 0037).
 */
import { useTranslation } from 'react-i18next';
import type { TCategoryLayoutProps } from '../layout-props';
import { resolveCategoryItem } from '../shared/category-item';
import { CategoryListing, type TCategoryItemProps, type TCategoryListingLook } from '../shared/category-listing';
import { ListSection } from '../shared/list-section';
import { WidgetPosition } from '../shared/widget-position';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { ProductTile } from './product-tile';
import { SponsoredOverlay } from './sponsored-overlay';
import { TileGrid } from './tile-grid';

export function CategoryPage(props: TCategoryLayoutProps) {
  const { t } = useTranslation();
  const { category } = props;
  return (
    <PageFrame eyebrow={t('catalogue.categories')} title={category.name} lead={category.description}>
      <CategoryListing {...props} look={categoryLook} />
    </PageFrame>
  );
}

function CategoryItemTile({ item, onSponsoredOpen }: TCategoryItemProps) {
  const { t } = useTranslation();
  const entry = resolveCategoryItem(item, SponsoredOverlay, onSponsoredOpen);
  if (entry.kind === 'catalog') {
    return (
      <ContentTile
        {...entry.card}
        label={t('catalogue.catalog')}
        shape="portrait"
        headingLevel={2}
        {...entry.sponsorship}
      />
    );
  }
  if (entry.kind === 'product') return <ProductTile product={entry.product} headingLevel={2} {...entry.sponsorship} />;
  return <ContentTile {...entry.card} headingLevel={2} />;
}

const categoryLook: TCategoryListingLook = { WidgetPosition, ListSection, Grid: TileGrid, Item: CategoryItemTile };
