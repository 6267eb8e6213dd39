/** The catalogs of the site in the showcase theme: portrait tiles like products, with the start of each catalog's text. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TCatalogListLayoutProps } from '../layout-props';
import { ListSection } from '../shared/list-section';
import { plainTextOf } from '../shared/plain-text';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { TileGrid } from './tile-grid';

export function CatalogListPage({ catalogs }: TCatalogListLayoutProps) {
  const { t } = useTranslation();
  const title = t('siteFrame.catalogList.title');
  return (
    <PageFrame title={title} lead={t('siteFrame.catalogList.lead')}>
      <ListSection list={catalogs} emptyMessage={t('siteFrame.catalogList.empty')}>
        {(items) => (
          <TileGrid label={title}>
            {items.map((catalog, index) => (
              <ContentTile
                key={catalog.id}
                href={links.catalog(catalog.slug)}
                title={catalog.name}
                image={catalog.image}
                imageSizes={catalog.image_sizes}
                text={plainTextOf(catalog.description)}
                headingLevel={2}
                shape="portrait"
                isEager={index < 2}
              />
            ))}
          </TileGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
