import type { TModerationComment } from '@izlog/contract/comments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TInterfaceLanguage } from '@/lib/i18n';
import { stubFetch, type TStubAnswer, type TStubTable } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { CommentsSection } from './comments-section';

const waiting: TModerationComment = {
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

const NOTE_CALL = '/moderations/moderator-comment/81';

/**
 * The queue holds one comment. A successful save answers `saved` and the list, loading again, shows it, as the
 * server would; `failure` answers the save instead.
 */
function commentStubs(comment: TModerationComment, saved: TModerationComment, failure?: TStubAnswer): TStubTable {
  let listed = comment;
  return {
    'GET /api/v1/moderations/comments-on-moderation': () => ({
      body: [listed],
      headers: { 'X-Pagination-Current-Page': '1', 'X-Pagination-Page-Count': '1', 'X-Pagination-Total-Count': '1' },
    }),
    [`POST /api/v1${NOTE_CALL}`]: () => {
      if (failure) return failure;
      listed = saved;
      return { body: saved };
    },
  };
}

function renderComments(language: TInterfaceLanguage = 'en') {
  return renderWithProviders(<CommentsSection page={1} onPageChange={() => {}} onDecided={() => {}} />, { language });
}

describe('the moderator comment in the comment queue', { timeout: 30_000 }, () => {
  it('writes a note with a character count, saves it, and shows it in the list that loads again', async () => {
    const note = 'Yes, up to 60 °C.';
    const { callsTo } = stubFetch(commentStubs(waiting, { ...waiting, moderator_comment: note }));
    const { user } = renderComments();
    const list = await screen.findByRole('list', { name: 'Comments on moderation' });
    const open = within(list).getByRole('button', { name: 'Moderator comment' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const field = within(list).getByRole('textbox', { name: 'Moderator comment' });
    expect(document.activeElement).toBe(field);
    expect((field as HTMLTextAreaElement).value).toBe('');
    await user.paste(note);
    expect(within(list).getByText(`${note.length} of 2000 characters`)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', NOTE_CALL)).toHaveLength(1));
    expect(await callsTo('POST', NOTE_CALL)[0]!.clone().json()).toEqual({ moderator_comment: note });
    expect(await screen.findByText('The moderator comment is saved.')).toBeTruthy();
    expect(await within(list).findByText(note)).toBeTruthy();
    expect(within(list).queryByRole('textbox')).toBeNull();
    // Focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Moderator comment' }));
  });

  it("shows the server's field message at the field, in the user's language, and keeps the form open", async () => {
    const message = 'Unesite najviše 2000 znakova.';
    const { callsTo } = stubFetch(
      commentStubs(waiting, waiting, { status: 422, body: [{ field: 'moderator_comment', message }] }),
    );
    const { user } = renderComments('srp');
    const list = await screen.findByRole('list', { name: 'Komentari na moderaciji' });
    await user.click(within(list).getByRole('button', { name: 'Komentar moderatora' }));
    await user.paste('Da, do 60 °C.');
    await user.click(within(list).getByRole('button', { name: 'Sačuvaj' }));

    await waitFor(() => expect(callsTo('POST', NOTE_CALL)).toHaveLength(1));
    expect(callsTo('POST', NOTE_CALL)[0]!.headers.get('Accept-Language')).toBe('srp');
    const field = within(list).getByRole('textbox', { name: 'Komentar moderatora' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    const fieldMessage = within(list)
      .getAllByText(message)
      .find((node) => describedBy.includes(node.id));
    expect(fieldMessage).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Da, do 60 °C.');
  });

  it('removes the note only after a confirmation, which Cancel leaves unsent', async () => {
    const noted = { ...waiting, moderator_comment: 'Yes, up to 60 °C.' };
    const { callsTo } = stubFetch(commentStubs(noted, { ...waiting, moderator_comment: null }));
    const { user } = renderComments();
    const list = await screen.findByRole('list', { name: 'Comments on moderation' });
    expect(within(list).getByText('Yes, up to 60 °C.')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Moderator comment' }));
    expect((within(list).getByRole('textbox', { name: 'Moderator comment' }) as HTMLTextAreaElement).value).toBe(
      'Yes, up to 60 °C.',
    );

    const remove = within(list).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove the moderator comment?' });
    expect(within(confirm).getByText('Visitors will no longer see it under the comment.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove the moderator comment?' })).toBeNull());
    expect(callsTo('POST', NOTE_CALL)).toHaveLength(0);
    expect(document.activeElement).toBe(remove);

    await user.click(remove);
    const again = await screen.findByRole('dialog', { name: 'Remove the moderator comment?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('POST', NOTE_CALL)).toHaveLength(1));
    expect(await callsTo('POST', NOTE_CALL)[0]!.clone().json()).toEqual({ moderator_comment: '' });
    expect(await screen.findByText('The moderator comment is removed.')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Yes, up to 60 °C.')).toBeNull());
  });
});
