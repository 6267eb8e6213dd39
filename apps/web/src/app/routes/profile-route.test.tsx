import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';

const profile = {
  id: 9,
  username: 'client@demo.example.com',
  name: null,
  surname: null,
  company_name: 'Drvo i Kamen d.o.o.',
  avatar: null,
  bio: 'Nameštaj od hrasta.',
  public_email: 'prodaja@example.com',
  twitter: null,
  facebook: null,
  instagram: null,
  is_client: true,
  locations: [],
};

describe('public profile', () => {
  it('names the author from their profile even before they publish anything', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/profiles': { body: [profile] },
      'GET /api/v1/catalogs': { body: [], headers: pageHeaders(1, 0, 12, 0) },
      'GET /api/v1/contents': { body: [], headers: pageHeaders(1, 0, 12, 0) },
    });
    renderApp('/profile/9', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Profile: Drvo i Kamen d.o.o.', level: 1 })).toBeTruthy();
    expect(new URL(callsTo('GET', '/profiles')[0]!.url).searchParams.get('filter[id]')).toBe('9');
  });

  it('is a not-found page for an account that has no public profile', async () => {
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/profiles': { body: [] },
      'GET /api/v1/catalogs': { body: [], headers: pageHeaders(1, 0, 12, 0) },
      'GET /api/v1/contents': {
        body: [listItem({ id: 1, title: 'Ghost', slug: 'ghost' })],
        headers: pageHeaders(1, 1, 12, 1),
      },
    });
    renderApp('/profile/404', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it("pages through all of an author's products, and shows a catalog's text as plain words", async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/profiles': { body: [profile] },
      'GET /api/v1/catalogs': {
        body: [
          {
            id: 3,
            name: 'Oak at home',
            slug: 'oak-at-home',
            category_id: null,
            description: '<p>Tables <em>and</em> chairs.</p>',
            image: null,
            image_sizes: {},
            author_id: 9,
            author: null,
            status: 'approved',
            remark_request_for_edit: null,
            products: [],
            created_at: '2025-03-01T10:00:00.000Z',
            updated_at: '2025-03-01T10:00:00.000Z',
          },
        ],
        headers: pageHeaders(1, 1, 12, 1),
      },
      'GET /api/v1/contents': (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('filter[content_type_id]') !== '3') return { body: [], headers: pageHeaders(1, 0, 12, 0) };
        const page = Number(query.get('page') ?? 1);
        const items = [1, 2].map((n) => listItem({ id: page * 100 + n, title: `Oak piece ${page}.${n}` }));
        return { body: items, headers: pageHeaders(page, 3, 12, 30) };
      },
    });
    const user = userEvent.setup();
    renderApp('/profile/9', { language: 'en' });

    const catalogs = await screen.findByRole('list', { name: 'Catalogs' });
    expect(within(catalogs).getByText('Tables and chairs.')).toBeTruthy();
    expect(catalogs.textContent).not.toContain('<p>');
    expect(await screen.findByRole('link', { name: 'Oak piece 1.1' })).toBeTruthy();

    const productPages = screen.getByRole('navigation', { name: 'Pages: Products' });
    await user.click(within(productPages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Oak piece 3.2' })).toBeTruthy();
    const lastProducts = callsTo('GET', '/contents')
      .map((request) => new URL(request.url).searchParams)
      .filter((query) => query.get('filter[content_type_id]') === '3')
      .at(-1);
    expect(lastProducts?.get('page')).toBe('3');
    expect(lastProducts?.get('filter[author_id]')).toBe('9');
    // One list's pages leave the others alone: the catalogs have one page and no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages: Catalogs' })).toBeNull();
  });
});
