import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';
import { platformOriginOf } from './site-inactive-page';

describe('a site whose licence is not active', () => {
  it('shows that a suspended site is switched off instead of the site, and keeps its name', async () => {
    stubFetch(siteStubs({ status: 'suspended' }));
    renderApp('/products', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This site is switched off for now' })).toBeTruthy();
    expect(screen.getByText('Demo shop')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.title).toBe('This site is switched off for now — Demo shop');
  });

  it('tells the visitor of an expired site, in Serbian, that the owner renews it from the console', async () => {
    stubFetch(siteStubs({ status: 'expired' }));
    renderApp('/', { language: 'srp' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Licenca ovog sajta je istekla' })).toBeTruthy();
    expect(screen.getByText(/vlasnik licencu može da produži u Izlog konzoli/)).toBeTruthy();
  });

  it('says a closed site is closed', async () => {
    stubFetch(siteStubs({ status: 'closed' }));
    renderApp('/', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This site has been closed' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renew the licence in the console' })).toBeNull();
  });

  it('finds the platform site from a site on its subdomain, and not from a custom domain', () => {
    expect(platformOriginOf({ protocol: 'http:', hostname: 'demo.localhost', port: '3000' }, 'demo')).toBe(
      'http://localhost:3000',
    );
    expect(platformOriginOf({ protocol: 'https:', hostname: 'demo.izlog.rs', port: '' }, 'demo')).toBe(
      'https://izlog.rs',
    );
    expect(platformOriginOf({ protocol: 'https:', hostname: 'mojsajt.rs', port: '' }, 'demo')).toBeNull();
  });
});
