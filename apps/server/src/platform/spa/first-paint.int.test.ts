/**
 * A licence's HTML carries what its first page would otherwise wait for (issue 16 item 6): the licence's public
 * details, exactly as get-licence-details answers, in a JSON block no site text can break out of; and preloads of the
 * first page's theme, texts and screen chunks, found in Vite's manifest.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../test/factories';
import { call, createTestApp, TEST_INDEX_HTML, type TTestApp } from '../../../test/harness';
import { LICENCE_SCRIPT_ID } from './licence-in-html';

/** A build's manifest as Vite writes it, shortened: the entry, both languages, the themes and two screens. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_shared-S1.js'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js' },
  '_picture-P1.js': { file: 'assets/picture-P1.js', imports: ['_shared-S1.js'] },
  'src/locales/srp.ts': { file: 'assets/srp-L1.js', isDynamicEntry: true },
  'src/locales/en.ts': { file: 'assets/en-L2.js', isDynamicEntry: true },
  'src/themes/classic/index.ts': { file: 'assets/index-C1.js', isDynamicEntry: true, imports: ['_picture-P1.js'] },
  'src/themes/showcase/index.ts': { file: 'assets/index-C2.js', isDynamicEntry: true, css: ['assets/index-S2.css'] },
  'src/themes/magazine/index.ts': { file: 'assets/index-C3.js', isDynamicEntry: true, css: ['assets/index-S3.css'] },
  'src/app/routes/home-route.tsx': {
    file: 'assets/home-route-R1.js',
    isDynamicEntry: true,
    imports: ['_picture-P1.js'],
  },
  'src/app/routes/single-product-route.tsx': { file: 'assets/single-product-route-R2.js', isDynamicEntry: true },
};

let app: TTestApp;
let withoutManifest: TTestApp;
beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'izlog-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  [app, withoutManifest] = await Promise.all([createTestApp({ WEB_DIST_DIR: webDir }), createTestApp()]);
});
afterAll(() => Promise.all([app.close(), withoutManifest.close()]));

const page = (host: string, url = '/', on: TTestApp = app) =>
  on.inject({ method: 'GET', url, headers: { host, accept: 'text/html', 'accept-language': 'en' } });
const siteHost = (licence: { titleOfAppUnique: string }) => `${licence.titleOfAppUnique}.localhost:3000`;

/** The JSON block's text and its data, as the browser's parser and the web app would read them. */
function inlinedLicenceOf(html: string) {
  const block = new RegExp(`<script type="application/json" id="${LICENCE_SCRIPT_ID}" data-rendered-at="(\\d+)">`).exec(
    html,
  );
  if (!block) return null;
  const start = block.index + block[0].length;
  // The HTML parser ends a script's text at the first `</script`, whatever it is inside of.
  const text = html.slice(start, html.indexOf('</script', start));
  return { text, data: JSON.parse(text) as Record<string, unknown>, renderedAt: Number(block[1]) };
}
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const stylePreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("the licence's details in its HTML", () => {
  it('are exactly what get-licence-details answers, dated when the page was made', async () => {
    const licence = await createLicence(app, { siteName: 'Radionica Hrast', overlayText: 'Nameštaj & više' });
    const before = Date.now();
    const response = await page(siteHost(licence));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const inlined = inlinedLicenceOf(response.body);
    const details = await call(app, {
      method: 'GET',
      url: '/api/v1/licences/get-licence-details',
      licence: licence.id,
    });
    expect(inlined?.data).toEqual(details.json());
    expect(inlined?.renderedAt).toBeGreaterThanOrEqual(before);
    expect(inlined?.renderedAt).toBeLessThanOrEqual(Date.now());
  });

  it('cannot be closed or broken out of by what a site writes in its texts', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 & </SCRIPT >';
    const licence = await createLicence(app, { siteName: hostile, signInMsg: '<script>', description: '-->' });
    const html = (await page(siteHost(licence))).body;
    const inlined = inlinedLicenceOf(html);
    // The block's text runs to its own end tag: no `<` inside, so nothing in it starts a tag or a comment.
    expect(inlined?.text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(inlined?.data.site_name).toBe(hostile);
    expect(inlined?.data.sign_in_msg).toBe('<script>');
    expect(html).not.toContain('<script>alert(1)');
    // The page's scripts are the template's entry and the JSON block, nothing more.
    expect(html.match(/<script/gi)).toHaveLength(2);
  });

  it('follow a change of the licence on the next page', async () => {
    const licence = await createLicence(app, { siteName: 'Staro ime' });
    expect(inlinedLicenceOf((await page(siteHost(licence))).body)?.data.site_name).toBe('Staro ime');
    await app.deps.licenceRows.update(app.deps.platformDb, licence.id, { siteName: 'Novo ime' });
    expect(inlinedLicenceOf((await page(siteHost(licence))).body)?.data.site_name).toBe('Novo ime');
  });

  it('are not on the platform host, which has no licence', async () => {
    const html = (await page('localhost:3000', '/pricing')).body;
    expect(html).toContain('data-area="platform"');
    expect(html).not.toContain(LICENCE_SCRIPT_ID);
    expect(preloadsOf(html)).toEqual([]);
  });
});

describe("preloads of the first page's chunks", () => {
  it("name the site's texts, theme and home screen with what they import, leaving out the entry's own chunks", async () => {
    const licence = await createLicence(app);
    const html = (await page(siteHost(licence))).body;
    expect(preloadsOf(html)).toEqual([
      '/assets/srp-L1.js',
      '/assets/index-C1.js',
      '/assets/picture-P1.js',
      '/assets/home-route-R1.js',
    ]);
    expect(stylePreloadsOf(html)).toEqual([]);
  });

  it("follow the licence's language and template, a preview's template and a product page", async () => {
    const licence = await createLicence(app, { languageId: 2, templateId: 3 });
    const product = (await page(siteHost(licence), '/products/solja')).body;
    expect(preloadsOf(product)).toEqual([
      '/assets/en-L2.js',
      '/assets/index-C3.js',
      '/assets/single-product-route-R2.js',
    ]);
    expect(stylePreloadsOf(product)).toEqual(['/assets/index-S3.css']);

    const preview = (await page(siteHost(licence), '/products/solja?preview_template=2')).body;
    expect(preloadsOf(preview)).toContain('/assets/index-C2.js');
    expect(preloadsOf(preview)).not.toContain('/assets/index-C3.js');
    // Other screens are not guessed at: only the texts and the theme.
    expect(preloadsOf((await page(siteHost(licence), '/products')).body)).toEqual([
      '/assets/en-L2.js',
      '/assets/index-C3.js',
    ]);
  });

  it('are only the texts for a site that is not active, which shows why instead of its pages', async () => {
    const licence = await createLicence(app, { status: 'suspended' });
    const html = (await page(siteHost(licence))).body;
    expect(preloadsOf(html)).toEqual(['/assets/srp-L1.js']);
    expect(inlinedLicenceOf(html)?.data.status).toBe('suspended');
  });

  it('are none without a build manifest (the dev server), while the licence is still written in', async () => {
    const licence = await createLicence(withoutManifest);
    const html = (await page(siteHost(licence), '/', withoutManifest)).body;
    expect(preloadsOf(html)).toEqual([]);
    expect(inlinedLicenceOf(html)?.data.id).toBe(licence.id);
  });
});
