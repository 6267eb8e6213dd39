/** ProductList of the magazine theme: the categories as a section bar, the page's products as compact rows in columns. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TProductListLayoutProps } from '../layout-props';
import { sponsorshipOf } from '../shared/category-item';
import { PageFrame } from './page-frame';
import { ProductRow } from './product-row';
import { SectionBar } from './section-bar';
import { SponsoredMark } from './sponsored-mark';
import { ListSection, StoryList } from './story-list';

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
      kicker={selectedCategory ? t('nav.products') : null}
      title={selectedCategory?.name ?? t('nav.products')}
      lead={selectedCategory?.description}
      aside={categories.length > 0 && <SectionBar label={t('catalogue.categoryFilter')} items={filter} />}
    >
      <ListSection list={products} emptyMessage={t('catalogue.noProducts')}>
        {(items) => (
          <StoryList label={t('nav.products')} layout="wide">
            {items.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                {...sponsorshipOf(product, SponsoredMark, onSponsoredOpen)}
              />
            ))}
          </StoryList>
        )}
      </ListSection>
    </PageFrame>
  );
}
