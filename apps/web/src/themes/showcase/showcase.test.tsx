/**
 * What only the showcase theme does (themes.test.tsx holds every theme to the same screens): the shop window's first
 * product twice as wide, each price on its product's picture, a paid first place marked on its picture, the hero as
 * wide as the window on the home page but framed in a preview, and the lead block rising over the hero only when
 * there is one.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import {
  article,
  categories,
  categoryItems,
  kitchen,
  licence,
  loadedList,
  look,
  PRICES,
  productCards,
  widgetsState,
} from '../test/layout-fixtures';
import { showcaseTheme } from '.';

const renderScreen = (node: ReactNode) => renderWithProviders(<MemoryRouter>{node}</MemoryRouter>);
const { HomePage, HomeHero, ProductListPage, CategoryPage } = showcaseTheme.layouts;

describe('the showcase theme', () => {
  it('leads the shop window with its first product twice as wide, each price on its picture', () => {
    renderScreen(
      <ProductListPage categories={categories} selectedCategory={null} products={loadedList(productCards)} />,
    );
    const tiles = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.hasAttribute('data-featured'))).toEqual([true, false, false]);
    // The price sits in the picture's frame, beside the picture, not under the title.
    const price = within(tiles[0]!).getByText(PRICES.oakTable);
    expect(price.closest('[data-shape]')).not.toBeNull();
    expect(within(tiles[2]!).getByText('Price on request').closest('[data-shape]')).not.toBeNull();
  });

  it('marks a paid first place on its picture, in words', () => {
    renderScreen(<CategoryPage category={kitchen} items={loadedList(categoryItems)} />);
    const [sponsoredTile] = within(screen.getByRole('list', { name: 'Kitchen' })).getAllByRole('listitem');
    expect(within(sponsoredTile!).getByText('Sponsored')).toBeTruthy();
    expect(within(sponsoredTile!).getByRole('link', { name: 'Summer collection' })).toBeTruthy();
  });

  it('spans the window with the hero on the home page, but keeps it in its frame in a preview', () => {
    const { unmount } = renderScreen(<HomeHero look={look} />);
    expect(screen.getByRole('region', { name: 'Made to last' }).hasAttribute('data-framed')).toBe(false);
    unmount();
    renderScreen(<HomeHero look={look} isEager={false} />);
    expect(screen.getByRole('region', { name: 'Made to last' }).hasAttribute('data-framed')).toBe(true);
  });

  it('raises the lead tile over the hero only when the site has a hero, and names the site first', () => {
    const lead = { lead: { source: 'newest' as const, widget: null, items: [article] }, error: null };
    const props = { licence, lead, widgets: widgetsState(), categories, products: loadedList(productCards) };
    const { container, unmount } = renderScreen(<HomePage {...props} look={look} />);
    expect(container.querySelector('[data-over-hero]')).not.toBeNull();
    // Screen readers meet the site's name before the lead tile's heading.
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.indexOf('Oak and Linen')).toBeLessThan(headings.indexOf('Spring in the workshop'));
    unmount();
    const plain = renderScreen(
      <HomePage {...props} look={{ ...look, imageUrl: null, overlayText: null, button: null }} />,
    );
    expect(plain.container.querySelector('[data-over-hero]')).toBeNull();
  });
});
