/**
 * A category page of the classic theme: its catalogs and products (or articles and blogs), one paginated grid, with the
 * list's widgets in position one above it and two and three below it (decision 0037).
 */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { useTranslation } from 'react-i18next';
import { contentLink, links } from '@/lib/paths';
import type { TCategoryLayoutProps } from '../layout-props';
import { plainTextOf } from '../shared/plain-text';
import { CardGrid } from './card-grid';
import { ContentCard } from './content-card';
import { ListSection } from './list-section';
import { PageFrame } from './page-frame';
import { ProductCard } from './product-card';
import { SponsoredBadge } from './sponsored-badge';
import { WidgetPosition } from './widget-position';

type TItem = TCategoryItem | TContentListItem;

export function CategoryPage({ category, items, widgets, onSponsoredOpen }: TCategoryLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={category.name} lead={category.description}>
      <WidgetPosition widgets={widgets} position={1} />
      <ListSection list={items} emptyMessage={t('catalogue.emptyCategory')}>
        {(list) => (
          <CardGrid label={category.name}>
            {list.map((item) => (
              <CategoryItemCard
                key={`${'type' in item ? item.type : 'content'}-${item.id}`}
                item={item}
                onSponsoredOpen={onSponsoredOpen}
              />
            ))}
          </CardGrid>
        )}
      </ListSection>
      <WidgetPosition widgets={widgets} position={2} />
      <WidgetPosition widgets={widgets} position={3} />
    </PageFrame>
  );
}

type TCategoryItemCardProps = { item: TItem; onSponsoredOpen?: (biddingItemId: number) => void };

function CategoryItemCard({ item, onSponsoredOpen }: TCategoryItemCardProps) {
  const { t } = useTranslation();
  // A paid first place says so (text, not colour alone), and opening it counts a click.
  const biddingItemId = 'sponsored' in item && item.sponsored ? item.bidding_item_id : null;
  const sponsorship =
    biddingItemId !== null
      ? { badge: <SponsoredBadge biddingItemId={biddingItemId} />, onOpen: () => onSponsoredOpen?.(biddingItemId) }
      : {};
  if ('type' in item && item.type === 'catalog') {
    return (
      <ContentCard
        href={links.catalog(item.slug)}
        title={item.name}
        image={item.image}
        imageSizes={item.image_sizes}
        text={plainTextOf(item.description)}
        label={t('catalogue.catalog')}
        {...sponsorship}
      />
    );
  }
  if (item.content_type_id === CONTENT_TYPE.product) return <ProductCard product={item} {...sponsorship} />;
  const content = item as TContentListItem;
  return (
    <ContentCard
      href={contentLink(content.content_type_id, content.slug)}
      title={content.title}
      image={content.image}
      imageSizes={content.image_sizes}
      text={content.excerpt}
      date={content.published_at ?? content.created_at}
    />
  );
}
