import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { category, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';

const kitchen = category({ id: 5, name: 'Kitchen', slug: 'kitchen' });
const furniture = category({ id: 6, name: 'Furniture', slug: 'furniture' });

/** Products answered per page and category: "<category> product <page>.<n>", three pages of two. */
const productsStub = (request: Request) => {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const categoryId = url.searchParams.get('filter[category_id]');
  const prefix = categoryId === '5' ? 'Kitchen' : 'Any';
  const items = [1, 2].map((n) => listItem({ id: page * 10 + n, title: `${prefix} product ${page}.${n}` }));
  return { body: items, headers: pageHeaders(page, 3, 12, 6) };
};

const params = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? 'http://x').searchParams);

describe('ProductList', () => {
  it('filters by the category slug of ?category= and pages through ?page=', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/categories': { body: [kitchen, furniture] },
      'GET /api/v1/contents': productsStub,
    });
    const user = userEvent.setup();
    renderApp('/products?category=kitchen', { language: 'en' });

    expect(await screen.findByRole('heading', { name: 'Kitchen', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Kitchen product 1.1' })).toBeTruthy();
    expect(params(callsTo('GET', '/contents')[0])).toMatchObject({
      'filter[content_type_id]': '3',
      'filter[category_id]': '5',
      'filter[status]': 'approved',
      page_count: '12',
    });
    const filter = screen.getByRole('navigation', { name: 'Product categories' });
    expect(within(filter).getByRole('link', { name: 'Kitchen' }).getAttribute('aria-current')).toBe('page');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Kitchen product 2.1' })).toBeTruthy();
    expect(params(callsTo('GET', '/contents').at(-1))).toMatchObject({ 'filter[category_id]': '5', page: '2' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(filter).getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('link', { name: 'Any product 1.1' })).toBeTruthy();
    expect(params(callsTo('GET', '/contents').at(-1))).not.toHaveProperty('filter[category_id]');
    expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
  });

  it('opens on the page given in the address and sets the document title', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/categories': { body: [kitchen] },
      'GET /api/v1/contents': productsStub,
    });
    renderApp('/products?page=3', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Any product 3.2' })).toBeTruthy();
    expect(params(callsTo('GET', '/contents')[0])).toMatchObject({ page: '3' });
    await waitFor(() => expect(document.title).toBe('Products — Demo shop'));
  });

  it('says so when there are no products yet', async () => {
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': { body: [], headers: pageHeaders(1, 0, 12, 0) },
    });
    renderApp('/products', { language: 'en' });
    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a failure with "Try again", which loads the list again', async () => {
    let attempts = 0;
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/categories': { body: [] },
      'GET /api/v1/contents': (request) => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: { message: 'Server is busy.' } } : productsStub(request);
      },
    });
    const user = userEvent.setup();
    renderApp('/products', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server is busy.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Any product 1.1' })).toBeTruthy();
  });

  it('answers an unknown category with the not-found page', async () => {
    stubFetch({ ...siteStubs(), 'GET /api/v1/categories': { body: [kitchen] }, 'GET /api/v1/contents': productsStub });
    renderApp('/products?category=no-such-thing', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
