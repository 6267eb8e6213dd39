import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageHeaders, searchHit } from '@/test/catalogue-fixtures';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';

const cupHit = searchHit({
  id: 7,
  title: 'Šolja za kafu Jutro',
  slug: 'solja-za-kafu-jutro',
  snippet: 'Keramička šolja, ručno glazirana, 250 ml.',
});
const catalogHit = searchHit({
  type: 'catalog',
  id: 3,
  title: 'Jutarnja kafa',
  slug: 'jutarnja-kafa',
  content_type_id: null,
});

describe('SearchListing and the search modal', () => {
  it('gives the no-match tip when nothing is found', async () => {
    stubFetch({ ...siteStubs(), 'GET /api/v1/search': { body: [], headers: pageHeaders(1, 0, 10, 0) } });
    renderApp('/search?q=xyzzy', { language: 'en' });
    expect(await screen.findByText('No results for “xyzzy”.')).toBeTruthy();
    expect(screen.getByText('Try fewer words or another spelling.')).toBeTruthy();
  });

  it('gives the tip in Serbian too', async () => {
    stubFetch({ ...siteStubs(), 'GET /api/v1/search': { body: [], headers: pageHeaders(1, 0, 10, 0) } });
    renderApp('/search?q=xyzzy', { language: 'srp' });
    expect(await screen.findByText('Pokušajte sa manje reči ili drugačijim pisanjem.')).toBeTruthy();
  });

  it('searches from the header: Enter in the modal opens the listing with the hits linked to their pages', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      ...homePageStubs(),
      'GET /api/v1/search': { body: [cupHit, catalogHit], headers: pageHeaders(1, 1, 10, 2) },
    });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
    await user.type(within(dialog).getByLabelText('What are you looking for?'), 'шоља{Enter}');

    expect(await screen.findByRole('heading', { name: 'Results for “шоља”', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new URL(callsTo('GET', '/search')[0]!.url).searchParams.get('q')).toBe('шоља');
    expect(screen.getByText('Found: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Šolja za kafu Jutro' }).getAttribute('href')).toBe(
      '/products/solja-za-kafu-jutro',
    );
    expect(screen.getByRole('link', { name: 'Jutarnja kafa' }).getAttribute('href')).toBe('/catalogs/jutarnja-kafa');
    expect(screen.getByText('Keramička šolja, ručno glazirana, 250 ml.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Results for “шоља” — Demo shop'));
  });

  it('shows each hit’s picture, small and beside its title, and a product’s price as product cards do', async () => {
    const pictured = searchHit({
      ...cupHit,
      image: '/media/1/content/cup-900x600.webp',
      image_sizes: {
        '300x200': '/media/1/content/cup-300x200.webp',
        '900x600': '/media/1/content/cup-900x600.webp',
      },
      offer: { price: 1290, currency_id: 1, discount: 10, discount_type: 1 },
    });
    const catalog = searchHit({ ...catalogHit, image: '/media/1/content/fall-900x600.webp' });
    const article = searchHit({ type: 'article', id: 9, title: 'Kafa na terasi', slug: 'kafa-na-terasi' });
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/search': { body: [pictured, catalog, article], headers: pageHeaders(1, 1, 10, 3) },
    });
    renderApp('/search?q=kafa', { language: 'en' });

    const results = await screen.findByRole('list', { name: 'Results for “kafa”' });
    const [cupItem, catalogItem, articleItem] = within(results).getAllByRole('listitem');
    const cupPicture = cupItem!.querySelector('img');
    expect(cupPicture?.getAttribute('src')).toBe('/media/1/content/cup-900x600.webp');
    expect(cupPicture?.getAttribute('srcset')).toContain('/media/1/content/cup-300x200.webp 300w');
    // The title beside it names the hit: the picture is decoration for screen readers.
    expect(cupPicture?.getAttribute('alt')).toBe('');
    expect(within(cupItem!).getByTestId('price-current').textContent).toBe('Price: RSD 1,161');
    expect(within(cupItem!).getByText('RSD 1,290')).toBeTruthy();
    expect(within(cupItem!).getByLabelText('Discount −10%')).toBeTruthy();

    expect(catalogItem!.querySelector('img')?.getAttribute('src')).toBe('/media/1/content/fall-900x600.webp');
    expect(within(catalogItem!).queryByTestId('price-current')).toBeNull();
    expect(articleItem!.querySelector('img')).toBeNull();
    expect(within(articleItem!).getByRole('link', { name: 'Kafa na terasi' })).toBeTruthy();
  });

  it('has no search button, and says search is off, when the site turned search off', async () => {
    const { callsTo } = stubFetch(siteStubs({ search_status: false }));
    renderApp('/search?q=kafa', { language: 'en' });
    expect(await screen.findByText('Search is turned off on this site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(callsTo('GET', '/search')).toHaveLength(0);
  });
});
