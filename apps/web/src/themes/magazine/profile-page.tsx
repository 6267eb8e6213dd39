/**
 * Public Profile of the magazine theme, an author's page: their catalogs, products and blog posts, each a ruled
 * section of rows with its own pages.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfileLayoutProps } from '../layout-props';
import { blogCardOf, catalogCardOf } from '../shared/card-data';
import { ProfileIntro } from '../shared/profile-intro';
import { NothingPublished, ProfileSection, profileTitle, type TProfileSectionLook } from '../shared/profile-sections';
import { PageFrame, SectionHead } from './page-frame';
import { ProductRow } from './product-row';
import { ListSection, StoryList } from './story-list';
import { StoryRow } from './story-row';

export function ProfilePage({ authorName, profile, catalogs, products, blogs }: TProfileLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame kicker={t('catalogue.profileTitle')} title={profileTitle(t, authorName)}>
      <ProfileIntro profile={profile} authorName={authorName} look={sectionLook} />
      <NothingPublished lists={[catalogs, products, blogs]} />
      <ProfileSection kind="catalogs" list={catalogs} look={sectionLook}>
        {(catalog) => <StoryRow {...catalogCardOf(catalog)} headingLevel={3} />}
      </ProfileSection>
      <ProfileSection kind="products" list={products} look={sectionLook}>
        {(product) => <ProductRow product={product} headingLevel={3} />}
      </ProfileSection>
      <ProfileSection kind="blogs" list={blogs} look={sectionLook}>
        {(blog) => <StoryRow {...blogCardOf(blog)} kicker={blog.category?.name} headingLevel={3} />}
      </ProfileSection>
    </PageFrame>
  );
}

function StoryColumns({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StoryList label={label} layout="columns">
      {children}
    </StoryList>
  );
}

const sectionLook: TProfileSectionLook = { gap: 'sm', Heading: SectionHead, ListSection, Items: StoryColumns };
