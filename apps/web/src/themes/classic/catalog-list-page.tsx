/** The catalogs of the site in the classic theme: cards with picture, name and the start of the text, page numbers. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TCatalogListLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { ContentCard } from '../shared/content-card';
import { ListSection } from '../shared/list-section';
import { plainTextOf } from '../shared/plain-text';
import { PageFrame } from './page-frame';

export function CatalogListPage({ catalogs }: TCatalogListLayoutProps) {
  const { t } = useTranslation();
  const title = t('siteFrame.catalogList.title');
  return (
    <PageFrame title={title} lead={t('siteFrame.catalogList.lead')}>
      <ListSection list={catalogs} emptyMessage={t('siteFrame.catalogList.empty')}>
        {(items) => (
          <CardGrid label={title}>
            {items.map((catalog) => (
              <ContentCard
                key={catalog.id}
                href={links.catalog(catalog.slug)}
                title={catalog.name}
                image={catalog.image}
                imageSizes={catalog.image_sizes}
                text={plainTextOf(catalog.description)}
                headingLevel={2}
              />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
