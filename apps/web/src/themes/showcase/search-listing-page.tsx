/**
 * SearchListing of the showcase theme: a large search field, then the hits as tiles — picture, kind, title, a
 * product's price on its picture, the snippet — or the tip when nothing matches.
 */
import type { TSearchHit } from '@izlog/contract/search';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '@/components/states';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import { SearchForm, type TSearchFormLook } from '../shared/search-form';
import { SearchResults, searchListingTitle, type TSearchResultsLook } from '../shared/search-results';
import { ContentTile } from './content-tile';
import { PageFrame } from './page-frame';
import { ProductTile } from './product-tile';
import classes from './showcase.module.css';
import { TILE_COLUMNS, TileGrid } from './tile-grid';

export function SearchListingPage(props: TSearchListingLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={searchListingTitle(t, props.query)}>
      <SearchForm {...props} look={formLook} />
      <SearchResults {...props} look={resultsLook} />
    </PageFrame>
  );
}

function SearchHitTile({ hit }: { hit: TSearchHit }) {
  const { t } = useTranslation();
  const href = contentLink(hit.content_type_id, hit.slug);
  if (hit.offer) {
    const product = {
      id: hit.id,
      title: hit.title,
      slug: hit.slug,
      image: hit.image,
      image_sizes: hit.image_sizes,
      ...hit.offer,
    };
    return (
      <ProductTile
        product={product}
        headingLevel={2}
        badge={<span className={classes.overlayLabel}>{t(`search.types.${hit.type}`)}</span>}
      />
    );
  }
  return (
    <ContentTile
      href={href}
      title={hit.title}
      image={hit.image}
      imageSizes={hit.image_sizes}
      text={hit.snippet}
      label={t(`search.types.${hit.type}`)}
      headingLevel={2}
    />
  );
}

const formLook: TSearchFormLook = { row: { maw: 760 }, control: { size: 'lg', radius: 'xl' } };
const resultsLook: TSearchResultsLook = {
  skeleton: <CardGridSkeleton columns={TILE_COLUMNS} count={4} />,
  noMatch: { radius: 'lg' },
  column: { gap: 'lg' },
  count: { fw: 700 },
  List: TileGrid,
  Hit: SearchHitTile,
};
