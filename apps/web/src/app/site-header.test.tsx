/**
 * The header on narrow screens: from 320 px up the site's name, the language switch and the account corner stay in one
 * row — a signed-in user's corner folds into one account menu, a visitor's into "Log in" alone.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

const standInMatchMedia = window.matchMedia;

/** The browser's answer to the header's media queries at a viewport width in CSS pixels (1em = 16px). */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const maxEm = /max-width:\s*([\d.]+)em/.exec(query);
    return {
      ...standInMatchMedia(query),
      matches: maxEm ? width <= Number(maxEm[1]) * 16 : false,
    };
  };
}

describe('site header on narrow screens', () => {
  beforeEach(() => viewportOf(390));
  afterEach(() => {
    window.matchMedia = standInMatchMedia;
  });

  it('gives a signed-in user on a phone one account menu, and keeps the site name and the language switch', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs(), ...signInAs('MODERATOR', { username: 'milan' }) });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    const account = await within(banner).findByRole('button', { name: 'Account: milan' });
    expect(within(banner).getByRole('link', { name: 'Demo shop, home page' }).textContent).toBe('Demo shop');
    expect(within(banner).getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    // The greeting and the buttons are in the menu, not pushing the row off the screen.
    expect(within(banner).queryByText('Hello, milan')).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Log out' })).toBeNull();

    await user.click(account);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Hello, milan')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Moderation' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('keeps the menu on a tablet once signed in, where the greeting and buttons would not fit either', async () => {
    viewportOf(800);
    stubFetch({ ...siteStubs(), ...homePageStubs(), ...signInAs('EDITOR', { username: 'ana' }) });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Account: ana' }));
    const administration = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Administration' });
    expect(administration.getAttribute('href')).toBe('/admin/content/products');
  });

  it('shows a visitor on a phone "Log in" alone; registration is one step on, in the login modal', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Log in' }));
    expect(within(banner).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(banner).getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('button', { name: 'Create an account' })).toBeTruthy();
  });

  it('keeps the whole row on a desktop: greeting, back office and "Log out"', async () => {
    viewportOf(1280);
    stubFetch({ ...siteStubs(), ...homePageStubs(), ...signInAs('EDITOR', { username: 'ana' }) });
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Hello, ana')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: /^Account/ })).toBeNull();
  });

  it('greets a client by its company name, not by the e-mail it logs in with', async () => {
    viewportOf(1280);
    const client = { username: 'stolarija.hrast@example.com', public_name: 'Stolarija Hrast' };
    stubFetch({ ...siteStubs(), ...homePageStubs(), ...signInAs('CLIENT', client) });
    renderApp('/', { language: 'srp' });

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Zdravo, Stolarija Hrast')).toBeTruthy();
    expect(within(banner).queryByText(/stolarija\.hrast@example\.com/)).toBeNull();
  });
});
