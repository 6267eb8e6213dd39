/**
 * The site's settings as visitors see them: the header's logo and name (site_name, else the licence's title), the
 * home page's hero (picture, line, button inside the site), the footer's contact, and nothing broken when unset.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';

const dressed = {
  site_name: 'Radionica Hrast',
  icon: '/media/1/logo/hrast.png',
  site_image: '/media/1/site/hero.jpg',
  overlay_text: 'Nameštaj od punog drveta',
  button_text: 'Pogledajte ponudu',
  link_text: 'products',
  phone: '0601234567',
  address: 'Bulevar oslobođenja 12',
  city: 'Novi Sad',
  country: 'Srbija',
  instagram_url: 'https://www.instagram.com/hrast',
};

describe('header and hero', () => {
  it("show the site's logo, name, picture, line and a button to a page of the site", async () => {
    stubFetch({ ...siteStubs(dressed), ...homePageStubs() });
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Radionica Hrast, home page' });
    expect(home.textContent).toBe('Radionica Hrast');
    expect(home.querySelector('img')?.getAttribute('src')).toBe('/media/1/logo/hrast.png');

    expect(await screen.findByRole('heading', { level: 1, name: 'Radionica Hrast' })).toBeTruthy();
    const hero = await screen.findByRole('region', { name: 'Nameštaj od punog drveta' });
    expect(hero.querySelector('img')?.getAttribute('src')).toBe('/media/1/site/hero.jpg');
    expect(within(hero).getByRole('link', { name: 'Pogledajte ponudu' }).getAttribute('href')).toBe('/products');
    await waitFor(() => expect(document.title).toBe('Radionica Hrast'));

    // The footer's contact comes with its own read, which may land after the page's (a busy machine).
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Radionica Hrast', { selector: 'p' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '0601234567' }).getAttribute('href')).toBe('tel:0601234567');
    expect(within(footer).getByText('Bulevar oslobođenja 12, Novi Sad, Srbija')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://www.instagram.com/hrast',
    );
    expect(within(footer).queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('fall back to the licence title and leave the hero out when the site has set nothing', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    const home = within(banner).getByRole('link', { name: 'Demo shop, home page' });
    expect(home.querySelector('img')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo shop' })).toBeTruthy();
    // The hero would be the region named after the site (it has no line to be named by).
    expect(screen.queryByRole('region', { name: 'Demo shop' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: /^tel:|Instagram/ })).toBeNull();
  });

  it('show a line over no picture, and no button without a link', async () => {
    stubFetch({
      ...siteStubs({ overlay_text: 'Welcome to the workshop', button_text: 'Shop now', link_text: null }),
      ...homePageStubs(),
    });
    renderApp('/', { language: 'en' });

    const hero = await screen.findByRole('region', { name: 'Welcome to the workshop' });
    expect(hero.querySelector('img')).toBeNull();
    expect(within(hero).queryByRole('link')).toBeNull();
  });
});
