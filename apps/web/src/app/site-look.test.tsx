/**
 * The site's look in the shell (issue 16): the visitor's light/dark switch in the header (remembered in this
 * browser), the site's brand colour as the primary colour of the page, and the theme's key on the shell's root.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch } from '@/test/render-app';

const schemeOfPage = () => document.documentElement.getAttribute('data-mantine-color-scheme');
/** The CSS variables Mantine writes for the page (one <style> element). */
const mantineVariables = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('the site’s look', () => {
  it('lets a visitor turn dark mode on and off from the header, remembered by this browser', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    const user = userEvent.setup();
    renderApp('/', { language: 'en' });

    const banner = await screen.findByRole('banner');
    const toggle = await within(banner).findByRole('button', { name: 'Dark mode' });
    // The system prefers light (the stand-in matchMedia matches nothing).
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(schemeOfPage()).toBe('light');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(schemeOfPage()).toBe('dark');
    expect(localStorage.getItem('izlog-color-scheme')).toBe('dark');

    await user.click(toggle);
    expect(schemeOfPage()).toBe('light');
    expect(localStorage.getItem('izlog-color-scheme')).toBe('light');
  });

  it('names the switch in Serbian too', async () => {
    stubFetch({ ...siteStubs(), ...homePageStubs() });
    renderApp('/', { language: 'srp' });
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Tamni režim' })).toBeTruthy();
  });

  it('makes the site’s brand colour the primary colour, and marks the shell with the theme it wears', async () => {
    stubFetch({ ...siteStubs({ brand_color: '#c2255c', template_id: 3 }), ...homePageStubs() });
    renderApp('/', { language: 'en' });

    await waitFor(() => expect(document.querySelector('[data-theme="magazine"]')).not.toBeNull());
    await waitFor(() => expect(mantineVariables()).toContain('--mantine-color-brand-6: #c2255c'));
    expect(mantineVariables()).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
  });

  it('wears Izlog’s green without a brand colour, and the default theme for a template id that names none', async () => {
    stubFetch({ ...siteStubs({ brand_color: null, template_id: 999 }), ...homePageStubs() });
    renderApp('/', { language: 'en' });

    await waitFor(() => expect(document.querySelector('[data-theme="classic"]')).not.toBeNull());
    await waitFor(() => expect(mantineVariables()).toContain('--mantine-color-brand-6: #0b7a57'));
  });
});
