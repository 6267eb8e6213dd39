/** Public Profile of the showcase theme: an author's catalogs, products and blog posts, each a shop window with its own pages. */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProfileLayoutProps } from '../layout-props';
import { blogCardOf, catalogCardOf } from '../shared/card-data';
import { ListSection } from '../shared/list-section';
import { ProfileIntro } from '../shared/profile-intro';
import { NothingPublished, ProfileSection, profileTitle, type TProfileSectionLook } from '../shared/profile-sections';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { ProductTile } from './product-tile';
import classes from './showcase.module.css';
import { TileGrid } from './tile-grid';

export function ProfilePage({ authorName, profile, catalogs, products, blogs }: TProfileLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame eyebrow={t('catalogue.profileTitle')} title={profileTitle(t, authorName)}>
      <ProfileIntro profile={profile} authorName={authorName} look={sectionLook} />
      <NothingPublished lists={[catalogs, products, blogs]} />
      <ProfileSection kind="products" list={products} look={sectionLook}>
        {(product) => <ProductTile product={product} />}
      </ProfileSection>
      <ProfileSection kind="catalogs" list={catalogs} look={sectionLook}>
        {(catalog) => <ContentTile {...catalogCardOf(catalog)} shape="portrait" />}
      </ProfileSection>
      <ProfileSection kind="blogs" list={blogs} look={sectionLook}>
        {(blog) => <ContentTile {...blogCardOf(blog)} />}
      </ProfileSection>
    </PageFrame>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <div className={classes.sectionHead}>
      {/* The fixed header must not cover the heading a page change scrolls to. */}
      <Title order={2} id={id} style={{ scrollMarginTop: DEFAULT_HEADER_HEIGHT + 16 }}>
        {children}
      </Title>
    </div>
  );
}

const sectionLook: TProfileSectionLook = { gap: 'lg', Heading: SectionHeading, ListSection, Items: TileGrid };
