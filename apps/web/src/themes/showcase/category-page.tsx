/**
 * A category page of the showcase theme: its catalogs and products (or articles and blogs) as one shop window, a paid
 * first place marked "Sponsored" on its picture, with the list's widgets in position one above it and two and three
 * below it (decision 0037).
 */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { useTranslation } from 'react-i18next';
import { contentLink, links } from '@/lib/paths';
import { ListSection } from '../classic/list-section';
import { WidgetPosition } from '../classic/widget-position';
import type { TCategoryLayoutProps } from '../layout-props';
import { countClickMark } from '../shared/count-click-mark';
import { plainTextOf } from '../shared/plain-text';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { ProductTile } from './product-tile';
import classes from './showcase.module.css';
import { TileGrid } from './tile-grid';

type TItem = TCategoryItem | TContentListItem;

export function CategoryPage({ category, items, widgets, onSponsoredOpen }: TCategoryLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame eyebrow={t('catalogue.categories')} title={category.name} lead={category.description}>
      <WidgetPosition widgets={widgets} position={1} />
      <ListSection list={items} emptyMessage={t('catalogue.emptyCategory')}>
        {(list) => (
          <TileGrid label={category.name}>
            {list.map((item) => (
              <CategoryItemTile
                key={`${'type' in item ? item.type : 'content'}-${item.id}`}
                item={item}
                onSponsoredOpen={onSponsoredOpen}
              />
            ))}
          </TileGrid>
        )}
      </ListSection>
      <WidgetPosition widgets={widgets} position={2} />
      <WidgetPosition widgets={widgets} position={3} />
    </PageFrame>
  );
}

type TCategoryItemTileProps = { item: TItem; onSponsoredOpen?: (biddingItemId: number) => void };

function CategoryItemTile({ item, onSponsoredOpen }: TCategoryItemTileProps) {
  const { t } = useTranslation();
  // A paid first place says so in words on its picture (not colour alone), and opening it counts a click.
  const biddingItemId = 'sponsored' in item && item.sponsored ? item.bidding_item_id : null;
  const sponsorship =
    biddingItemId !== null
      ? {
          badge: (
            <span className={classes.overlayLabel} {...countClickMark(biddingItemId)}>
              {t('bidding.sponsored')}
            </span>
          ),
          onOpen: () => onSponsoredOpen?.(biddingItemId),
        }
      : {};
  if ('type' in item && item.type === 'catalog') {
    return (
      <ContentTile
        href={links.catalog(item.slug)}
        title={item.name}
        image={item.image}
        imageSizes={item.image_sizes}
        text={plainTextOf(item.description)}
        label={t('catalogue.catalog')}
        shape="portrait"
        headingLevel={2}
        {...sponsorship}
      />
    );
  }
  if (item.content_type_id === CONTENT_TYPE.product)
    return <ProductTile product={item} headingLevel={2} {...sponsorship} />;
  const content = item as TContentListItem;
  return (
    <ContentTile
      href={contentLink(content.content_type_id, content.slug)}
      title={content.title}
      image={content.image}
      imageSizes={content.image_sizes}
      text={content.excerpt}
      date={content.published_at ?? content.created_at}
      headingLevel={2}
    />
  );
}
