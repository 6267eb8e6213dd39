/** Public Profile of the classic theme: an author's catalogs, products and blog posts. */
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states';
import { links } from '@/lib/paths';
import type { TProfileLayoutProps } from '../layout-props';
import { CardGrid } from './card-grid';
import { ContentCard } from './content-card';
import { PageFrame } from './page-frame';
import { ProductCard } from './product-card';

export function ProfilePage({ authorName, catalogs, products, blogs }: TProfileLayoutProps) {
  const { t } = useTranslation();
  const isEmpty = catalogs.length === 0 && products.length === 0 && blogs.length === 0;
  return (
    <PageFrame title={authorName ? t('catalogue.profileOf', { name: authorName }) : t('catalogue.profileTitle')}>
      {isEmpty && <EmptyState message={t('catalogue.nothingPublished')} />}
      <ProfileSection id="profile-catalogs" title={t('catalogue.catalogs')} isShown={catalogs.length > 0}>
        {catalogs.map((catalog) => (
          <ContentCard
            key={catalog.id}
            href={links.catalog(catalog.slug)}
            title={catalog.name}
            image={catalog.image}
            imageSizes={catalog.image_sizes}
            text={catalog.description}
          />
        ))}
      </ProfileSection>
      <ProfileSection id="profile-products" title={t('nav.products')} isShown={products.length > 0}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ProfileSection>
      <ProfileSection id="profile-blogs" title={t('catalogue.profileBlogs')} isShown={blogs.length > 0}>
        {blogs.map((blog) => (
          <ContentCard
            key={blog.id}
            href={links.blog(blog.slug)}
            title={blog.title}
            image={blog.image}
            imageSizes={blog.image_sizes}
            text={blog.excerpt}
            date={blog.published_at ?? blog.created_at}
          />
        ))}
      </ProfileSection>
    </PageFrame>
  );
}

function ProfileSection({
  id,
  title,
  isShown,
  children,
}: {
  id: string;
  title: string;
  isShown: boolean;
  children: ReactNode;
}) {
  if (!isShown) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <CardGrid label={title}>{children}</CardGrid>
    </Stack>
  );
}
