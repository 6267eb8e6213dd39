/** "You may also like" in the showcase theme: contents sharing tags with the one shown, as tiles of the shop window. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { useTranslation } from 'react-i18next';
import { contentLink } from '@/lib/paths';
import { ContentTile } from './content-tile';
import { Section } from './page-frame';
import { ProductTile } from './product-tile';
import { TileGrid } from './tile-grid';

export function RelatedTiles({ items }: { items: TContentListItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Section id="related-title" title={t('catalogue.related')}>
      <TileGrid label={t('catalogue.related')}>
        {items.map((item) =>
          item.content_type_id === CONTENT_TYPE.product ? (
            <ProductTile key={item.id} product={item} />
          ) : (
            <ContentTile
              key={item.id}
              href={contentLink(item.content_type_id, item.slug)}
              title={item.title}
              image={item.image}
              imageSizes={item.image_sizes}
              text={item.excerpt}
            />
          ),
        )}
      </TileGrid>
    </Section>
  );
}
