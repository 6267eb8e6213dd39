/**
 * A moderator withdraws an approved comment from a product's public thread (decision 0012): Withdraw on each comment
 * and reply, a confirmation that says what leaves the thread, the disapprove call, a notice and the thread without it.
 * Visitors and users who may not moderate see no Withdraw.
 */
import type { TComment, TCommentThread } from '@izlog/contract/comments';
import type { TContent } from '@izlog/contract/contents';
import type { TLicenceRole } from '@izlog/contract/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullContent, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

const product = fullContent({ id: 7, title: 'Šolja za kafu', slug: 'solja-za-kafu', comments_allowed: true });

const comment = (overrides: Partial<TComment> = {}): TComment => ({
  id: 1,
  content_id: product.id,
  reply: null,
  text: 'Lovely cup',
  status: 'approved',
  author_name: 'Ana',
  author_id: null,
  author_avatar: null,
  moderator_comment: null,
  created_at: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

/** Ana's thread with Marko's reply, and Jovan's thread without replies. */
const startingThreads = (): TCommentThread[] => [
  {
    ...comment({ id: 1, text: 'Does it keep coffee warm?' }),
    replies: [comment({ id: 3, reply: 1, text: 'Mine does.', author_name: 'Marko' })],
  },
  { ...comment({ id: 2, text: 'Nice glaze', author_name: 'Jovan' }), replies: [] },
];

/** The product page whose thread the server changes as a withdrawal would: the comment (with its replies) is gone. */
function pageStubs(content: TContent, withdrawal: { status?: number; body?: unknown } = {}) {
  let threads = startingThreads();
  const stubs: TStubTable = {
    ...siteStubs(),
    'GET /api/v1/contents': {
      body: [listItem({ id: content.id, slug: content.slug })],
      headers: pageHeaders(1, 1, 1, 1),
    },
    [`GET /api/v1/contents/${content.id}`]: { body: content },
    [`GET /api/v1/contents/tag-related-content/${content.id}`]: { body: [], headers: pageHeaders(1, 1, 4, 0) },
    'GET /api/v1/comments': () => ({ body: threads, headers: pageHeaders(1, 1, 10, threads.length) }),
  };
  for (const id of [1, 2, 3]) {
    stubs[`POST /api/v1/moderations/disapprove-comment/${id}`] = () => {
      if (withdrawal.status) return { status: withdrawal.status, body: withdrawal.body };
      threads = threads
        .filter((thread) => thread.id !== id)
        .map((thread) => ({ ...thread, replies: thread.replies.filter((reply) => reply.id !== id) }));
      return { body: { ...comment({ id }), status: 'disapproved' } };
    };
  }
  return stubs;
}

async function openProduct(stubs: TStubTable, language: 'en' | 'srp' = 'en') {
  const fetchStub = stubFetch(stubs);
  renderApp('/products/solja-za-kafu', { language });
  const heading = await screen.findByRole('heading', { name: /^(Comments|Komentari)/ }, { timeout: 8000 });
  const section = heading.closest('section') as HTMLElement;
  await within(section).findByText('Does it keep coffee warm?');
  return { user: userEvent.setup(), section, heading, ...fetchStub };
}

describe('a moderator', () => {
  it('withdraws a thread after confirming: the disapprove call, a notice, the thread gone with its replies', async () => {
    const { user, section, heading, callsTo } = await openProduct({ ...signInAs('MODERATOR'), ...pageStubs(product) });
    expect(within(section).getByRole('button', { name: 'Withdraw the comment of Marko' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Withdraw the comment of Jovan' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Withdraw the comment of Ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the comment of Ana?' });
    expect(
      within(dialog).getByText(
        'The comment and its replies will no longer be shown on the site. A withdrawn comment cannot be approved again.',
      ),
    ).toBeTruthy();
    expect(callsTo('POST', '/moderations/disapprove-comment/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the comment' }));

    expect(await screen.findByText('The comment is withdrawn.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('Does it keep coffee warm?')).toBeNull());
    expect(within(section).queryByText('Mine does.')).toBeNull();
    expect(within(section).getByText('Nice glaze')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
    expect(callsTo('POST', '/moderations/disapprove-comment/1')).toHaveLength(1);
    // The replies leave with their thread on the server; the web sends one call.
    expect(callsTo('POST', '/moderations/disapprove-comment/3')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The withdrawn comment took the focused button with it; focus waits on the section's heading.
    expect(document.activeElement).toBe(heading);
  });

  it('withdraws a reply by keyboard: the dialog names a reply, and its thread stays', async () => {
    const { user, section, callsTo } = await openProduct({ ...signInAs('MODERATOR'), ...pageStubs(product) });
    within(section).getByRole('button', { name: 'Withdraw the comment of Marko' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the comment of Marko?' });
    expect(
      within(dialog).getByText(
        'The reply will no longer be shown on the site. A withdrawn comment cannot be approved again.',
      ),
    ).toBeTruthy();
    within(dialog).getByRole('button', { name: 'Withdraw the comment' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(within(section).queryByText('Mine does.')).toBeNull());
    expect(within(section).getByText('Does it keep coffee warm?')).toBeTruthy();
    expect(callsTo('POST', '/moderations/disapprove-comment/3')).toHaveLength(1);
  });

  it('keeps the comment when the dialog is cancelled', async () => {
    const { user, section, callsTo } = await openProduct({ ...signInAs('MODERATOR'), ...pageStubs(product) });
    await user.click(within(section).getByRole('button', { name: 'Withdraw the comment of Jovan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the comment of Jovan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('Nice glaze')).toBeTruthy();
    expect(callsTo('POST', '/moderations/disapprove-comment/2')).toHaveLength(0);
  });

  it("shows the server's message when another moderator was first, and loads the thread again", async () => {
    const conflict = { name: 'Conflict', message: 'This comment has already been moderated.', status: 409 };
    const { user, section, callsTo } = await openProduct({
      ...signInAs('MODERATOR'),
      ...pageStubs(product, { status: 409, body: conflict }),
    });
    const listLoads = callsTo('GET', '/comments').length;
    await user.click(within(section).getByRole('button', { name: 'Withdraw the comment of Jovan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw the comment' }));
    expect(await screen.findByText('This comment has already been moderated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('GET', '/comments').length).toBeGreaterThan(listLoads);
    expect(screen.queryByText('The comment is withdrawn.')).toBeNull();
  });

  it('withdraws in Serbian, also where the content no longer takes comments', async () => {
    const closed = fullContent({ ...product, comments_allowed: false });
    const { user, section } = await openProduct({ ...signInAs('MODERATOR'), ...pageStubs(closed) }, 'srp');
    expect(within(section).queryByRole('button', { name: /Odgovorite/ })).toBeNull();
    const withdraw = within(section).getByRole('button', { name: 'Povuci komentar korisnika Ana' });
    expect(withdraw.textContent).toBe('Povuci');
    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Povući komentar korisnika Ana?' });
    expect(
      within(dialog).getByText(
        'Komentar i odgovori na njega više se neće prikazivati na sajtu. Povučen komentar ne može ponovo da se odobri.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Povuci komentar' }));
    expect(await screen.findByText('Komentar je povučen.')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('Does it keep coffee warm?')).toBeNull());
  });
});

describe('without the comments.moderate ability', () => {
  it.each<[string, TLicenceRole | null]>([
    ['a visitor', null],
    ['a signed-in user', 'USER'],
    ['a client', 'CLIENT'],
  ])('%s sees no Withdraw', async (_who, role) => {
    const { section } = await openProduct({ ...(role ? signInAs(role) : {}), ...pageStubs(product) });
    expect(within(section).getByText('Mine does.')).toBeTruthy();
    expect(within(section).getAllByRole('button', { name: /^Reply to the comment of/ })).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
