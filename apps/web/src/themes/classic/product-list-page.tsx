/** ProductList of the classic theme: category filter as links, the products of the page, page numbers. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TProductListLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { sponsorshipOf } from '../shared/category-item';
import { ListSection } from '../shared/list-section';
import { ProductCard } from '../shared/product-card';
import { CategoryLinks } from './category-links';
import { PageFrame } from './page-frame';
import { SponsoredBadge } from './sponsored-badge';

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
      title={selectedCategory?.name ?? t('nav.products')}
      lead={selectedCategory?.description}
      aside={categories.length > 0 && <CategoryLinks label={t('catalogue.categoryFilter')} items={filter} />}
    >
      <ListSection list={products} emptyMessage={t('catalogue.noProducts')}>
        {(items) => (
          <CardGrid label={t('nav.products')}>
            {items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                {...sponsorshipOf(product, SponsoredBadge, onSponsoredOpen)}
              />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
