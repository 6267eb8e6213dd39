/**
 * Every modal the host opens gives focus back, once closed, to what opened it (WCAG 2.4.3): a keyboard user goes on
 * from where they were, not from the top of the page.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openModal } from '@/lib/modal-store';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';

// The modals are lazy chunks: on a busy machine the first one takes seconds to load.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

describe('the modal host', () => {
  it('gives focus back to the button that opened a modal when Escape closes it', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const searchButton = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Search' });
    await user.click(searchButton);
    await screen.findByRole('dialog', { name: 'Search the site' });
    await waitFor(() => expect(document.activeElement).not.toBe(searchButton));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search the site' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(searchButton));
  });

  it('gives focus back to the first opener after one modal led to another (login, then registration)', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const loginButton = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log in' });
    await user.click(loginButton);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(login).getByRole('button', { name: 'Create an account' }));
    const register = await screen.findByRole('dialog', { name: 'Register' });

    await user.click(within(register).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(loginButton));
  });

  it("moves focus nowhere when nothing had it as the modal opened, not to an earlier modal's opener", async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const searchButton = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Search' });
    await user.click(searchButton);
    await screen.findByRole('dialog', { name: 'Search the site' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(searchButton));

    // Opened by the app itself (an expired session, a link from an e-mail) while nothing on the page had focus.
    searchButton.blur();
    act(() => openModal({ name: 'loginModal' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(document.activeElement).toBe(document.body);
  });
});
