/**
 * What only the magazine theme does (themes.test.tsx holds it to what every theme must show): the front page's side
 * column with a most-read widget's ranked headlines, the lead story under its kicker, today's date on the nameplate,
 * the first story of a list leading only on the first page, the byline's reading time and the drop cap of a story but
 * not of a static page, the product's actions under its price and before its pictures, the fact box, the boxed
 * "Sponsored" mark on the paid row alone, and each search hit's kind over its headline.
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listItem } from '@/test/catalogue-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { pageWidget } from '@/test/widget-fixtures';
import type { TListState } from '../layout-props';
import {
  article,
  articleDetail,
  categories,
  categoryItems,
  kitchen,
  licence,
  listWidget,
  loadedList,
  look,
  productCards,
  productDetail,
  searchHits,
  widgetsState,
} from '../test/layout-fixtures';
import { magazineTheme } from '.';
import { readingMinutes } from './reading-time';

const { layouts } = magazineTheme;
const renderScreen = (node: ReactNode) => renderWithProviders(<MemoryRouter>{node}</MemoryRouter>);

const mostRead = pageWidget({
  widget_id: 40,
  widget_title: 'Most read this week',
  column_number: 2,
  criteria: 'most_read',
  layout: 3,
  items: [
    listItem({ id: 81, content_type_id: 2, title: 'The kiln is lit', slug: 'kiln' }),
    listItem({ id: 82, content_type_id: 2, title: 'Oak or ash?', slug: 'oak-or-ash' }),
  ],
});

function home(widgets = widgetsState()) {
  const { HomePage } = layouts;
  return renderScreen(
    <HomePage
      licence={licence}
      look={look}
      lead={{ lead: { source: 'newest', widget: null, items: [article] }, error: null }}
      widgets={widgets}
      categories={categories}
      products={loadedList(productCards)}
    />,
  );
}

/** Whether `first` comes before `second` in the page, as a screen reader reads it. */
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the magazine front page', () => {
  it('runs the newest story as the lead under its kicker, with its standfirst, under a dated nameplate', () => {
    home();
    const lead = screen.getByRole('region', { name: 'Spring in the workshop' });
    expect(within(lead).getByText('Featured · News')).toBeTruthy();
    expect(within(lead).getByRole('heading', { level: 2, name: 'Spring in the workshop' })).toBeTruthy();
    expect(within(lead).getByText('New oak arrived.')).toBeTruthy();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    expect(document.querySelector(`header time[datetime="${today}"]`)).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
  });

  it('ranks a most-read widget’s headlines in the side column, after the newest products', () => {
    home(widgetsState([[], [mostRead], [listWidget]]));
    const ranked = screen.getByRole('list', { name: 'Most read this week' });
    expect(ranked.tagName).toBe('OL');
    const headlines = within(ranked)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(headlines).toEqual([
      ['The kiln is lit', '/articles/kiln'],
      ['Oak or ash?', '/articles/oak-or-ash'],
    ]);
    // A list widget in the side column shows rows, not pictures in three columns.
    const bestsellers = screen.getByRole('list', { name: 'Bestsellers' });
    expect(within(bestsellers).getByRole('heading', { name: 'Linen chair' })).toBeTruthy();
    expect(precedes(screen.getByRole('list', { name: 'Newest products' }), ranked)).toBe(true);
    expect(precedes(ranked, bestsellers)).toBe(true);
  });
});

describe('the magazine lists', () => {
  const second = listItem({ id: 51, content_type_id: 2, title: 'Ash for the chairs', slug: 'ash', excerpt: 'Pale.' });
  const list = (currentPage: number): TListState<TContentListItem> => ({
    ...loadedList([article, second], 2),
    pagination: { currentPage, pageCount: 2 },
  });

  it('lead with the first story of the first page only, its picture loaded at once', () => {
    const { ContentListPage } = layouts;
    const { unmount } = renderScreen(<ContentListPage kind="article" contents={list(1)} />);
    const leadHeadline = screen.getByRole('heading', { name: 'Spring in the workshop' });
    expect(leadHeadline.tagName).toBe('H2');
    expect(screen.getByAltText('Spring in the workshop').getAttribute('loading')).toBe('eager');
    expect(screen.getByAltText('Ash for the chairs').getAttribute('loading')).toBe('lazy');
    unmount();
    renderScreen(<ContentListPage kind="article" contents={list(2)} />);
    expect(screen.getByAltText('Spring in the workshop').getAttribute('loading')).toBe('lazy');
  });

  it('mark only the paid first place, in words', () => {
    const { CategoryPage } = layouts;
    renderScreen(<CategoryPage category={kitchen} items={loadedList(categoryItems)} />);
    const [sponsoredRow, ordinaryRow] = within(screen.getByRole('list', { name: 'Kitchen' })).getAllByRole('listitem');
    expect(within(sponsoredRow!).getByText('Sponsored')).toBeTruthy();
    expect(within(ordinaryRow!).queryByText('Sponsored')).toBeNull();
  });

  it('say each search hit’s kind over its headline', () => {
    const { SearchListingPage } = layouts;
    renderScreen(
      <SearchListingPage
        query="oak"
        hits={loadedList(searchHits)}
        totalCount={2}
        isSearchDisabled={false}
        onSearch={() => {}}
      />,
    );
    const [productHit, articleHit] = screen.getAllByRole('listitem');
    expect(within(productHit!).getByText('Product')).toBeTruthy();
    expect(within(articleHit!).getByText('News')).toBeTruthy();
  });
});

describe('a magazine story', () => {
  it('has a byline with its reading time and a drop cap; a static page has neither', () => {
    const { SingleContentPage } = layouts;
    const { container, unmount } = renderScreen(
      <SingleContentPage kind="article" content={articleDetail} related={[]} />,
    );
    expect(screen.getByText('Reading time: 1 min')).toBeTruthy();
    expect(container.querySelector('[data-drop-cap]')?.textContent).toContain('The oak came dry this year.');
    unmount();
    const page = renderScreen(<SingleContentPage kind="staticPage" content={articleDetail} related={[]} />);
    expect(screen.queryByText('Reading time: 1 min')).toBeNull();
    expect(page.container.querySelector('[data-drop-cap]')).toBeNull();
    expect(page.container.textContent).toContain('The oak came dry this year.');
  });

  it('puts a product’s actions under its headline and price, before its pictures, and its facts in a box', () => {
    const { SingleProductPage } = layouts;
    renderScreen(
      <SingleProductPage
        product={productDetail}
        related={[]}
        actions={<button type="button">Add to planner</button>}
      />,
    );
    const action = screen.getByRole('button', { name: 'Add to planner' });
    expect(precedes(screen.getByRole('heading', { level: 1, name: 'Oak table' }), action)).toBe(true);
    expect(precedes(screen.getByTestId('price-current'), action)).toBe(true);
    expect(precedes(action, screen.getByRole('region', { name: 'Gallery' }))).toBe(true);
    const facts = screen.getByRole('region', { name: 'At a glance' });
    expect(within(facts).getByRole('rowheader', { name: 'Wood' })).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'Summer collection' })).toBeTruthy();
    expect(within(facts).getByText('#oak')).toBeTruthy();
  });

  it('has no fact box when the product has nothing to list', () => {
    const { SingleProductPage } = layouts;
    const bare = { ...productDetail, attributes: [], catalogs: [], locations: [], tags: [] };
    renderScreen(<SingleProductPage product={bare} related={[]} />);
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
  });
});

describe('reading time', () => {
  const words = (count: number) => `<p>${'word '.repeat(count)}</p>`;

  it('is the words at 200 a minute, at least a minute, and nothing for no text', () => {
    expect(readingMinutes(null)).toBeNull();
    expect(readingMinutes('<p> </p>')).toBeNull();
    expect(readingMinutes(words(12))).toBe(1);
    expect(readingMinutes(words(450))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});
