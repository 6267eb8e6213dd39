/**
 * Public Profile of the magazine theme, an author's page: their catalogs, products and blog posts, each a ruled
 * section of rows with its own pages.
 */
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states';
import { links } from '@/lib/paths';
import type { TListState, TProfileLayoutProps } from '../layout-props';
import { plainTextOf } from '../shared/plain-text';
import { PageFrame, SectionHead } from './page-frame';
import { ProductRow } from './product-row';
import { ListSection, StoryList } from './story-list';
import { StoryRow } from './story-row';

/** A list with nothing on its first page and no other pages: the author has published nothing of the kind. */
const isEmptyList = (list: TListState<unknown>) =>
  !list.error && list.items !== null && list.items.length === 0 && list.pagination.pageCount <= 1;

export function ProfilePage({ authorName, catalogs, products, blogs }: TProfileLayoutProps) {
  const { t } = useTranslation();
  const isEmpty = isEmptyList(catalogs) && isEmptyList(products) && isEmptyList(blogs);
  return (
    <PageFrame
      kicker={t('catalogue.profileTitle')}
      title={authorName ? t('catalogue.profileOf', { name: authorName }) : t('catalogue.profileTitle')}
    >
      {isEmpty && <EmptyState message={t('catalogue.nothingPublished')} />}
      <ProfileSection id="profile-catalogs" title={t('catalogue.catalogs')} list={catalogs}>
        {(items) =>
          items.map((catalog) => (
            <StoryRow
              key={catalog.id}
              href={links.catalog(catalog.slug)}
              title={catalog.name}
              image={catalog.image}
              imageSizes={catalog.image_sizes}
              text={plainTextOf(catalog.description)}
              headingLevel={3}
            />
          ))
        }
      </ProfileSection>
      <ProfileSection id="profile-products" title={t('nav.products')} list={products}>
        {(items) => items.map((product) => <ProductRow key={product.id} product={product} headingLevel={3} />)}
      </ProfileSection>
      <ProfileSection id="profile-blogs" title={t('catalogue.profileBlogs')} list={blogs}>
        {(items) =>
          items.map((blog) => (
            <StoryRow
              key={blog.id}
              href={links.blog(blog.slug)}
              title={blog.title}
              image={blog.image}
              imageSizes={blog.image_sizes}
              kicker={blog.category?.name}
              text={blog.excerpt}
              date={blog.published_at ?? blog.created_at}
              headingLevel={3}
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
      <SectionHead id={id}>{title}</SectionHead>
      <ListSection
        list={list}
        emptyMessage=""
        pager={{
          label: t('siteFrame.profile.pagesOf', { list: title }),
          onPageShown: () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' }),
        }}
      >
        {(items) => (
          <StoryList label={title} layout="columns">
            {children(items)}
          </StoryList>
        )}
      </ListSection>
    </Stack>
  );
}
