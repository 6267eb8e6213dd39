/** Articles and Blogs of the showcase theme: the newest story as a wide tile, the others as picture tiles with date and a few words. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TContentListLayoutProps } from '../layout-props';
import { ListSection } from '../shared/list-section';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { TileGrid } from './tile-grid';

const texts = {
  article: { title: 'nav.articles', empty: 'catalogue.noArticles', link: links.article },
  blog: { title: 'nav.blogs', empty: 'catalogue.noBlogs', link: links.blog },
} as const;

export function ContentListPage({ kind, contents }: TContentListLayoutProps) {
  const { t } = useTranslation();
  const text = texts[kind];
  return (
    <PageFrame title={t(text.title)}>
      <ListSection list={contents} emptyMessage={t(text.empty)}>
        {(items) => (
          <TileGrid label={t(text.title)}>
            {items.map((item, index) => (
              <ContentTile
                key={item.id}
                href={text.link(item.slug)}
                title={item.title}
                image={item.image}
                imageSizes={item.image_sizes}
                text={item.excerpt}
                label={item.category?.name}
                date={item.published_at ?? item.created_at}
                headingLevel={2}
                isFeatured={index === 0}
                isEager={index === 0}
              />
            ))}
          </TileGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
