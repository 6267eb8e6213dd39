import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem, pageHeaders } from '@/test/catalogue-fixtures';
import { renderApp, siteStubs, stubFetch } from '@/test/render-app';

const profile = {
  id: 9,
  username: 'client@demo.example.com',
  name: null,
  surname: null,
  company_name: 'Drvo i Kamen d.o.o.',
  avatar: null,
  bio: 'Nameštaj od hrasta.',
  public_email: 'prodaja@example.com',
  twitter: null,
  facebook: null,
  instagram: null,
  is_client: true,
  locations: [],
};

describe('public profile', () => {
  it('names the author from their profile even before they publish anything', async () => {
    const { callsTo } = stubFetch({
      ...siteStubs(),
      'GET /api/v1/profiles': { body: [profile] },
      'GET /api/v1/catalogs': { body: [], headers: pageHeaders(1, 0, 12, 0) },
      'GET /api/v1/contents': { body: [], headers: pageHeaders(1, 0, 12, 0) },
    });
    renderApp('/profile/9', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Profile: Drvo i Kamen d.o.o.', level: 1 })).toBeTruthy();
    expect(new URL(callsTo('GET', '/profiles')[0]!.url).searchParams.get('filter[id]')).toBe('9');
  });

  it('is a not-found page for an account that has no public profile', async () => {
    stubFetch({
      ...siteStubs(),
      'GET /api/v1/profiles': { body: [] },
      'GET /api/v1/catalogs': { body: [], headers: pageHeaders(1, 0, 12, 0) },
      'GET /api/v1/contents': {
        body: [listItem({ id: 1, title: 'Ghost', slug: 'ghost' })],
        headers: pageHeaders(1, 1, 12, 1),
      },
    });
    renderApp('/profile/404', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
