import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { category, fullContent } from '@/test/catalogue-fixtures';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { chairs } from '../test/management-stubs';

// Back-office screens are lazy chunks with large forms: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const articleCategory = category({ id: 4, name: 'City news', content_type_id: 2 });

const staffStubs = () => ({
  ...siteStubs(),
  ...signInAs('ADMIN', { id: 5 }),
  'GET /api/v1/categories': (request: Request) => ({
    body: new URL(request.url).searchParams.get('filter[content_type_id]') === '3' ? [chairs] : [articleCategory],
  }),
  'GET /api/v1/profiles': { body: [] },
  'GET /api/v1/catalogs/get-licence-catalogs-no-pagination': { body: [] },
});

const sent = (body: FormData | null, name: string) => body?.getAll(name).map(String);

describe('staff editor', () => {
  it('shows the title rule as the user leaves the field, in the contract’s words', async () => {
    stubFetch(staffStubs());
    const user = userEvent.setup();
    renderApp('/admin/content/articles/new', { language: 'en' });

    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, 'A');
    await user.tab();
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    await user.type(title, 'B');
    await waitFor(() => expect(screen.queryByText('Enter at least 2 characters.')).toBeNull());
  });

  it('publishing asks for category and main photo; nothing is sent until they are there', async () => {
    const { callsTo } = stubFetch(staffStubs());
    const user = userEvent.setup();
    renderApp('/admin/content/articles/new', { language: 'en' });

    await fillIn(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Opening day');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('The main photo is required.')).toBeTruthy();
    expect(callsTo('POST', '/contents/admin-create-article')).toHaveLength(0);
  });

  it('saves a draft with only a title, then edits that draft', async () => {
    const draft = fullContent({ id: 81, content_type_id: 2, title: 'Opening day', status: 'draft', image: null });
    const { callsTo, sentFormData } = stubFetch({
      ...staffStubs(),
      'POST /api/v1/contents/create-article-draft': { body: draft },
      'GET /api/v1/contents/81': { body: draft },
    });
    const user = userEvent.setup();
    renderApp('/admin/content/articles/new', { language: 'en' });

    await fillIn(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Opening day');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The draft is saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/contents/create-article-draft')[0]);
    expect(sent(body, 'title')).toEqual(['Opening day']);
    expect(body?.has('category_id')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Edit article' })).toBeTruthy();
    expect(await within(screen.getByRole('main')).findByText('Draft')).toBeTruthy();
  });

  it('has a bidding tab that asks to save a new item first, and switching tabs keeps the form', async () => {
    const { callsTo } = stubFetch(staffStubs());
    const user = userEvent.setup();
    renderApp('/admin/content/products/new', { language: 'en' });

    await fillIn(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Oak chair');
    await user.click(screen.getByRole('tab', { name: 'Bidding' }));
    expect(await screen.findByRole('heading', { name: 'First place in its category' })).toBeTruthy();
    expect(screen.getByText('Save the item to place it first.')).toBeTruthy();
    // Nothing to place or list yet.
    expect(screen.queryByRole('button', { name: 'Place first' })).toBeNull();
    expect(callsTo('GET', '/bidding-items')).toHaveLength(0);
    // Back on the content tab, what was typed is still there.
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Oak chair');
  });

  it('publishes an edited product with SPEC §5 payload rules and the category’s attribute values', async () => {
    const product = fullContent({
      id: 90,
      title: 'Oak chair',
      status: 'draft',
      category: { id: 7, name: 'Chairs', slug: 'chairs' },
      price: null,
      attributes: [],
    });
    const { callsTo, sentFormData } = stubFetch({
      ...staffStubs(),
      'GET /api/v1/contents/90': { body: product },
      'POST /api/v1/contents/admin-update-product/90': { body: { ...product, status: 'approved' } },
      'GET /api/v1/contents': { body: [] },
      'GET /api/v1/users': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/admin/content/products/90', { language: 'en' });

    expect(await screen.findByDisplayValue('Oak chair')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(callsTo('POST', '/contents/admin-update-product/90')).toHaveLength(1));
    const body = sentFormData(callsTo('POST', '/contents/admin-update-product/90')[0]);
    expect(sent(body, 'title')).toEqual(['Oak chair']);
    expect(sent(body, 'category_id')).toEqual(['7']);
    // An update keeps what it is not sent (decision 0050): the empty price goes empty, which is "on request".
    expect(sent(body, 'price')).toEqual(['']);
    expect(sent(body, 'discount')).toEqual(['0']);
    expect(sent(body, 'discount_type')).toEqual(['0']);
    expect(sent(body, 'attribute_values')).toEqual(['']);
    expect(body?.has('image')).toBe(false);
    expect(await screen.findByText('Published.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
  });

  it('shows the price rule at the field and the server’s 422 messages beside their fields', async () => {
    const product = fullContent({ id: 91, title: 'Oak chair', category: { id: 7, name: 'Chairs', slug: 'chairs' } });
    stubFetch({
      ...staffStubs(),
      'GET /api/v1/contents/91': { body: product },
      'POST /api/v1/contents/admin-update-product/91': {
        status: 422,
        body: [{ field: 'catalogs', message: 'These catalogs cannot be used: 3.' }],
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/content/products/91', { language: 'en' });

    const price = await screen.findByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await fillIn(user, price, '12,3x');
    await user.tab();
    expect(
      await screen.findByText('Enter a price such as 1234.50, or leave it empty for price on request.'),
    ).toBeTruthy();
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText('These catalogs cannot be used: 3.')).not.toHaveLength(0);
  });
});
