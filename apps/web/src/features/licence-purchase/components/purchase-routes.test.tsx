/**
 * The wizard's pages in the platform site's route table: a buyer coming back with a stored token sees the page they
 * came for once the session is restored, never "sign in" first; without a token the wizard says to sign in and the
 * shell's sign-in opens from it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform } from '@/test/render-platform';
import { catalogueStubs, filledDraft, salesUser, storeDraft } from '../test/purchase-fixtures';

beforeAll(async () => {
  // The pages are lazy chunks: loaded before the clock of the first test starts.
  await import('./purchase-page');
  await import('@/platform/platform-routes');
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('purchase routes on the platform host', { timeout: 60_000 }, () => {
  it('waits for the stored session instead of asking a signed-in buyer to sign in', async () => {
    // The second the page is given below passes on a fake clock, not in real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (() => void) | null = null;
    const verified = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch({ ...catalogueStubs(), 'POST /api/v1/users/verify-sales-user-token': { body: salesUser } });
    const tableFetch = globalThis.fetch;
    // The session check answers only when the test says so.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/users/verify-sales-user-token')) await verified;
      return tableFetch(input, init);
    });
    localStorage.setItem('token', 'stored-token');
    storeDraft(filledDraft({ step: 1 }));
    renderPlatform('/buy');
    // The shell is up (its header asks nothing); give the page time to show what it would before the session is known.
    await screen.findAllByRole('link', { name: 'Pricing' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('heading', { name: 'Sign in to buy a site' })).toBeNull();
    answer!();
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a template' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to buy a site' })).toBeNull();
  });

  it('without a session the wizard says to sign in, and its button opens the sign-in', async () => {
    stubFetch(catalogueStubs());
    const { user } = renderPlatform('/buy');
    const heading = await screen.findByRole('heading', { name: 'Sign in to buy a site' });
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });
});
