/**
 * Theme separation: the home screen renders from its data hooks alone. The hooks are replaced here, so no request
 * for contents or categories goes out, and the classic theme's layout still shows everything it was given.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { category, listItem } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';

const article = listItem({
  id: 50,
  content_type_id: 2,
  title: 'Spring in the workshop',
  slug: 'spring',
  excerpt: 'New oak.',
});
const products = [
  listItem({ id: 1, title: 'Oak table', price: 48900 }),
  listItem({ id: 2, title: 'Armchair', price: null }),
];

vi.mock('@/features/contents/api/get-contents', () => ({
  useContents: ({ contentTypeId }: { contentTypeId: number }) => ({
    data: {
      items: contentTypeId === 2 ? [article] : products,
      pagination: { currentPage: 1, pageCount: 1, perPage: 8, totalCount: 2 },
    },
    error: null,
    isError: false,
    refetch: vi.fn(),
  }),
}));
vi.mock('@/features/categories/api/get-categories', () => ({
  useCategories: () => ({
    data: [
      category({ id: 5, name: 'Kitchen', slug: 'kitchen' }),
      category({ id: 6, parent_category_id: 5, name: 'Cups' }),
    ],
  }),
}));

describe('theme separation', () => {
  it('renders the home layout from the data hooks, with no catalogue request of its own', async () => {
    const { requests } = stubFetch(siteStubs());
    renderApp('/', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Demo shop', level: 1 })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Spring in the workshop' });
    expect(within(featured).getByRole('link', { name: 'Spring in the workshop' }).getAttribute('href')).toBe(
      '/articles/spring',
    );
    const grid = screen.getByRole('list', { name: 'Newest products' });
    expect(within(grid).getByRole('link', { name: 'Oak table' }).getAttribute('href')).toBe('/products/product-1');
    expect(within(grid).getByText('48.900 RSD')).toBeTruthy();
    expect(within(grid).getByText('Price on request')).toBeTruthy();
    // Top-level categories lead to their pages; subcategories stay on their parent's page.
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/categories/kitchen');
    expect(within(categories).queryByRole('link', { name: 'Cups' })).toBeNull();

    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.startsWith('/api/v1/contents') || path === '/api/v1/categories')).toEqual([]);
  });
});
