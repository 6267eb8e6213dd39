/** ProductList of the showcase theme: the categories as chips, then the page's products as a shop window of tiles. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TProductListLayoutProps } from '../layout-props';
import { sponsorshipOf } from '../shared/category-item';
import { ListSection } from '../shared/list-section';
import { CategoryChips } from './category-chips';
import { PageFrame } from './page-frame';
import { ProductTile } from './product-tile';
import { SponsoredOverlay } from './sponsored-overlay';
import { TileGrid } from './tile-grid';

export function ProductListPage({ categories, selectedCategory, products, onSponsoredOpen }: TProductListLayoutProps) {
  const { t } = useTranslation();
  const filter = [
    { key: 'all', label: t('catalogue.allCategories'), href: links.products(), isCurrent: selectedCategory === null },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name,
      href: links.products({ category: category.slug }),
      isCurrent: selectedCategory?.id === category.id,
    })),
  ];
  return (
    <PageFrame
      eyebrow={selectedCategory ? t('nav.products') : undefined}
      title={selectedCategory?.name ?? t('nav.products')}
      lead={selectedCategory?.description}
      aside={categories.length > 0 && <CategoryChips label={t('catalogue.categoryFilter')} items={filter} />}
    >
      <ListSection list={products} emptyMessage={t('catalogue.noProducts')}>
        {(items) => (
          <TileGrid label={t('nav.products')}>
            {items.map((product, index) => (
              <ProductTile
                key={product.id}
                product={product}
                headingLevel={2}
                isFeatured={index === 0}
                isEager={index < 2}
                {...sponsorshipOf(product, SponsoredOverlay, onSponsoredOpen)}
              />
            ))}
          </TileGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
