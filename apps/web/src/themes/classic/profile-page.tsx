/** Public Profile of the classic theme: an author's catalogs, products and blog posts, each list with its own pages. */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProfileLayoutProps } from '../layout-props';
import { blogCardOf, catalogCardOf } from '../shared/card-data';
import { CardGrid } from '../shared/card-grid';
import { ContentCard } from '../shared/content-card';
import { ListSection } from '../shared/list-section';
import { ProductCard } from '../shared/product-card';
import { ProfileIntro } from '../shared/profile-intro';
import { NothingPublished, ProfileSection, profileTitle, type TProfileSectionLook } from '../shared/profile-sections';
import { PageFrame } from './page-frame';

export function ProfilePage({ authorName, profile, catalogs, products, blogs }: TProfileLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={profileTitle(t, authorName)}>
      <ProfileIntro profile={profile} authorName={authorName} look={sectionLook} />
      <NothingPublished lists={[catalogs, products, blogs]} />
      <ProfileSection kind="catalogs" list={catalogs} look={sectionLook}>
        {(catalog) => <ContentCard {...catalogCardOf(catalog)} />}
      </ProfileSection>
      <ProfileSection kind="products" list={products} look={sectionLook}>
        {(product) => <ProductCard product={product} />}
      </ProfileSection>
      <ProfileSection kind="blogs" list={blogs} look={sectionLook}>
        {(blog) => <ContentCard {...blogCardOf(blog)} />}
      </ProfileSection>
    </PageFrame>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    // The fixed header must not cover the heading a page change scrolls to.
    <Title order={2} size="h3" id={id} style={{ scrollMarginTop: DEFAULT_HEADER_HEIGHT + 16 }}>
      {children}
    </Title>
  );
}

const sectionLook: TProfileSectionLook = { gap: 'sm', Heading: SectionHeading, ListSection, Items: CardGrid };
