/** Articles and Blogs of the classic theme: cards with picture, date and excerpt, page numbers. */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TContentListLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { ContentCard } from '../shared/content-card';
import { ListSection } from '../shared/list-section';
import { PageFrame } from './page-frame';

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
          <CardGrid label={t(text.title)}>
            {items.map((item) => (
              <ContentCard
                key={item.id}
                href={text.link(item.slug)}
                title={item.title}
                image={item.image}
                imageSizes={item.image_sizes}
                text={item.excerpt}
                label={item.category?.name}
                date={item.published_at ?? item.created_at}
              />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}
