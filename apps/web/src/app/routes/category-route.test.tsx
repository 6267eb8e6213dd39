import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';

const kitchen = category({ id: 5, name: 'Kitchen', slug: 'kitchen', description: 'Cups and pans.' });
const catalog = {
  type: 'catalog' as const,
  id: 3,
  name: 'Morning coffee',
  slug: 'morning-coffee',
  category_id: 5,
  description: 'Everything for the first cup.',
  image: null,
  image_sizes: {},
  author_id: 9,
  author: null,
  status: 'approved' as const,
  remark_request_for_edit: null,
  products: [7],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

describe('category and catalog pages', () => {
  it('shows the catalogs and products of a category, each linked to its page', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/categories': { body: [kitchen] },
      'GET /api/v1/categories/get-category-catalog-product/5': {
        body: [
          catalog,
          { ...listItem({ id: 7, title: 'Coffee cup', slug: 'coffee-cup', price: 890 }), type: 'product' },
        ],
        headers: pageHeaders(1, 1, 12, 2),
      },
    });
    renderApp('/categories/kitchen', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Kitchen', level: 1 })).toBeTruthy();
    expect(screen.getByText('Cups and pans.')).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Kitchen' });
    expect(within(grid).getByRole('link', { name: 'Morning coffee' }).getAttribute('href')).toBe(
      '/catalogs/morning-coffee',
    );
    expect(within(grid).getByRole('link', { name: 'Coffee cup' }).getAttribute('href')).toBe('/products/coffee-cup');
    expect(within(grid).getByText('RSD 890')).toBeTruthy();
    expect(new URL(callsTo('GET', '/categories')[0]!.url).searchParams.get('filter[slug]')).toBe('kitchen');
  });

  it('shows a catalog with its products and says so when it has none', async () => {
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/catalogs': { body: [catalog] },
      'GET /api/v1/catalogs/get-catalog-products/3': { body: [], headers: pageHeaders(1, 0, 12, 0) },
    });
    renderApp('/catalogs/morning-coffee', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Morning coffee', level: 1 })).toBeTruthy();
    expect(screen.getByText('Everything for the first cup.')).toBeTruthy();
    expect(await screen.findByText('No products in this catalog yet.')).toBeTruthy();
  });

  it('answers an unknown category with the not-found page', async () => {
    stubFetch({ ...siteStubs(), 'GET /api/v1/categories': { body: [] } });
    renderApp('/categories/nothing-here', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it("renders a catalog's rich text as formatted text, and as plain words on a category's card", async () => {
    const richCatalog = { ...catalog, description: '<p>Everything for the <strong>first</strong> cup.</p>' };
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/catalogs': { body: [richCatalog] },
      'GET /api/v1/catalogs/get-catalog-products/3': { body: [], headers: pageHeaders(1, 0, 12, 0) },
      'GET /api/v1/categories': { body: [kitchen] },
      'GET /api/v1/categories/get-category-catalog-product/5': {
        body: [richCatalog],
        headers: pageHeaders(1, 1, 12, 1),
      },
    });
    const { unmount } = renderApp('/catalogs/morning-coffee', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Morning coffee', level: 1 })).toBeTruthy();
    const strong = screen.getByText('first');
    expect(strong.tagName).toBe('STRONG');
    expect(document.body.textContent).not.toContain('<p>');
    unmount();

    renderApp('/categories/kitchen', { language: 'en' });
    const grid = await screen.findByRole('list', { name: 'Kitchen' });
    expect(within(grid).getByText('Everything for the first cup.')).toBeTruthy();
    expect(grid.textContent).not.toContain('<p>');
  });
});
