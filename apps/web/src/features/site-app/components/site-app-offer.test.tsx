/** The footer offers the site's app: the browser's install dialog, the iOS hint once, the Google Play link. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { IOS_HINT_DISMISSED_KEY, listenForInstallOffer, resetInstallOfferForTests } from '../install-offer';
import { SiteAppOffer } from './site-app-offer';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** What Chromium sends when the site can be installed. */
function announceInstallable() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

function runsInstalled(installed: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: installed && query === '(display-mode: standalone)',
  }));
}

beforeEach(() => {
  resetInstallOfferForTests();
  localStorage.clear();
  listenForInstallOffer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app offer in the footer', () => {
  it('shows nothing where the browser offers no install and the site has no store app', () => {
    renderWithProviders(<SiteAppOffer licence={{ android_app_link: null }} />);
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('opens the browser’s install dialog from the "Install the app" button, by keyboard, then goes away', async () => {
    renderWithProviders(<SiteAppOffer licence={{ android_app_link: null }} />);
    const { prompt, event } = announceInstallable();
    // The browser's own mini-bar is held back: the site offers it in its own words.
    expect(event.defaultPrevented).toBe(true);
    const button = await screen.findByRole('button', { name: 'Install the app' });
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('speaks Serbian on a Serbian page', async () => {
    renderWithProviders(<SiteAppOffer licence={{ android_app_link: null }} />, { language: 'srp' });
    announceInstallable();
    expect(await screen.findByRole('button', { name: 'Instaliraj aplikaciju' })).toBeTruthy();
  });

  it('offers nothing to install when the site already runs as an installed app, but keeps the store link', async () => {
    runsInstalled(true);
    renderWithProviders(
      <SiteAppOffer licence={{ android_app_link: 'https://play.google.com/store/apps/details?id=rs.izlog.demo' }} />,
    );
    announceInstallable();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByRole('link', { name: /Get it on Google Play/ }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=rs.izlog.demo',
    );
  });

  it('links to the site’s app on Google Play in a new tab, said so to screen readers', () => {
    renderWithProviders(
      <SiteAppOffer licence={{ android_app_link: 'https://play.google.com/store/apps/details?id=rs.izlog.demo' }} />,
      { language: 'srp' },
    );
    const link = screen.getByRole('link', { name: /Preuzmite sa Google Play/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('tells iPhone Safari visitors how to add the site to the home screen, until they close the tip', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const first = renderWithProviders(<SiteAppOffer licence={{ android_app_link: null }} />);
    expect(screen.getByText(/tap Share, then “Add to Home Screen”/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close the tip' }));
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
    expect(localStorage.getItem(IOS_HINT_DISMISSED_KEY)).toBe('1');
    first.unmount();

    // The next page of the visit, or the next visit: the tip is not shown again.
    resetInstallOfferForTests();
    listenForInstallOffer();
    renderWithProviders(<SiteAppOffer licence={{ android_app_link: null }} />);
    expect(screen.queryByText('The app')).toBeNull();
  });
});
