/** Public Profile of the classic theme: an author's catalogs, products and blog posts, each list with its own pages. */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states';
import { links } from '@/lib/paths';
import type { TListState, TProfileLayoutProps } from '../layout-props';
import { plainTextOf } from '../shared/plain-text';
import { CardGrid } from './card-grid';
import { ContentCard } from './content-card';
import { ListSection } from './list-section';
import { PageFrame } from './page-frame';
import { ProductCard } from './product-card';

/** A list with nothing on its first page and no other pages: the author has published nothing of the kind. */
const isEmptyList = (list: TListState<unknown>) =>
  !list.error && list.items !== null && list.items.length === 0 && list.pagination.pageCount <= 1;

export function ProfilePage({ authorName, catalogs, products, blogs }: TProfileLayoutProps) {
  const { t } = useTranslation();
  const isEmpty = isEmptyList(catalogs) && isEmptyList(products) && isEmptyList(blogs);
  return (
    <PageFrame title={authorName ? t('catalogue.profileOf', { name: authorName }) : t('catalogue.profileTitle')}>
      {isEmpty && <EmptyState message={t('catalogue.nothingPublished')} />}
      <ProfileSection id="profile-catalogs" title={t('catalogue.catalogs')} list={catalogs}>
        {(items) =>
          items.map((catalog) => (
            <ContentCard
              key={catalog.id}
              href={links.catalog(catalog.slug)}
              title={catalog.name}
              image={catalog.image}
              imageSizes={catalog.image_sizes}
              text={plainTextOf(catalog.description)}
            />
          ))
        }
      </ProfileSection>
      <ProfileSection id="profile-products" title={t('nav.products')} list={products}>
        {(items) => items.map((product) => <ProductCard key={product.id} product={product} />)}
      </ProfileSection>
      <ProfileSection id="profile-blogs" title={t('catalogue.profileBlogs')} list={blogs}>
        {(items) =>
          items.map((blog) => (
            <ContentCard
              key={blog.id}
              href={links.blog(blog.slug)}
              title={blog.title}
              image={blog.image}
              imageSizes={blog.image_sizes}
              text={blog.excerpt}
              date={blog.published_at ?? blog.created_at}
            />
          ))
        }
      </ProfileSection>
    </PageFrame>
  );
}

type TProfileSectionProps<T> = {
  id: string;
  title: string;
  list: TListState<T>;
  children: (items: T[]) => ReactNode;
};

/** One list of the profile under its heading; a page change brings the reader back to the heading, not the top. */
function ProfileSection<T>({ id, title, list, children }: TProfileSectionProps<T>) {
  const { t } = useTranslation();
  if (isEmptyList(list)) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      {/* The fixed header must not cover the heading a page change scrolls to. */}
      <Title order={2} size="h3" id={id} style={{ scrollMarginTop: DEFAULT_HEADER_HEIGHT + 16 }}>
        {title}
      </Title>
      <ListSection
        list={list}
        emptyMessage=""
        pager={{
          label: t('siteFrame.profile.pagesOf', { list: title }),
          onPageShown: () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' }),
        }}
      >
        {(items) => <CardGrid label={title}>{children(items)}</CardGrid>}
      </ListSection>
    </Stack>
  );
}
