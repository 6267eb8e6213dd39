/**
 * A category page of the magazine theme, a section front: its name and description, then its catalogs and products
 * (or articles and blogs) as rows, a paid first place marked "Sponsored" (its opening counted), with the list's
 * widgets in position one above it and two and three below it (decision 0037).
 */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { useTranslation } from 'react-i18next';
import { contentLink, links } from '@/lib/paths';
import type { TCategoryLayoutProps } from '../layout-props';
import { plainTextOf } from '../shared/plain-text';
import { PageFrame } from './page-frame';
import { ProductRow } from './product-row';
import { SponsoredMark } from './sponsored-mark';
import { ListSection, StoryList } from './story-list';
import { StoryRow } from './story-row';
import { WidgetPosition } from './widget-position';

type TItem = TCategoryItem | TContentListItem;

export function CategoryPage({ category, items, widgets, onSponsoredOpen }: TCategoryLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame kicker={t('catalogue.categories')} title={category.name} lead={category.description}>
      <WidgetPosition widgets={widgets} position={1} />
      <ListSection list={items} emptyMessage={t('catalogue.emptyCategory')}>
        {(list) => (
          <StoryList label={category.name} layout="columns">
            {list.map((item) => (
              <CategoryItemRow
                key={`${'type' in item ? item.type : 'content'}-${item.id}`}
                item={item}
                onSponsoredOpen={onSponsoredOpen}
              />
            ))}
          </StoryList>
        )}
      </ListSection>
      <WidgetPosition widgets={widgets} position={2} />
      <WidgetPosition widgets={widgets} position={3} />
    </PageFrame>
  );
}

type TCategoryItemRowProps = { item: TItem; onSponsoredOpen?: (biddingItemId: number) => void };

function CategoryItemRow({ item, onSponsoredOpen }: TCategoryItemRowProps) {
  const { t } = useTranslation();
  // A paid first place says so (text, not colour alone), and opening it counts a click.
  const biddingItemId = 'sponsored' in item && item.sponsored ? item.bidding_item_id : null;
  const sponsorship =
    biddingItemId !== null
      ? { badge: <SponsoredMark biddingItemId={biddingItemId} />, onOpen: () => onSponsoredOpen?.(biddingItemId) }
      : {};
  if ('type' in item && item.type === 'catalog') {
    return (
      <StoryRow
        href={links.catalog(item.slug)}
        title={item.name}
        image={item.image}
        imageSizes={item.image_sizes}
        text={plainTextOf(item.description)}
        kicker={t('catalogue.catalog')}
        {...sponsorship}
      />
    );
  }
  if (item.content_type_id === CONTENT_TYPE.product) return <ProductRow product={item} {...sponsorship} />;
  const content = item as TContentListItem;
  return (
    <StoryRow
      href={contentLink(content.content_type_id, content.slug)}
      title={content.title}
      image={content.image}
      imageSizes={content.image_sizes}
      text={content.excerpt}
      date={content.published_at ?? content.created_at}
    />
  );
}
