/**
 * Articles and Blogs of the magazine theme: dense rows (section, headline, excerpt, date, a picture at the end) in two
 * columns on wide screens; the first story of the first page leads across them with a larger headline and picture.
 */
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/paths';
import type { TContentCardData, TContentListLayoutProps } from '../layout-props';
import { LeadRow } from './lead-row';
import { PageFrame } from './page-frame';
import { ListSection, StoryList } from './story-list';
import { StoryRow } from './story-row';

const texts = {
  article: { title: 'nav.articles', empty: 'catalogue.noArticles', link: links.article },
  blog: { title: 'nav.blogs', empty: 'catalogue.noBlogs', link: links.blog },
} as const;

export function ContentListPage({ kind, contents }: TContentListLayoutProps) {
  const { t } = useTranslation();
  const text = texts[kind];
  const isFirstPage = contents.pagination.currentPage <= 1;
  const row = (item: TContentCardData) => ({
    href: text.link(item.slug),
    title: item.title,
    image: item.image,
    imageSizes: item.image_sizes,
    kicker: item.category?.name,
    text: item.excerpt,
    date: item.published_at ?? item.created_at,
  });
  return (
    <PageFrame title={t(text.title)}>
      <ListSection list={contents} emptyMessage={t(text.empty)}>
        {(items) => (
          <StoryList label={t(text.title)} layout="columns">
            {items.map((item, index) =>
              isFirstPage && index === 0 ? (
                <LeadRow key={item.id} {...row(item)} />
              ) : (
                <StoryRow key={item.id} {...row(item)} />
              ),
            )}
          </StoryList>
        )}
      </ListSection>
    </PageFrame>
  );
}
