/**
 * Comments on a single product page: the approved threads with replies and the moderator's answer, the form for
 * visitors (name, captcha) and signed-in users, its checks, the server's message on failure (SPEC §8), the
 * moderation notice, and replies.
 */
import type { TComment, TCommentThread } from '@izlog/contract/comments';
import type { TContent } from '@izlog/contract/contents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullContent, listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubAnswer, type TStubTable } from '@/test/render-app';
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
const thread = (overrides: Partial<TComment> = {}, replies: TComment[] = []): TCommentThread => ({
  ...comment(overrides),
  replies,
});

function pageStubs(
  content: TContent,
  threads: TCommentThread[],
  posted: TStubAnswer | ((request: Request) => TStubAnswer),
): TStubTable {
  return {
    ...siteStubs(),
    'GET /api/v1/contents': {
      body: [listItem({ id: content.id, slug: content.slug })],
      headers: pageHeaders(1, 1, 1, 1),
    },
    [`GET /api/v1/contents/${content.id}`]: { body: content },
    [`GET /api/v1/contents/tag-related-content/${content.id}`]: { body: [], headers: pageHeaders(1, 1, 4, 0) },
    'GET /api/v1/comments': { body: threads, headers: pageHeaders(1, 1, 10, threads.length) },
    [`POST /api/v1/comments/post-comment/${content.id}`]: posted,
  };
}

async function openProduct(stubs: TStubTable, language: 'en' | 'srp' = 'en') {
  const fetchStub = stubFetch(stubs);
  renderApp('/products/solja-za-kafu', { language });
  // The page's code and the product load first; the first render of a test file can take a few seconds.
  const heading = await screen.findByRole('heading', { name: /^(Comments|Komentari)/ }, { timeout: 8000 });
  const section = heading.closest('section')!;
  return { user: userEvent.setup(), section: section as HTMLElement, ...fetchStub };
}

describe('the list', () => {
  it('shows approved threads with their replies and the moderator answer, asking for approved ones only', async () => {
    const threads = [
      thread({ id: 1, text: 'Does it keep coffee warm?', moderator_comment: 'Yes, for an hour.' }, [
        comment({ id: 3, reply: 1, text: 'Mine does.', author_name: 'Radionica Jutro', author_id: 9 }),
      ]),
      thread({ id: 2, text: 'Lovely cup', author_name: 'Marko' }),
    ];
    const { section, callsTo } = await openProduct(pageStubs(product, threads, { body: null }));
    expect(await within(section).findByText('Does it keep coffee warm?')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(within(section).getByText('Yes, for an hour.')).toBeTruthy();
    const replies = within(section).getByRole('list', { name: 'Replies to the comment of Ana' });
    expect(within(replies).getByText('Mine does.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Reply to the comment of Marko' })).toBeTruthy();
    const query = new URL(callsTo('GET', '/comments')[0]!.url).searchParams;
    expect(query.get('filter[content_id]')).toBe('7');
    expect(query.get('filter[status]')).toBe('approved');
  });

  it('says when there are no comments yet', async () => {
    const { section } = await openProduct(pageStubs(product, [], { body: null }));
    expect(await within(section).findByText('No comments yet. Be the first to comment.')).toBeTruthy();
  });

  it('shows old comments but no form where comments are closed', async () => {
    const closed = fullContent({ ...product, comments_allowed: false });
    const { section } = await openProduct(pageStubs(closed, [thread()], { body: null }));
    expect(await within(section).findByText('Lovely cup')).toBeTruthy();
    expect(within(section).getByText('Comments on this content are closed.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Post comment' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Reply/ })).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    const stubs = pageStubs(product, [], { body: null });
    stubs['GET /api/v1/comments'] = { status: 500, body: { name: 'Error', message: 'Database is down', status: 500 } };
    const { section } = await openProduct(stubs);
    expect(await within(section).findByText('Database is down')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the form of a visitor', () => {
  it('checks name, text and captcha before sending anything', async () => {
    const { user, section, callsTo } = await openProduct(pageStubs(product, [], { body: null }));
    await within(section).findByAltText('Picture with the check code');
    await fillIn(user, within(section).getByLabelText('Comment'), 'x');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));
    // The name (empty) and the text (one letter) are too short; the captcha is missing.
    expect(await within(section).findAllByText('Enter at least 2 characters.')).toHaveLength(2);
    expect(within(section).getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getAllByText('This field is required.')).toHaveLength(1);
    expect(within(section).getByLabelText('Captcha').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', `/comments/post-comment/${product.id}`)).toHaveLength(0);
  });

  it('sends name, text and captcha, then says the comment waits for moderation and asks for a new picture', async () => {
    const { user, section, callsTo } = await openProduct(
      pageStubs(product, [], { body: comment({ id: 40, text: 'Great cup!', status: 'on_moderation' }) }),
    );
    await within(section).findByAltText('Picture with the check code');
    await fillIn(user, within(section).getByLabelText('Your name'), 'Ana');
    await fillIn(user, within(section).getByLabelText('Comment'), '  Great cup!  ');
    await fillIn(user, within(section).getByLabelText('Captcha'), 'k7x2p');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));

    expect(
      await within(section).findByText(
        'Thank you! Your comment waits for moderation and will appear once it is approved.',
      ),
    ).toBeTruthy();
    expect(await callsTo('POST', `/comments/post-comment/${product.id}`)[0]!.json()).toEqual({
      text: '  Great cup!  ',
      name: 'Ana',
      captcha_id: 'captcha-1',
      captcha: 'k7x2p',
    });
    expect((within(section).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');
    expect((within(section).getByLabelText('Your name') as HTMLInputElement).value).toBe('Ana');
    await waitFor(() => expect(callsTo('GET', '/users/captcha')).toHaveLength(2));
    expect(within(section).queryByText('Great cup!')).toBeNull();
  });

  it("shows the server's message on failure: the wrong captcha beside its field, with a new picture", async () => {
    const { user, section, callsTo } = await openProduct(
      pageStubs(product, [], { status: 422, body: [{ field: 'captcha', message: 'Wrong Captcha' }] }),
    );
    await within(section).findByAltText('Picture with the check code');
    await fillIn(user, within(section).getByLabelText('Your name'), 'Ana');
    await fillIn(user, within(section).getByLabelText('Comment'), 'Great cup!');
    await fillIn(user, within(section).getByLabelText('Captcha'), 'wrong');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));

    expect(await within(section).findByText('Wrong Captcha')).toBeTruthy();
    expect(await screen.findAllByText('Wrong Captcha')).toHaveLength(2);
    expect((within(section).getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect((within(section).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Great cup!');
    await waitFor(() => expect(callsTo('GET', '/users/captcha')).toHaveLength(2));
    expect(within(section).queryByText(/waits for moderation/)).toBeNull();
  });

  it("shows the server's message in Serbian when comments are refused", async () => {
    const { user, section } = await openProduct(
      pageStubs(product, [], {
        status: 403,
        body: { name: 'Forbidden', message: 'Komentari nisu dozvoljeni na ovom sadržaju.', status: 403 },
      }),
      'srp',
    );
    await within(section).findByAltText('Slika sa kodom za proveru');
    await fillIn(user, within(section).getByLabelText('Vaše ime'), 'Ana');
    await fillIn(user, within(section).getByLabelText('Komentar'), 'Odlična šolja');
    await fillIn(user, within(section).getByLabelText('Captcha'), 'k7x2p');
    await user.click(within(section).getByRole('button', { name: 'Pošalji komentar' }));
    expect(await screen.findByText('Komentari nisu dozvoljeni na ovom sadržaju.')).toBeTruthy();
  });
});

describe('the form of a signed-in user', () => {
  it('asks only for the text; a staff comment is shown at once and the list loads again', async () => {
    let threads: TCommentThread[] = [];
    const stubs: TStubTable = {
      ...signInAs('MODERATOR', { username: 'mira' }),
      ...pageStubs(product, [], () => {
        threads = [thread({ id: 50, text: 'Welcome, ask us anything.', author_name: 'mira', author_id: 7 })];
        return { body: threads[0] };
      }),
      'GET /api/v1/comments': () => ({ body: threads, headers: pageHeaders(1, 1, 10, threads.length) }),
    };
    const { user, section, callsTo } = await openProduct(stubs);
    expect(await within(section).findByText('Commenting as mira')).toBeTruthy();
    expect(within(section).queryByLabelText('Your name')).toBeNull();
    expect(within(section).queryByLabelText('Captcha')).toBeNull();
    await fillIn(user, within(section).getByLabelText('Comment'), 'Welcome, ask us anything.');
    await user.click(within(section).getByRole('button', { name: 'Post comment' }));

    expect(await within(section).findByText('Your comment is published.')).toBeTruthy();
    expect(await within(section).findByText('Welcome, ask us anything.')).toBeTruthy();
    expect(await callsTo('POST', `/comments/post-comment/${product.id}`)[0]!.json()).toEqual({
      text: 'Welcome, ask us anything.',
    });
    expect(callsTo('GET', '/users/captcha')).toHaveLength(0);
  });

  it('replies under a comment: the form opens there, sends the answered id and closes with a notice', async () => {
    const { user, section, callsTo } = await openProduct({
      ...signInAs('USER', { username: 'pera' }),
      ...pageStubs(product, [thread({ id: 1, author_name: 'Ana' })], {
        body: comment({ id: 60, reply: 1, status: 'on_moderation' }),
      }),
    });
    await user.click(await within(section).findByRole('button', { name: 'Reply to the comment of Ana' }));
    const replyBox = within(section).getByLabelText('Reply to Ana');
    await fillIn(user, replyBox, 'Same here');
    await user.click(within(section).getByRole('button', { name: 'Post reply' }));

    expect(
      await screen.findByText('Thank you! Your comment waits for moderation and will appear once it is approved.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(section).queryByLabelText('Reply to Ana')).toBeNull());
    expect(await callsTo('POST', `/comments/post-comment/${product.id}`)[0]!.json()).toEqual({
      text: 'Same here',
      reply: 1,
    });
  });

  it('closes the reply form on cancel without sending', async () => {
    const { user, section, callsTo } = await openProduct({
      ...signInAs('USER'),
      ...pageStubs(product, [thread({ id: 1, author_name: 'Ana' })], { body: null }),
    });
    await user.click(await within(section).findByRole('button', { name: 'Reply to the comment of Ana' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByLabelText('Reply to Ana')).toBeNull();
    expect(callsTo('POST', `/comments/post-comment/${product.id}`)).toHaveLength(0);
  });
});
