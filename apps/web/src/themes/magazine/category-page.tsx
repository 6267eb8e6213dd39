/**
 * A category page of the magazine theme, a section front: its name and description, then its catalogs and products
 * (or articles and blogs) as rows, a paid first place marked "Sponsored" (its opening counted), with the list's
 * widgets in position one above it and two and three below it (decision 0037).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCategoryLayoutProps } from '../layout-props';
import { resolveCategoryItem } from '../shared/category-item';
import { CategoryListing, type TCategoryItemProps, type TCategoryListingLook } from '../shared/category-listing';
import { PageFrame } from './page-frame';
import { ProductRow } from './product-row';
import { SponsoredMark } from './sponsored-mark';
import { ListSection, StoryList } from './story-list';
import { StoryRow } from './story-row';
import { WidgetPosition } from './widget-position';

export function CategoryPage(props: TCategoryLayoutProps) {
  const { t } = useTranslation();
  const { category } = props;
  return (
    <PageFrame kicker={t('catalogue.categories')} title={category.name} lead={category.description}>
      <CategoryListing {...props} look={categoryLook} />
    </PageFrame>
  );
}

/** A section front fills the width: two columns of rows on wide screens. */
function CategoryColumns({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StoryList label={label} layout="columns">
      {children}
    </StoryList>
  );
}

function CategoryItemRow({ item, onSponsoredOpen }: TCategoryItemProps) {
  const { t } = useTranslation();
  const entry = resolveCategoryItem(item, SponsoredMark, onSponsoredOpen);
  if (entry.kind === 'catalog') {
    return <StoryRow {...entry.card} kicker={t('catalogue.catalog')} {...entry.sponsorship} />;
  }
  if (entry.kind === 'product') return <ProductRow product={entry.product} {...entry.sponsorship} />;
  return <StoryRow {...entry.card} />;
}

const categoryLook: TCategoryListingLook = {
  WidgetPosition,
  ListSection,
  Grid: CategoryColumns,
  Item: CategoryItemRow,
};
