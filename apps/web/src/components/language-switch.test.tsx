import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';

describe('language switch', () => {
  it('changes the interface texts, <html lang> and the remembered choice', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(siteStubs({ language: 'srp' }));
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registruj se' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sr-Latn');

    await user.click(screen.getByRole('radio', { name: 'EN' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prijavi se' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('srp');
  });

  it("starts in the licence's language when the visitor has not chosen one", async () => {
    stubFetch(siteStubs({ language: 'en' }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBeNull();
  });

  it("keeps the visitor's stored choice over the licence's language", async () => {
    localStorage.setItem('language', 'srp');
    stubFetch(siteStubs({ language: 'en' }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
  });
});
