import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { category, fullContent } from '@/test/catalogue-fixtures';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { chairs } from '../test/management-stubs';

// Back-office screens are lazy chunks with large forms: on a busy machine the first paint takes seconds.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });
// ProseMirror asks where things are on the screen (the caret on a click, scrolling to the selection while typing);
// jsdom lays nothing out, so it answers "nowhere".
beforeAll(() => {
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const diaries = category({ id: 2, name: 'Diaries', content_type_id: 1 });

const clientProfile = {
  id: 9,
  username: 'radionica',
  name: null,
  surname: null,
  company_name: 'Radionica Jutro',
  avatar: null,
  bio: null,
  public_email: null,
  twitter: null,
  facebook: null,
  instagram: null,
  is_client: true,
  locations: [{ id: 55, country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 1', primary_location: 0 }],
};

const memberStubs = (role: 'CLIENT' | 'USER') => ({
  ...siteStubs(),
  ...signInAs(role, { id: 9 }),
  'GET /api/v1/categories': (request: Request) => ({
    body: new URL(request.url).searchParams.get('filter[content_type_id]') === '3' ? [chairs] : [diaries],
  }),
  'GET /api/v1/profiles': { body: [clientProfile] },
  'GET /api/v1/catalogs/get-user-catalogs-no-pagination': { body: [] },
  'GET /api/v1/contents': { body: [] },
  'GET /api/v1/catalogs': { body: [] },
});

const stockStubs = {
  'GET /api/v1/stock-photos/topics': {
    body: [{ id: 'home', slug: 'home', title: 'Dom', description: null, total_photos: 1, cover_photo: null }],
  },
  'GET /api/v1/stock-photos/topics/home/photos': {
    body: [
      {
        id: 'chair-1',
        description: null,
        alt_description: 'Oak chair in a garden',
        width: 1500,
        height: 1000,
        color: null,
        urls: { raw: '/r', full: '/f', regular: '/g', small: '/s/chair-1-small.webp', thumb: '/t' },
        links: { download_location: '/stock-library/chair-1/download' },
        user: { name: 'Izlog', links: { html: 'https://izlog.example.com' } },
      },
    ],
  },
};

const sent = (body: FormData | null, name: string) =>
  body?.getAll(name).map((value) => (value instanceof File ? value.name : String(value)));

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('client product editor', () => {
  it('shows SPEC §5 rules at the fields: name, and for publishing a category and the main photo', async () => {
    const { callsTo } = stubFetch(memberStubs('CLIENT'));
    const user = userEvent.setup();
    renderApp('/my/products/new', { language: 'en' });

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await fillIn(user, name, 'Oak chair');
    await user.click(screen.getByRole('button', { name: 'Send to moderation' }));
    expect(await screen.findByText('The main photo is required.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(callsTo('POST', '/contents/user-create-product')).toHaveLength(0);
  });

  it('offers the category’s attribute values and the client’s own locations, and sends a new product to moderation', async () => {
    const created = fullContent({ id: 100, title: 'Oak chair', status: 'on_moderation' });
    const { callsTo, sentFormData } = stubFetch({
      ...memberStubs('CLIENT'),
      ...stockStubs,
      'POST /api/v1/contents/user-create-product': { body: created },
    });
    const user = userEvent.setup();
    renderApp('/my/products/new', { language: 'en' });

    await fillIn(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Oak chair');
    expect(screen.getByText('Choose a category to see its attributes.')).toBeTruthy();
    await choose(user, 'Category', 'Chairs');
    await choose(user, 'Colour', 'Oak');
    await choose(user, 'Locations', 'Zmaj Jovina 1, Novi Sad, Srbija');
    await user.click(screen.getByRole('button', { name: 'Choose from the gallery' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Photo gallery' })).findByRole('button', {
        name: 'Oak chair in a garden',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send to moderation' }));

    expect(await screen.findByText('Sent to moderation.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/contents/user-create-product')[0]);
    expect(sent(body, 'title')).toEqual(['Oak chair']);
    expect(sent(body, 'category_id')).toEqual(['7']);
    expect(sent(body, 'attribute_values')).toEqual(['702']);
    expect(sent(body, 'locations')).toEqual(['55']);
    expect(sent(body, 'catalogs')).toEqual(['']);
    expect(sent(body, 'stock_image')).toEqual(['/stock-library/chair-1/download']);
    expect(body?.has('image')).toBe(false);
    expect(body?.has('price')).toBe(false);
    expect(sent(body, 'discount')).toEqual(['0']);
    expect(await screen.findByRole('heading', { name: 'My products' })).toBeTruthy();
  });

  it('publishes an existing draft: saves it as a draft, then sends it on with publish-product-draft', async () => {
    const draft = fullContent({
      id: 101,
      title: 'Oak chair',
      status: 'draft',
      category: { id: 7, name: 'Chairs', slug: 'chairs' },
    });
    const { callsTo } = stubFetch({
      ...memberStubs('CLIENT'),
      'GET /api/v1/contents/101': { body: draft },
      'POST /api/v1/contents/update-product-draft/101': { body: draft },
      'POST /api/v1/moderations/publish-product-draft/101': { body: { ...draft, status: 'on_moderation' } },
    });
    const user = userEvent.setup();
    renderApp('/my/products/101', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Send to moderation' }));
    expect(await screen.findByText('Sent to moderation.')).toBeTruthy();
    expect(callsTo('POST', '/contents/update-product-draft/101')).toHaveLength(1);
    expect(callsTo('POST', '/moderations/publish-product-draft/101')).toHaveLength(1);
    expect(callsTo('POST', '/contents/user-update-product/101')).toHaveLength(0);
  });

  it('shows the moderator’s remark on a request for edit', async () => {
    const returned = fullContent({
      id: 102,
      title: 'Oak chair',
      status: 'request_for_edit',
      remark_request_for_edit: 'Please add a clearer photo.',
    });
    stubFetch({ ...memberStubs('CLIENT'), 'GET /api/v1/contents/102': { body: returned } });
    renderApp('/my/products/102', { language: 'en' });

    expect(await screen.findByText('The moderator asks for changes')).toBeTruthy();
    expect(screen.getByText('Please add a clearer photo.')).toBeTruthy();
    expect(screen.getByText('Request for edit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
  });

  it('opens an approved product whose edit was sent back with that edit, its remark, and sends it again', async () => {
    const approved = fullContent({
      id: 103,
      title: 'Oak chair',
      status: 'approved',
      price: 4500,
      category: { id: 7, name: 'Chairs', slug: 'chairs' },
      remark_request_for_edit: 'Say what the seat is made of.',
      pending_revision: {
        id: 31,
        status: 'request_for_edit',
        remark_request_for_edit: 'Say what the seat is made of.',
        created_at: '2025-03-02T10:00:00.000Z',
        updated_at: '2025-03-02T11:00:00.000Z',
      },
    });
    const version = (title: string, price: number) => ({
      title,
      content_text: null,
      description: 'Oak, oiled.',
      image: '/media/1/content/103-900x600.webp',
      image_sizes: {},
      stock_image: null,
      category: { id: 7, name: 'Chairs', slug: 'chairs' },
      author: { id: 9, username: 'radionica' },
      comments_allowed: false,
      gallery_position: null,
      price,
      currency_id: 1,
      discount: 0,
      discount_type: 0,
      tags: ['oak', 'garden'],
      gallery: [],
      video_gallery: [],
      attributes: [],
      locations: [],
      catalogs: [],
    });
    const { callsTo, sentFormData } = stubFetch({
      ...memberStubs('CLIENT'),
      'GET /api/v1/contents/103': { body: approved },
      'GET /api/v1/moderations/content-changes/103': {
        body: {
          id: 103,
          content_type_id: 3,
          status: 'approved',
          pending_revision: approved.pending_revision,
          previous: version('Oak chair', 4500),
          current: version('Oak garden chair', 5200),
          changed_fields: ['title', 'price', 'tags'],
        },
      },
      'POST /api/v1/contents/user-update-product/103': { body: approved },
    });
    const user = userEvent.setup();
    renderApp('/my/products/103', { language: 'en' });

    // The form goes on from the waiting edit, not from the approved version the public sees.
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Oak garden chair');
    expect((screen.getByRole('textbox', { name: /^Price/ }) as HTMLInputElement).value).toBe('5200');
    const note = screen.getByRole('note');
    expect(within(note).getByText('Say what the seat is made of.')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Edit sent back for changes')).toBeTruthy();
    expect(
      screen.getByText(
        'The site keeps showing the approved version until your edit is approved; the form shows your edit.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send to moderation' }));
    expect(await screen.findByText('Sent to moderation.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/contents/user-update-product/103')[0]);
    expect(sent(body, 'title')).toEqual(['Oak garden chair']);
    expect(sent(body, 'price')).toEqual(['5200']);
    expect(sent(body, 'tags')).toEqual(['oak, garden']);
  });
});

describe('front user blog editor', () => {
  it('writes through the mod_* fields and saves a draft without a category', async () => {
    const draft = fullContent({ id: 200, content_type_id: 1, title: 'My trip', status: 'draft' });
    const { callsTo, sentFormData } = stubFetch({
      ...memberStubs('USER'),
      'POST /api/v1/contents/create-blog-draft': { body: draft },
      'GET /api/v1/contents/200': { body: draft },
    });
    const user = userEvent.setup();
    renderApp('/my/blogs/new', { language: 'en' });

    await fillIn(user, await screen.findByRole('textbox', { name: /^Title/ }), 'My trip');
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.click(text);
    await fillIn(user, text, 'We went to the lake.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The draft is saved.')).toBeTruthy();
    const body = sentFormData(callsTo('POST', '/contents/create-blog-draft')[0]);
    expect(sent(body, 'mod_title')).toEqual(['My trip']);
    expect(sent(body, 'mod_content_text')).toEqual(['<p>We went to the lake.</p>']);
    expect(body?.has('title')).toBe(false);
    expect(body?.has('price')).toBe(false);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit blog' })).toBeTruthy());
  });

  it('keeps an approved blog out of drafts: it is only sent to moderation again', async () => {
    const approved = fullContent({ id: 201, content_type_id: 1, title: 'My trip', status: 'approved' });
    stubFetch({ ...memberStubs('USER'), 'GET /api/v1/contents/201': { body: approved } });
    renderApp('/my/blogs/201', { language: 'en' });

    expect(await screen.findByRole('button', { name: 'Send to moderation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.getByText('Approved')).toBeTruthy();
  });

  it('is in Serbian too', async () => {
    stubFetch(memberStubs('USER'));
    renderApp('/my/blogs/new');

    expect(await screen.findByRole('heading', { name: 'Novi blog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sačuvaj nacrt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pošalji na moderaciju' })).toBeTruthy();
  });
});

describe('client catalog editor', () => {
  it('asks for name, category and photo even for a draft (the server needs them)', async () => {
    const { callsTo } = stubFetch(memberStubs('CLIENT'));
    const user = userEvent.setup();
    renderApp('/my/catalogs/new', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(callsTo('POST', '/catalogs/create-catalog-draft')).toHaveLength(0);
  });
});
