/**
 * The licence the server writes into the page (issue 16 item 6): the site's shell renders from it without asking the
 * API, asks again once it is older than the details' stale time, and asks as before when the page carries none or a
 * broken one.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homePageStubs, renderApp, siteStubs, stubFetch, testLicence } from '@/test/render-app';
import { LICENCE_SCRIPT_ID, readInlinedLicence, seedInlinedLicence } from './inlined-licence';

/** The block as the server writes it: `<`, `>` and `&` as JSON escapes. */
function writeLicenceIntoPage(text: string, renderedAt: number = Date.now()) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LICENCE_SCRIPT_ID;
  element.dataset.renderedAt = String(renderedAt);
  element.textContent = text;
  document.head.append(element);
}
const escaped = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

afterEach(() => document.getElementById(LICENCE_SCRIPT_ID)?.remove());

const siteName = 'Hrast <Radionica> & sin';
const { 'GET /api/v1/licences/get-licence-details': _asked, ...withoutLicenceCall } = siteStubs();

describe("the page's own licence", () => {
  it('renders the site without asking for the licence', async () => {
    writeLicenceIntoPage(escaped({ ...testLicence, site_name: siteName }));
    // No stub for get-licence-details: a call would fail the test.
    const fetches = stubFetch({ ...withoutLicenceCall, ...homePageStubs() });
    renderApp('/', { language: 'en', prepare: (client) => seedInlinedLicence(client) });

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: `${siteName}, home page` })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(fetches.callsTo('GET', '/licences/get-licence-details')).toHaveLength(0);
  });

  it('is asked for again when the page was made longer ago than the details stay fresh', async () => {
    writeLicenceIntoPage(escaped({ ...testLicence, site_name: 'Staro ime' }), Date.now() - 10 * 60_000);
    const fetches = stubFetch({ ...siteStubs({ site_name: 'Novo ime' }), ...homePageStubs() });
    renderApp('/', { language: 'en', prepare: (client) => seedInlinedLicence(client) });

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Novo ime, home page' })).toBeTruthy();
    expect(fetches.callsTo('GET', '/licences/get-licence-details')).toHaveLength(1);
  });

  it('is asked for as before when the page carries none, or one that cannot be read', async () => {
    for (const text of [null, '{"id": 1, "site_name": "broken', '{"id": "1"}']) {
      if (text !== null) writeLicenceIntoPage(text);
      expect(readInlinedLicence(), String(text)).toBeNull();
      document.getElementById(LICENCE_SCRIPT_ID)?.remove();
    }
    writeLicenceIntoPage('{"id": 1, "site_name": "broken');
    const fetches = stubFetch({ ...siteStubs({ site_name: 'Iz API-ja' }), ...homePageStubs() });
    renderApp('/', { language: 'en', prepare: (client) => seedInlinedLicence(client) });

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Iz API-ja, home page' })).toBeTruthy();
    expect(fetches.callsTo('GET', '/licences/get-licence-details')).toHaveLength(1);
  });

  it('is never dated after now, whatever the server clock says', () => {
    writeLicenceIntoPage(escaped(testLicence), Date.now() + 60 * 60_000);
    const inlined = readInlinedLicence();
    expect(inlined?.licence).toEqual(testLicence);
    expect(inlined?.renderedAt).toBeLessThanOrEqual(Date.now());
  });
});
