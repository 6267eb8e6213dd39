/**
 * SearchListing of the magazine theme: the query to refine on one ruled line, the hits as rows (their kind as the
 * kicker, the price of a product, the snippet), or the tip when nothing matches.
 */
import type { TSearchHit } from '@izlog/contract/search';
import { useTranslation } from 'react-i18next';
import { contentLink } from '@/lib/paths';
import type { TSearchListingLayoutProps } from '../layout-props';
import { SearchForm, type TSearchFormLook } from '../shared/search-form';
import { SearchResults, searchListingTitle, type TSearchResultsLook } from '../shared/search-results';
import classes from './magazine.module.css';
import { PageFrame } from './page-frame';
import { RowsSkeleton, StoryList } from './story-list';
import { StoryRow } from './story-row';

export function SearchListingPage(props: TSearchListingLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame kicker={t('search.title')} title={searchListingTitle(t, props.query)}>
      <SearchForm {...props} look={formLook} />
      <SearchResults {...props} look={resultsLook} />
    </PageFrame>
  );
}

function SearchHitRow({ hit }: { hit: TSearchHit }) {
  const { t } = useTranslation();
  return (
    <StoryRow
      href={contentLink(hit.content_type_id, hit.slug)}
      title={hit.title}
      image={hit.image}
      imageSizes={hit.image_sizes}
      kicker={t(`search.types.${hit.type}`)}
      price={hit.offer}
      text={hit.snippet}
    />
  );
}

// A reading column: the form and the results keep to a line's measure.
const formLook: TSearchFormLook = { row: { maw: '42rem' }, control: { size: 'md' } };
const resultsLook: TSearchResultsLook = {
  skeleton: <RowsSkeleton />,
  noMatch: { maw: '42rem' },
  column: { gap: 'md', maw: '52rem' },
  count: { className: classes.muted },
  List: StoryList,
  Hit: SearchHitRow,
};
