/**
 * The footer makes the static pages and the catalogs reachable by clicking and by keyboard; /catalogs lists the
 * site's catalogs with their text as plain words.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

const staticPages = [
  listItem({ id: 41, content_type_id: 4, title: 'Delivery and payment', slug: 'delivery' }),
  listItem({ id: 42, content_type_id: 4, title: 'About us', slug: 'about-us' }),
  listItem({ id: 43, content_type_id: 4, title: 'Contact', slug: 'contact' }),
];

/** An IntersectionObserver whose target comes near when the test says so. */
function watchFooter() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return {
    comeNear: () =>
      act(() => {
        for (const callback of callbacks) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

const catalog = (id: number, name: string, description: string | null) => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  category_id: null,
  description,
  image: null,
  image_sizes: {},
  author_id: 9,
  author: null,
  status: 'approved' as const,
  remark_request_for_edit: null,
  products: [],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
});

describe('site footer', () => {
  it('lists the static pages and the catalogs, each a link reached with the Tab key', async () => {
    const footerWatch = watchFooter();
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/contents': { body: staticPages, headers: pageHeaders(1, 1, 100, 3) },
    });
    const user = userEvent.setup();
    renderApp('/no/such/page', { language: 'en' });

    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    expect(within(footer).getByText('Demo shop')).toBeTruthy();
    footerWatch.comeNear();
    const pages = await within(footer).findByRole('navigation', { name: 'Information' });
    const pageLinks = within(pages).getAllByRole('link');
    expect(pageLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/pages/about-us'],
      ['Contact', '/pages/contact'],
      ['Delivery and payment', '/pages/delivery'],
    ]);
    const query = new URL(callsTo('GET', '/contents')[0]!.url).searchParams;
    expect(query.get('filter[content_type_id]')).toBe('4');
    expect(query.get('filter[status]')).toBe('approved');

    const site = within(footer).getByRole('navigation', { name: 'On this site' });
    expect(within(site).getByRole('link', { name: 'Catalogs' }).getAttribute('href')).toBe('/catalogs');
    expect(within(site).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/products');

    // Every footer link is in the tab order after the page.
    const reached = new Set<string>();
    for (let press = 0; press < 40 && reached.size < 7; press += 1) {
      await user.tab();
      const focused = document.activeElement;
      if (focused && footer.contains(focused)) reached.add(focused.textContent ?? '');
    }
    expect([...reached].sort()).toEqual(
      ['About us', 'Blog', 'Catalogs', 'Contact', 'Delivery and payment', 'News', 'Products'].sort(),
    );
  });

  it("shows the site's name, address and pages in Cyrillic to a reader who chose it, their links as they were", async () => {
    const footerWatch = watchFooter();
    stubFetch({
      ...siteStubs({ site_name: 'Radionica Hrast', address: 'Njegoševa 12', city: 'Beograd' }),
      'GET /api/v1/contents': {
        body: [listItem({ id: 41, content_type_id: 4, title: 'Dostava i plaćanje', slug: 'dostava' })],
        headers: pageHeaders(1, 1, 100, 1),
      },
    });
    renderApp('/no/such/page', { language: 'srp-Cyrl' });

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Радионица Храст')).toBeTruthy();
    expect(within(footer).getByText(/Његошева 12, Београд/)).toBeTruthy();
    footerWatch.comeNear();
    const page = await within(footer).findByRole('link', { name: 'Достава и плаћање' });
    expect(page.getAttribute('href')).toBe('/pages/dostava');
    await waitFor(() => expect(document.title).toContain('Радионица Храст'));
  });

  it('asks for the static pages only once the footer comes near the screen', async () => {
    const footerWatch = watchFooter();
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/contents': { body: staticPages, headers: pageHeaders(1, 1, 100, 3) },
    });
    renderApp('/no/such/page', { language: 'en' });

    await screen.findByRole('contentinfo', { name: 'Site footer' });
    expect(callsTo('GET', '/contents')).toHaveLength(0);
    footerWatch.comeNear();
    await waitFor(() => expect(callsTo('GET', '/contents')).toHaveLength(1));
  });

  it('offers the public planners once somebody has shared one, asking for one row', async () => {
    const footerWatch = watchFooter();
    const sharedPlanner = {
      id: 5,
      title: 'Wedding',
      description: 'The big day.',
      user: { id: 9, username: 'milica' },
      items_count: 2,
      updated_at: '2025-05-02T10:00:00.000Z',
    };
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/contents': { body: [] },
      'GET /api/v1/public-planners': { body: [sharedPlanner], headers: pageHeaders(1, 1, 1, 1) },
    });
    renderApp('/no/such/page', { language: 'en' });
    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    expect(callsTo('GET', '/public-planners')).toHaveLength(0);
    footerWatch.comeNear();
    const site = within(footer).getByRole('navigation', { name: 'On this site' });
    expect((await within(site).findByRole('link', { name: 'Planners' })).getAttribute('href')).toBe('/planners');
    expect(new URL(callsTo('GET', '/public-planners')[0]!.url).searchParams.get('page_count')).toBe('1');
  });

  it('offers no planners link while nobody has shared a planner', async () => {
    const footerWatch = watchFooter();
    const { callsTo } = stubFetch({ ...siteStubs(), 'GET /api/v1/contents': { body: [] } });
    renderApp('/no/such/page', { language: 'en' });
    const footer = await screen.findByRole('contentinfo', { name: 'Site footer' });
    footerWatch.comeNear();
    await waitFor(() => expect(callsTo('GET', '/public-planners')).toHaveLength(1));
    await waitFor(() => expect(callsTo('GET', '/contents')).toHaveLength(1));
    expect(within(footer).queryByRole('link', { name: 'Planners' })).toBeNull();
  });

  it('is not in the back office, which has its own navigation', async () => {
    watchFooter();
    stubFetch({ ...siteStubs(), ...signInAs('USER') });
    renderApp('/admin/content/products', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Unauthorized access!' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('catalogs page', () => {
  it('lists the approved catalogs with their text as plain words and page numbers', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/catalogs': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const items =
          page === 2
            ? [catalog(5, 'Winter table', null)]
            : [catalog(3, 'Morning coffee', '<p>Everything for the <strong>first</strong> cup.</p><p>And more.</p>')];
        return { body: items, headers: pageHeaders(page, 2, 12, 13) };
      },
    });
    const user = userEvent.setup();
    renderApp('/catalogs', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Catalogs', level: 1 })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Catalogs' });
    expect(within(grid).getByRole('link', { name: 'Morning coffee' }).getAttribute('href')).toBe(
      '/catalogs/morning-coffee',
    );
    expect(within(grid).getByText('Everything for the first cup. And more.')).toBeTruthy();
    expect(grid.innerHTML).not.toContain('&lt;p&gt;');
    const query = new URL(callsTo('GET', '/catalogs')[0]!.url).searchParams;
    expect(query.get('filter[status]')).toBe('approved');
    await waitFor(() => expect(document.title).toBe('Catalogs — Demo shop'));

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Winter table' })).toBeTruthy();
  });
});
