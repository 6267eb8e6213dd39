import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';

describe('language switch', () => {
  it('offers Serbian in Latin and in Cyrillic and English, each named in the interface language', async () => {
    stubFetch({ ...siteStubs({ language: 'srp' }), ...homePageStubs() });
    renderApp('/');
    await screen.findByRole('button', { name: 'Prijavi se' });
    const options = screen.getAllByRole('radio').map((option) => option.getAttribute('value'));
    expect(options).toEqual(['srp', 'srp-Cyrl', 'en']);
    expect(screen.getByRole('radio', { name: 'Lat (srpski, latinica)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Ћир (srpski, ćirilica)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'EN (engleski)' })).toBeTruthy();
  });

  it('changes the interface texts, <html lang> and the remembered choice', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch({ ...siteStubs({ language: 'srp' }), ...homePageStubs() });
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registruj se' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sr-Latn');

    await user.click(screen.getByRole('radio', { name: /^EN/ }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prijavi se' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('srp');
  });

  it('shows the Serbian texts in Cyrillic, made from the Latin ones, and asks the server for Serbian', async () => {
    const user = userEvent.setup();
    stubFetch({ ...siteStubs({ language: 'srp', search_status: true }), ...homePageStubs() });
    renderApp('/');
    expect(await screen.findByRole('button', { name: /Pretraga/ })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /^Ћир/ }));

    expect(await screen.findByRole('button', { name: 'Пријави се' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Региструј се' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Претрага/ })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Језик' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Ћир (српски, ћирилица)' })).toHaveProperty('checked', true);
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(localStorage.getItem('language')).toBe('srp-Cyrl');
  });

  it('remembers Cyrillic for the next visit, over the licence language, and still asks the server for srp', async () => {
    localStorage.setItem('language', 'srp-Cyrl');
    const { requests } = stubFetch({ ...siteStubs({ language: 'en' }), ...homePageStubs() });
    renderApp('/', { language: 'srp-Cyrl' });
    expect(await screen.findByRole('button', { name: 'Пријави се' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sr-Cyrl');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((request) => request.headers.get('Accept-Language') === 'srp')).toBe(true);
  });

  it('offers the same three choices as a compact list on the narrowest phones', async () => {
    const matchMedia = window.matchMedia;
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 24em)',
    }));
    const user = userEvent.setup();
    stubFetch({ ...siteStubs({ language: 'srp' }), ...homePageStubs() });
    renderApp('/');
    const list = await screen.findByRole('combobox', { name: 'Jezik' });
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'srp',
      'srp-Cyrl',
      'en',
    ]);

    await user.selectOptions(list, 'srp-Cyrl');

    expect(await screen.findByRole('combobox', { name: 'Језик' })).toHaveProperty('value', 'srp-Cyrl');
    expect(localStorage.getItem('language')).toBe('srp-Cyrl');
  });

  it("starts in the licence's language when the visitor has not chosen one", async () => {
    stubFetch({ ...siteStubs({ language: 'en' }), ...homePageStubs() });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBeNull();
  });

  it("keeps the visitor's stored choice over the licence's language", async () => {
    localStorage.setItem('language', 'srp');
    stubFetch({ ...siteStubs({ language: 'en' }), ...homePageStubs() });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Prijavi se' })).toBeTruthy();
  });
});
