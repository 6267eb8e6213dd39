/**
 * The home page: the theme renders from the data hooks alone (contents and categories are replaced here, so no request
 * for them goes out), the position-one block (get-home-page-position-one) and the home page's widgets in positions one
 * to three, a list widget without items (SPEC §8), and a failed widget list (three empty positions and a notice).
 */
import type { THomePagePositionOne } from '@izlog/contract/widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { category, listItem } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { pageWidget, pageWidgets, withItems } from '@/test/widget-fixtures';

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
  useContents: () => ({
    data: { items: products, pagination: { currentPage: 1, pageCount: 1, perPage: 8, totalCount: 2 } },
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

const newestLead: THomePagePositionOne = { source: 'newest', widget: null, items: [article] };

function homeStubs(stubs: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    'GET /api/v1/content-widgets/get-home-page-position-one': { body: newestLead },
    ...stubs,
  };
}

/** The position (1 to 3) an element sits in. */
const positionOf = (element: HTMLElement) =>
  element.closest('[data-widget-position]')?.getAttribute('data-widget-position');

describe('theme separation', () => {
  it('renders the home layout from the data hooks, with no catalogue request of its own', async () => {
    const { requests } = stubFetch(homeStubs());
    renderApp('/', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Demo shop', level: 1 })).toBeTruthy();
    const featured = await screen.findByRole('region', { name: 'Spring in the workshop' });
    expect(within(featured).getByText('Featured')).toBeTruthy();
    expect(within(featured).getByRole('link', { name: 'Spring in the workshop' }).getAttribute('href')).toBe(
      '/articles/spring',
    );
    const grid = screen.getByRole('list', { name: 'Newest products' });
    expect(within(grid).getByRole('link', { name: 'Oak table' }).getAttribute('href')).toBe('/products/product-1');
    expect(within(grid).getByText('RSD 48,900')).toBeTruthy();
    expect(within(grid).getByText('Price on request')).toBeTruthy();
    // Top-level categories lead to their pages; subcategories stay on their parent's page.
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/categories/kitchen');
    expect(within(categories).queryByRole('link', { name: 'Cups' })).toBeNull();

    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.startsWith('/api/v1/contents') || path === '/api/v1/categories')).toEqual([]);
    const widgetsCall = requests.find((request) => request.url.includes('get-page-widgets'));
    expect(new URL(widgetsCall!.url).searchParams.get('page_name')).toBe('home');
  });
});

describe('the newest products under the lead', () => {
  it('leaves out what the lead block above already shows, so no product comes twice in a row', async () => {
    const productsLead: THomePagePositionOne = { source: 'newest', widget: null, items: [products[0]!] };
    stubFetch(homeStubs({ 'GET /api/v1/content-widgets/get-home-page-position-one': { body: productsLead } }));
    renderApp('/', { language: 'en' });
    await screen.findByRole('region', { name: 'Oak table' });
    const grid = screen.getByRole('list', { name: 'Newest products' });
    expect(within(grid).queryByRole('link', { name: 'Oak table' })).toBeNull();
    expect(within(grid).getByRole('link', { name: 'Armchair' })).toBeTruthy();
  });
});

describe('widgets on the home page', () => {
  const lead = withItems(
    { widget_id: 11, column_number: 1, position: 1, widget_title: 'Handpicked', widget_description: 'Our choice.' },
    [
      listItem({ id: 21, title: 'Walnut bench', slug: 'walnut-bench', price: 12000 }),
      listItem({ id: 22, title: 'Pine shelf', slug: 'pine-shelf' }),
    ],
  );
  const secondOfOne = withItems({ widget_id: 12, column_number: 1, position: 2, widget_title: 'Fresh news' }, [
    listItem({ id: 31, content_type_id: 2, title: 'We opened a shop', slug: 'opened', excerpt: 'On Monday.' }),
  ]);
  const inTwo = withItems({ widget_id: 13, column_number: 2, position: 1, widget_title: 'Most read', layout: 4 }, [
    listItem({ id: 41, content_type_id: 1, title: 'How to oil a table', slug: 'oil-a-table' }),
    listItem({ id: 42, content_type_id: 3, title: 'Oak stool', slug: 'oak-stool' }),
  ]);
  const inThree = withItems({ widget_id: 14, column_number: 3, position: 1, widget_title: 'Random picks', layout: 1 }, [
    listItem({ id: 51, title: 'Maple tray', slug: 'maple-tray' }),
  ]);

  it('leads with position one, then shows every widget in its position with its items linked', async () => {
    stubFetch(
      homeStubs({
        'GET /api/v1/content-widgets/get-home-page-position-one': {
          body: { source: 'widget', widget: lead, items: lead.items },
        },
        'GET /api/v1/content-widgets/get-page-widgets': { body: pageWidgets([lead, secondOfOne, inTwo, inThree]) },
      }),
    );
    renderApp('/', { language: 'en' });

    const leadBlock = await screen.findByRole('region', { name: 'Handpicked' });
    expect(within(leadBlock).getByText('Our choice.')).toBeTruthy();
    // The first item leads with its title as a heading; the others follow in the widget's grid.
    expect(within(leadBlock).getByRole('heading', { name: 'Walnut bench' })).toBeTruthy();
    expect(within(leadBlock).getByRole('link', { name: 'Walnut bench' }).getAttribute('href')).toBe(
      '/products/walnut-bench',
    );
    expect(within(leadBlock).getByText('RSD 12,000')).toBeTruthy();
    const rest = within(leadBlock).getByRole('list', { name: 'Handpicked' });
    expect(within(rest).getByRole('link', { name: 'Pine shelf' }).getAttribute('href')).toBe('/products/pine-shelf');
    // The lead block's widget is not shown a second time in position one.
    expect(screen.getAllByRole('region', { name: 'Handpicked' })).toHaveLength(1);

    const news = await screen.findByRole('region', { name: 'Fresh news' });
    expect(positionOf(news)).toBe('1');
    expect(within(news).getByRole('link', { name: 'We opened a shop' }).getAttribute('href')).toBe('/articles/opened');
    expect(within(news).getByText('On Monday.')).toBeTruthy();

    const mostRead = screen.getByRole('region', { name: 'Most read' });
    expect(positionOf(mostRead)).toBe('2');
    const mostReadItems = within(mostRead).getByRole('list', { name: 'Most read' });
    expect(within(mostReadItems).getByRole('link', { name: 'How to oil a table' }).getAttribute('href')).toBe(
      '/blogs/oil-a-table',
    );
    expect(within(mostReadItems).getByRole('link', { name: 'Oak stool' }).getAttribute('href')).toBe(
      '/products/oak-stool',
    );

    const random = screen.getByRole('region', { name: 'Random picks' });
    expect(positionOf(random)).toBe('3');
    expect(within(random).getByRole('link', { name: 'Maple tray' }).getAttribute('href')).toBe('/products/maple-tray');

    // Position one comes before the newest products, positions two and three after them.
    const products = screen.getByRole('list', { name: 'Newest products' });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(leadBlock, news)).toBe(true);
    expect(follows(news, products)).toBe(true);
    expect(follows(products, mostRead)).toBe(true);
    expect(follows(mostRead, random)).toBe(true);
  });

  it('says "No content for the given criterion." for a list widget without items, in both languages', async () => {
    const empty = pageWidget({ widget_id: 15, column_number: 2, widget_title: 'Discounts' });
    stubFetch(homeStubs({ 'GET /api/v1/content-widgets/get-page-widgets': { body: pageWidgets([empty]) } }));
    const { unmount } = renderApp('/', { language: 'en' });
    const widget = await screen.findByRole('region', { name: 'Discounts' });
    expect(within(widget).getByText('No content for the given criterion.')).toBeTruthy();
    expect(within(widget).queryByRole('list')).toBeNull();
    unmount();

    renderApp('/', { language: 'srp' });
    const inSerbian = await screen.findByRole('region', { name: 'Discounts' });
    expect(within(inSerbian).getByText('Nema sadržaja za zadati kriterijum.')).toBeTruthy();
  });

  it('shows three empty positions and a notice when the widget list fails, and loads it again on request', async () => {
    let isDown = true;
    stubFetch(
      homeStubs({
        'GET /api/v1/content-widgets/get-page-widgets': () =>
          isDown
            ? { status: 500, body: { name: 'Error', message: 'The server could not answer.', status: 500 } }
            : { body: pageWidgets([secondOfOne]) },
      }),
    );
    const user = userEvent.setup();
    const { container } = renderApp('/', { language: 'en' });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('The widgets of this page cannot be loaded at the moment.')).toBeTruthy();
    expect(within(notice).getByText('The server could not answer.')).toBeTruthy();
    const positions = [...container.querySelectorAll<HTMLElement>('[data-widget-position]')];
    expect(positions.map((position) => position.dataset.widgetPosition)).toEqual(['1', '2', '3']);
    for (const position of positions) expect(within(position).queryByRole('region')).toBeNull();
    // The rest of the page stands.
    expect(screen.getByRole('region', { name: 'Spring in the workshop' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Newest products' })).toBeTruthy();

    isDown = false;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Fresh news' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
