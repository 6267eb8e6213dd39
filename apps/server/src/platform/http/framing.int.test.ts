import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, type TTestLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { framingSources } from './security-headers';

let app: TTestApp;
let licence: TTestLicence;
beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
});
afterAll(() => app.close());

const page = (host: string, url = '/') =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', 'accept-language': 'en' } });
const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('who may frame a page (TemplatePreview shows licence sites in frames on the platform site)', () => {
  it('lets a licence site be framed by itself and the platform origin only, with no X-Frame-Options to contradict it', async () => {
    for (const url of ['/', '/api/v1/licences/get-licence-details']) {
      const response = await page(`${licence.titleOfAppUnique}.localhost:3000`, url);
      expect(response.statusCode, url).toBe(200);
      expect(directive(response.headers['content-security-policy'] as string, 'frame-ancestors')).toBe(
        "frame-ancestors 'self' http://localhost:3000",
      );
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('lets the platform site frame the licence sites (its subdomains), a site itself, the video players, nothing else', async () => {
    const response = await page('localhost:3000');
    expect(directive(response.headers['content-security-policy'] as string, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com http://*.localhost:3000",
    );
  });

  it('names the public origin when one is configured, and any port of the platform host when the port is chosen at start', () => {
    const production = framingSources({ PUBLIC_URL: 'https://izlog.rs', PLATFORM_DOMAIN: 'izlog.rs', PORT: 3000 });
    expect(production).toEqual({ frameAncestors: ["'self'", 'https://izlog.rs'], licenceSites: 'https://*.izlog.rs' });
    const ephemeral = framingSources({ PUBLIC_URL: undefined, PLATFORM_DOMAIN: 'localhost', PORT: 0 });
    expect(ephemeral).toEqual({
      frameAncestors: ["'self'", 'http://localhost:*'],
      licenceSites: 'http://*.localhost:*',
    });
  });
});

describe('the HTML of the platform host', () => {
  it('is marked as the platform site, titled Izlog, in the visitor language; a site HTML is not', async () => {
    const platform = await app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { host: 'localhost:3000', 'accept-language': 'srp' },
    });
    expect(platform.statusCode).toBe(200);
    expect(platform.body).toContain('<html lang="sr-Latn" data-area="platform">');
    expect(platform.body).toContain('<title>Izlog</title>');
    expect(platform.body).toContain('na godišnju licencu');

    const site = await page(`${licence.titleOfAppUnique}.localhost:3000`, '/pricing');
    expect(site.statusCode).toBe(200);
    expect(site.body).not.toContain('data-area');
    expect(site.body).toContain(`<title>${licence.titleOfApp}</title>`);
  });
});
