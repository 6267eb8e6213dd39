/** The catalogs of the site in the magazine theme: rows with the name, the start of the text and a picture, paged. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TCatalogListLayoutProps } from '../layout-props';
import { plainTextOf } from '../shared/plain-text';
import { PageFrame } from './page-frame';
import { ListSection, StoryList } from './story-list';
import { StoryRow } from './story-row';

export function CatalogListPage({ catalogs }: TCatalogListLayoutProps) {
  const { t } = useTranslation();
  const title = t('siteFrame.catalogList.title');
  return (
    <PageFrame title={title} lead={t('siteFrame.catalogList.lead')}>
      <ListSection list={catalogs} emptyMessage={t('siteFrame.catalogList.empty')}>
        {(items) => (
          <StoryList label={title} layout="columns">
            {items.map((catalog) => (
              <StoryRow
                key={catalog.id}
                href={links.catalog(catalog.slug)}
                title={catalog.name}
                image={catalog.image}
                imageSizes={catalog.image_sizes}
                text={plainTextOf(catalog.description)}
              />
            ))}
          </StoryList>
        )}
      </ListSection>
    </PageFrame>
  );
}
