/**
 * Public pages drawn on the server (issue 16 item 6, decision 0043), with the web app's real build and its renderer
 * (`npm test` builds it first): a visitor's first page arrives drawn, with the answers it was drawn from and the boot
 * script instead of the app; the back office, previews and sites that are not active are not drawn; a write to the
 * licence shows on the next page; whatever an editor writes stays text; past the drawings allowed at once, pages go
 * plain.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import {
  APP_SHELL_PARAM,
  BOOT_SCRIPT_ID,
  RENDERED_PATH_ATTRIBUTE,
  RENDERED_STATE_ID,
} from '@izlog/contract/rendered-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness';
import {
  contentWorld,
  get,
  postJson,
  seedContent,
  type TContentWorld,
} from '../../../test/support/content-test-support';
import { REPO_ROOT } from '../../config';
import { RENDERER_FILE } from './public-page-render';

const WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');

let app: TTestApp;
let world: TContentWorld;
beforeAll(async () => {
  if (!existsSync(resolve(WEB_DIST, RENDERER_FILE))) throw new Error('The web app is not built: run "npm run build".');
  app = await createTestApp({
    WEB_DIST_DIR: WEB_DIST,
    PUBLIC_CACHE_TTL_SECONDS: '60',
    // A loaded test machine's first pages are slow: these tests are about what is drawn, not how fast.
    DRAWN_PAGE_TIMEOUT_MS: '30000',
  });
  world = await contentWorld(app);
});
afterAll(() => app.close());

const siteHost = () => `${world.licence.titleOfAppUnique}.localhost:3000`;
const page = (url: string) =>
  app.inject({ method: 'GET', url, headers: { host: siteHost(), accept: 'text/html', 'accept-language': 'en' } });

/** The markup inside `#root` when the page was drawn, else null. */
function drawnRootOf(html: string): { path: string; markup: string } | null {
  const root = new RegExp(`<div id="root" ${RENDERED_PATH_ATTRIBUTE}="([^"]*)"[^>]*>`).exec(html);
  if (!root) return null;
  return { path: root[1] ?? '', markup: html.slice(root.index + root[0].length, html.lastIndexOf('</body>')) };
}

function stateOf(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const start = html.indexOf(`<script type="application/json" id="${RENDERED_STATE_ID}">`);
  expect(start).toBeGreaterThan(-1);
  const from = html.indexOf('>', start) + 1;
  return JSON.parse(html.slice(from, html.indexOf('</script', from)));
}

async function product(title: string) {
  return seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.product,
    authorId: world.admin.user.id,
    title,
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`,
  });
}

describe('a visitor’s first page', () => {
  it('arrives drawn, with the answers it was drawn from and the boot script in place of the app', async () => {
    const oak = await product('Oak table');
    const answer = await page(`/products/${oak.slug}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    const root = drawnRootOf(html);
    expect(root?.path).toBe(`/products/${oak.slug}`);
    // The product's own heading and the site's header are there before any script runs.
    expect(root?.markup).toMatch(/<h1[^>]*>Oak table<\/h1>/);
    expect(root?.markup).toContain(`Site ${world.licence.titleOfAppUnique}`);
    // The app's entry is named for later, not loaded: no entry script and no preloads of its chunks.
    const boot = new RegExp(
      `<script type="module" crossorigin id="${BOOT_SCRIPT_ID}" src="(/assets/boot-[^"]+\\.js)" data-app-src="(/assets/index-[^"]+\\.js)"></script>`,
    ).exec(html);
    expect(boot).not.toBeNull();
    expect(existsSync(resolve(WEB_DIST, (boot?.[1] ?? '').slice(1)))).toBe(true);
    expect(existsSync(resolve(WEB_DIST, (boot?.[2] ?? '').slice(1)))).toBe(true);
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    expect(html).not.toMatch(/rel="modulepreload"[^>]*href="\/assets\/index-/);
    // The answers the screens read, for the app to take the page over without asking again.
    const shown = stateOf(html).queries.map((query) => JSON.stringify(query.state.data));
    expect(shown.some((data) => data.includes('"title":"Oak table"'))).toBe(true);
  });

  it('counts every visitor’s view of a product, though its page was drawn once and kept', async () => {
    const vase = await product('Clay vase');
    for (let visit = 0; visit < 3; visit += 1) {
      expect(drawnRootOf((await page(`/products/${vase.slug}`)).body)?.markup).toContain('Clay vase');
    }
    // The kept page's reads are made again after it is sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.deps.views.flush();
    const read = await get(app, world.licence, `contents/${vase.id}`, world.admin.token);
    expect(read.json().views).toBe(3);
  });

  it('speaks the site’s language: an English site’s page is drawn in English', async () => {
    await app.deps.licenceRows.update(app.deps.platformDb, world.licence.id, { languageId: 2 });
    try {
      const html = (await page('/')).body;
      expect(drawnRootOf(html)?.markup).toContain('>Log in<');
      expect(html).toContain('<html lang="en"');
    } finally {
      await app.deps.licenceRows.update(app.deps.platformDb, world.licence.id, { languageId: 1 });
    }
  });

  it('wears its theme’s own type and the site’s colour as drawn, with the face’s style sheet linked', async () => {
    const html = (await page('/')).body;
    // Before any script runs: the drawing's CSS variables are the theme's, not Mantine's system fonts.
    expect(html).toMatch(/--mantine-font-family:\s*'Commissioner Variable'/);
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
    const faces = await Promise.all(
      sheets.map(async (href) => (await app.inject({ method: 'GET', url: href, headers: { host: siteHost() } })).body),
    );
    expect(faces.some((css) => css.includes('@font-face') && css.includes('Commissioner Variable'))).toBe(true);
  });

  it('shows a write to the licence on the next page, though drawn pages are kept', async () => {
    const created = await postJson(
      app,
      world.licence,
      'admin-create-page',
      { title: 'Opening hours' },
      world.admin.token,
    );
    const { id, slug } = created.json() as { id: number; slug: string };
    expect(drawnRootOf((await page(`/pages/${slug}`)).body)?.markup).toMatch(/<h1[^>]*>Opening hours<\/h1>/);
    const renamed = await postJson(
      app,
      world.licence,
      `admin-update-page/${id}`,
      { title: 'Summer hours' },
      world.admin.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(drawnRootOf((await page(`/pages/${slug}`)).body)?.markup).toMatch(/<h1[^>]*>Summer hours<\/h1>/);
  });

  it('keeps what an editor writes as text, in the markup and in the answers', async () => {
    const written = '</script><script>alert(1)</script> & <img src=x onerror=alert(2)>';
    const created = await postJson(app, world.licence, 'admin-create-page', { title: written }, world.admin.token);
    const { slug, title } = created.json() as { slug: string; title: string };
    expect(title).toContain('<');
    const html = (await page(`/pages/${slug}`)).body;
    const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(drawnRootOf(html)?.markup).toContain(escaped);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x onerror');
    const shown = stateOf(html).queries.map((query) => JSON.stringify(query.state.data));
    expect(shown.some((data) => data.includes(JSON.stringify(title).slice(1, -1)))).toBe(true);
  });
});

describe('previews', () => {
  it('draws a preview in the template it asks for, and an unknown template as the default one', async () => {
    const shown = async (url: string) =>
      /data-theme="(\w+)"/.exec(drawnRootOf((await page(url)).body)?.markup ?? '')?.[1];
    expect(await shown('/')).toBe('classic');
    expect(await shown('/?preview_template=2')).toBe('showcase');
    expect(await shown('/?preview_template=3')).toBe('magazine');
    expect(await shown('/?preview_template=999')).toBe('classic');
  });

  it('draws a preview as a picture for a frame without scripts: the markup in the light scheme, no script', async () => {
    const html = (await page('/?preview_template=3&picture')).body;
    expect(/data-theme="(\w+)"/.exec(drawnRootOf(html)?.markup ?? '')?.[1]).toBe('magazine');
    expect(html).toMatch(/<html[^>]* data-mantine-color-scheme="light"/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('id="izlog-state"');
    // The same page for a visitor keeps its boot script and its answers.
    const visitor = (await page('/?preview_template=3')).body;
    expect(visitor).toMatch(/<script type="module"/);
    expect(visitor).not.toMatch(/<html[^>]* data-mantine-color-scheme/);
  });
});

describe('pages that are not drawn', () => {
  it('leaves the back office and the pages that act as they open (a mail’s links) to the browser', async () => {
    const pages = ['/admin', '/admin/setup', '/my/planners', '/admin/unknown-screen', '/admin-login'];
    for (const url of [...pages, '/validate-account?token=abc', '/reset-password?token=abc']) {
      const html = (await page(url)).body;
      expect(drawnRootOf(html), url).toBeNull();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    }
  });

  it('sends the service worker the app’s own page to keep, while the home page beside it is drawn', async () => {
    const shell = (await page(`/?${APP_SHELL_PARAM}=1`)).body;
    expect(drawnRootOf(shell)).toBeNull();
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
    expect(drawnRootOf((await page('/')).body)?.path).toBe('/');
  });

  it('does not draw a site that is not active: the browser shows why', async () => {
    await app.deps.licenceRows.update(app.deps.platformDb, world.licence.id, { status: 'suspended' });
    try {
      expect(drawnRootOf((await page('/')).body)).toBeNull();
    } finally {
      await app.deps.licenceRows.update(app.deps.platformDb, world.licence.id, { status: 'active' });
    }
  });
});

describe('a flood of addresses never drawn', () => {
  it('draws as many pages at once as allowed and sends the others plain, to be drawn when asked again', async () => {
    const flooded = await createTestApp({
      WEB_DIST_DIR: WEB_DIST,
      PUBLIC_CACHE_TTL_SECONDS: '60',
      DRAWN_PAGE_TIMEOUT_MS: '30000',
      DRAWN_PAGES_AT_ONCE: '1',
    });
    try {
      const site = await contentWorld(flooded);
      const host = `${site.licence.titleOfAppUnique}.localhost:3000`;
      const pageOf = (url: string) =>
        flooded.inject({ method: 'GET', url, headers: { host, accept: 'text/html', 'accept-language': 'en' } });
      const slugs = await Promise.all(
        ['Pine shelf', 'Birch stool', 'Ash desk'].map(async (title, index) => {
          const seeded = await seedContent(flooded, site.licence, {
            contentTypeId: CONTENT_TYPE.product,
            authorId: site.admin.user.id,
            title,
            slug: `flood-${index}-${Date.now()}`,
          });
          return seeded.slug;
        }),
      );
      const answers = await Promise.all(slugs.map((slug) => pageOf(`/products/${slug}`)));
      // Every visitor gets a page: the one drawing allowed, and plain pages the browser draws itself.
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const plain = slugs.filter((_slug, index) => drawnRootOf(answers[index]?.body ?? '') === null);
      expect(plain.length).toBeGreaterThan(0);
      expect(plain.length).toBeLessThan(slugs.length);
      // A plain page is the app's own, which draws the address in the browser.
      for (const slug of plain) expect(answers[slugs.indexOf(slug)]?.body).toContain('<div id="root"></div>');
      // Asked again one at a time, with nothing else being drawn, each is drawn.
      for (const slug of plain) {
        expect(drawnRootOf((await pageOf(`/products/${slug}`)).body)?.path).toBe(`/products/${slug}`);
      }
    } finally {
      await flooded.close();
    }
  });
});
