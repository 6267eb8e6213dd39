import type { TModerationComment } from '@izlog/contract/comments';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TContentChanges, TContentVersion } from '@izlog/contract/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listItem } from '@/test/catalogue-fixtures';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { tabName } from '../test/tab-name';

beforeAll(async () => {
  // The modal is a lazy chunk: load it before the first test's clock starts.
  await import('./moderation-modal');
}, 60_000);

const revision = {
  id: 301,
  status: 'on_moderation' as const,
  remark_request_for_edit: null,
  created_at: '2025-03-02T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
};
const editedMug: TContentListItem = {
  ...listItem({ id: 41, title: 'Mug Morning', status: 'approved' }),
  pending_revision: revision,
};
const newLamp: TContentListItem = {
  ...listItem({ id: 42, title: 'Desk lamp', status: 'on_moderation' }),
  pending_revision: null,
};
const travelBlog: TContentListItem = {
  ...listItem({ id: 51, content_type_id: 1, title: 'A week in Zlatibor', status: 'on_moderation', price: null }),
  pending_revision: null,
};

function version(overrides: Partial<TContentVersion>): TContentVersion {
  return {
    title: 'Mug Morning',
    content_text: '<p>A cup for the morning coffee.</p>',
    description: null,
    image: null,
    image_sizes: {},
    stock_image: null,
    category: { id: 3, name: 'Kitchen', slug: 'kitchen' },
    author: { id: 9, username: 'radionica' },
    comments_allowed: false,
    gallery_position: null,
    price: 890,
    currency_id: 1,
    discount: 0,
    discount_type: 0,
    tags: ['coffee'],
    gallery: [],
    video_gallery: [],
    attributes: [],
    locations: [],
    catalogs: [],
    ...overrides,
  };
}

const mugChanges: TContentChanges = {
  id: 41,
  content_type_id: 3,
  status: 'approved',
  pending_revision: revision,
  previous: version({}),
  current: version({ title: 'Mug Morning XL', price: 990 }),
  changed_fields: ['title', 'price'],
};

const comment: TModerationComment = {
  id: 81,
  content_id: 41,
  reply: null,
  text: 'Does it fit in a dishwasher?',
  status: 'on_moderation',
  author_name: 'Milan',
  author_id: null,
  author_avatar: null,
  moderator_comment: null,
  created_at: '2025-03-03T09:00:00.000Z',
  content: { id: 41, title: 'Mug Morning', slug: 'mug-morning', content_type_id: 3 },
  reply_to_text: null,
  moderated_at: null,
};

const page = (items: unknown[]) => ({
  body: items,
  headers: {
    'X-Pagination-Current-Page': '1',
    'X-Pagination-Page-Count': '1',
    'X-Pagination-Total-Count': String(items.length),
  },
});

function moderationStubs(extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    ...signInAs('MODERATOR'),
    'GET /api/v1/moderations/moderation-numbers': { body: { products: 2, catalogs: 0, blogs: 1, comments: 1 } },
    'GET /api/v1/contents': (request) => {
      const query = new URL(request.url).searchParams;
      if (query.get('filter[status]') !== 'on_moderation') return page([]);
      return page(query.get('filter[content_type_id]') === '1' ? [travelBlog] : [editedMug, newLamp]);
    },
    'GET /api/v1/catalogs': page([]),
    // The home page under the modal.
    'GET /api/v1/categories': page([]),
    'GET /api/v1/moderations/content-changes/41': { body: mugChanges },
    'GET /api/v1/moderations/content-changes/42': {
      body: {
        ...mugChanges,
        id: 42,
        status: 'on_moderation',
        pending_revision: null,
        previous: null,
        changed_fields: [],
      },
    },
    'GET /api/v1/moderations/content-changes/51': {
      body: { ...mugChanges, id: 51, content_type_id: 1, pending_revision: null, previous: null, changed_fields: [] },
    },
    'GET /api/v1/moderations/comments-on-moderation': page([comment]),
    ...extra,
  };
}

async function openModeration() {
  const user = userEvent.setup();
  renderApp('/', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Moderation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Moderation' }, { timeout: 10_000 });
  return { user, dialog };
}

/** GETs of the product list on moderation, page 1, sent after the given request. */
function productListReloadsAfter(requests: Request[], after: Request) {
  return requests.slice(requests.indexOf(after) + 1).filter((request) => {
    const url = new URL(request.url);
    return (
      request.method === 'GET' &&
      url.pathname === '/api/v1/contents' &&
      url.searchParams.get('filter[status]') === 'on_moderation' &&
      url.searchParams.get('filter[content_type_id]') === '3' &&
      url.searchParams.get('page') === '1'
    );
  });
}

describe('moderation modal', { timeout: 45_000 }, () => {
  it('opens from the account menu on products, with the counts of what waits in each section', async () => {
    stubFetch(moderationStubs());
    const { dialog } = await openModeration();

    const tabs = within(dialog).getByRole('tablist', { name: 'What waits for moderation' });
    expect(
      within(tabs)
        .getByRole('tab', { name: /Products/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: tabName('Products', 2) })).toBeTruthy());
    expect(within(tabs).getByRole('tab', { name: tabName('Catalogs', 0) })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: tabName('Blogs', 1) })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: tabName('Comments', 1) })).toBeTruthy();

    const list = await within(dialog).findByRole('list', { name: 'Products on moderation' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Mug Morning'), expect.stringContaining('Desk lamp')]);
    expect(within(list).getByRole('button', { name: /Mug Morning/ }).textContent).toContain('Edit of a published item');
  });

  it('is not offered to a front user', async () => {
    stubFetch({
      ...siteStubs(),
      ...signInAs('USER'),
      'GET /api/v1/contents': page([]),
      'GET /api/v1/categories': page([]),
    });
    renderApp('/', { language: 'en' });
    await screen.findByRole('button', { name: 'Log out' });
    expect(screen.queryByRole('button', { name: 'Moderation' })).toBeNull();
  });

  it('shows the approved and the waiting version side by side, approves, and reloads the product list (type 3, page 1)', async () => {
    const { callsTo, requests } = stubFetch(
      moderationStubs({
        'POST /api/v1/moderations/approve-product/41': {
          body: { id: 41, status: 'approved', pending_revision: null, message: 'The product is approved.' },
        },
      }),
    );
    const { user, dialog } = await openModeration();
    const list = await within(dialog).findByRole('list', { name: 'Products on moderation' });
    await user.click(within(list).getByRole('button', { name: /Mug Morning/ }));

    const table = await within(dialog).findByRole('table', {
      name: 'The approved and the waiting version of Mug Morning',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Field', 'Approved version', 'Waiting version']);
    const titleRow = within(table).getByRole('rowheader', { name: /Title/ }).closest('tr')!;
    expect(titleRow.textContent).toContain('Changed');
    expect(
      within(titleRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mug Morning', 'Mug Morning XL']);
    const priceRow = within(table).getByRole('rowheader', { name: /Price/ }).closest('tr')!;
    expect(priceRow.hasAttribute('data-changed')).toBe(true);
    expect(
      within(priceRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['RSD 890', 'RSD 990']);
    const categoryRow = within(table).getByRole('rowheader', { name: 'Category' }).closest('tr')!;
    expect(categoryRow.hasAttribute('data-changed')).toBe(false);
    expect(within(dialog).getByText('Changed fields: 2')).toBeTruthy();

    const numbersBefore = callsTo('GET', '/moderations/moderation-numbers').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(callsTo('POST', '/moderations/approve-product/41')).toHaveLength(1));
    const approval = callsTo('POST', '/moderations/approve-product/41')[0]!;
    // The decision names the edit the moderator saw.
    expect(await approval.clone().json()).toEqual({ revision_id: 301 });
    expect(await screen.findByText('The product is approved.')).toBeTruthy();
    await waitFor(() => expect(productListReloadsAfter(requests, approval).length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(callsTo('GET', '/moderations/moderation-numbers').length).toBeGreaterThan(numbersBefore),
    );
    expect(within(dialog).queryByRole('table', { name: /Mug Morning/ })).toBeNull();
  });

  it('reloads the product list (type 3, page 1) after a decision in another section too', async () => {
    const { callsTo, requests } = stubFetch(
      moderationStubs({
        'POST /api/v1/moderations/approve-blog/51': {
          body: { id: 51, status: 'approved', pending_revision: null, message: 'The blog is approved.' },
        },
      }),
    );
    const { user, dialog } = await openModeration();
    await user.click(within(dialog).getByRole('tab', { name: /Blogs/ }));
    const list = await within(dialog).findByRole('list', { name: 'Blogs on moderation' });
    await user.click(within(list).getByRole('button', { name: /A week in Zlatibor/ }));
    expect(await within(dialog).findByText('This item has never been approved: everything below is new.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(callsTo('POST', '/moderations/approve-blog/51')).toHaveLength(1));
    expect(await callsTo('POST', '/moderations/approve-blog/51')[0]!.clone().json()).toEqual({});
    const approval = callsTo('POST', '/moderations/approve-blog/51')[0]!;
    await waitFor(() => expect(productListReloadsAfter(requests, approval).length).toBeGreaterThan(0));
  });

  it('asks for a remark before sending an edit request, with the contract rule at the field', async () => {
    const { callsTo } = stubFetch(
      moderationStubs({
        'POST /api/v1/moderations/request-for-edit-product/42': {
          body: { id: 42, status: 'request_for_edit', pending_revision: null, message: 'Sent back to the author.' },
        },
      }),
    );
    const { user, dialog } = await openModeration();
    const list = await within(dialog).findByRole('list', { name: 'Products on moderation' });
    await user.click(within(list).getByRole('button', { name: /Desk lamp/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Request an edit' }));

    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Enter at least 2 characters.')).toBeTruthy();
    expect(callsTo('POST', '/moderations/request-for-edit-product/42')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: 'Remark for the author' }));
    await user.paste('The picture is too dark.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    await waitFor(() => expect(callsTo('POST', '/moderations/request-for-edit-product/42')).toHaveLength(1));
    expect(await callsTo('POST', '/moderations/request-for-edit-product/42')[0]!.clone().json()).toEqual({
      remark_request_for_edit: 'The picture is too dark.',
    });
    expect(await screen.findByText('Sent back to the author.')).toBeTruthy();
  });

  it('asks before disapproving', async () => {
    const { callsTo } = stubFetch(
      moderationStubs({
        'POST /api/v1/moderations/disapprove-product/42': {
          body: { id: 42, status: 'deleted', pending_revision: null, message: 'The product is disapproved.' },
        },
      }),
    );
    const { user, dialog } = await openModeration();
    const list = await within(dialog).findByRole('list', { name: 'Products on moderation' });
    await user.click(within(list).getByRole('button', { name: /Desk lamp/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Disapprove' }));

    const confirm = await screen.findByRole('dialog', { name: 'Disapprove “Desk lamp”?' });
    expect(within(confirm).getByText('The author will have to enter it again.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('POST', '/moderations/disapprove-product/42')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    const again = await screen.findByRole('dialog', { name: 'Disapprove “Desk lamp”?' });
    // The reason is optional; the author reads it in the mail and in their list.
    await fillIn(user, within(again).getByLabelText('Reason (optional)'), ' The photo shows another lamp. ');
    await user.click(within(again).getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(callsTo('POST', '/moderations/disapprove-product/42')).toHaveLength(1));
    expect(await callsTo('POST', '/moderations/disapprove-product/42')[0]!.json()).toMatchObject({
      remark_request_for_edit: 'The photo shows another lamp.',
    });
    expect(await screen.findByText('The product is disapproved.')).toBeTruthy();
  });

  it('Escape in the confirmation closes the confirmation only, and then the moderation modal', async () => {
    const { callsTo } = stubFetch(moderationStubs());
    const { user, dialog } = await openModeration();
    const list = await within(dialog).findByRole('list', { name: 'Products on moderation' });
    await user.click(within(list).getByRole('button', { name: /Desk lamp/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Disapprove' }));
    await screen.findByRole('dialog', { name: 'Disapprove “Desk lamp”?' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disapprove “Desk lamp”?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Moderation' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Disapprove' })).toBeTruthy();
    expect(callsTo('POST', '/moderations/disapprove-product/42')).toHaveLength(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Moderation' })).toBeNull());
  });

  it('on a 409 (another moderator was first) shows the message and loads the list again', async () => {
    const { callsTo, requests } = stubFetch(
      moderationStubs({
        'POST /api/v1/moderations/approve-product/42': {
          status: 409,
          body: { name: 'Conflict', message: 'Someone else has already moderated this item.', status: 409 },
        },
      }),
    );
    const { user, dialog } = await openModeration();
    const list = await within(dialog).findByRole('list', { name: 'Products on moderation' });
    await user.click(within(list).getByRole('button', { name: /Desk lamp/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Someone else has already moderated this item.')).toBeTruthy();
    const attempt = callsTo('POST', '/moderations/approve-product/42')[0]!;
    await waitFor(() => expect(productListReloadsAfter(requests, attempt).length).toBeGreaterThan(0));
    expect(within(dialog).queryByRole('group', { name: 'Decision' })).toBeNull();
  });

  it('approves a comment, and shows the server message when disapproving fails', async () => {
    const { callsTo } = stubFetch(
      moderationStubs({
        'POST /api/v1/moderations/approve-comment/81': { body: { ...comment, status: 'approved' } },
        'POST /api/v1/moderations/disapprove-comment/81': {
          status: 409,
          body: { name: 'Conflict', message: 'The comment was already moderated.', status: 409 },
        },
      }),
    );
    const { user, dialog } = await openModeration();
    await user.click(within(dialog).getByRole('tab', { name: /Comments/ }));
    const list = await within(dialog).findByRole('list', { name: 'Comments on moderation' });
    expect(within(list).getByText('Does it fit in a dishwasher?')).toBeTruthy();
    expect(within(list).getByText('On: Mug Morning')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Disapprove the comment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disapprove this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disapprove the comment' }));
    expect(await screen.findByText('The comment was already moderated.')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Approve the comment' }));
    await waitFor(() => expect(callsTo('POST', '/moderations/approve-comment/81')).toHaveLength(1));
    expect(await screen.findByText('The comment is approved.')).toBeTruthy();
  });
});
