/**
 * Every public screen of the demo site in each of the three templates (shown with ?preview_template=<id>, as the
 * site management modal's preview shows them), at a phone's 390 px and a desktop's 1280 px, in the light and the dark
 * scheme, holds zero serious or critical axe-core violations — contrast included, which is where a theme's own
 * colours and shapes fail first. One server, one browser, one context per viewport and scheme; screens in a loop.
 */
import { TEMPLATES } from '@izlog/contract/sales';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { findBlockingViolations, type TAxeFinding } from './support/axe';
import { findDemoScreenItems } from './support/demo-screens';
import { launchBrowser, startIzlog, type TRunningIzlog, visitSiteScreen } from './support/izlog';

type TScreen = { name: string; path: string };
type TScheme = 'light' | 'dark';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let izlog: TRunningIzlog;
let browser: Browser;
let screens: TScreen[];

/** Approved items of the demo site to visit, found through the API as the web app finds them. */
async function findPublicScreens(): Promise<TScreen[]> {
  const { product, article, blog, staticPage, catalog, category, publicPlanner, searchWord } =
    await findDemoScreenItems(izlog);
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'single product', path: `/products/${product.slug}` },
    { name: 'news list', path: '/articles' },
    { name: 'single article', path: `/articles/${article.slug}` },
    { name: 'blog list', path: '/blogs' },
    { name: 'single blog post', path: `/blogs/${blog.slug}` },
    { name: 'static page', path: `/pages/${staticPage.slug}` },
    { name: 'catalogs', path: '/catalogs' },
    { name: 'catalog', path: `/catalogs/${catalog.slug}` },
    { name: 'category', path: `/categories/${category.slug}` },
    { name: 'search results', path: `/search?q=${encodeURIComponent(searchWord)}` },
    { name: 'search without a match', path: '/search?q=zzzqqxx' },
    { name: 'profile', path: `/profile/${product.author.id}` },
    { name: 'terms and conditions', path: '/terms-and-conditions' },
    { name: 'contact', path: '/contact' },
    { name: 'public planners', path: '/planners' },
    { name: 'public planner', path: `/planners/${publicPlanner.id}` },
  ];
}

/** The path with the template to preview, kept beside any query the path has. */
const previewPath = (path: string, templateId: number) =>
  `${path}${path.includes('?') ? '&' : '?'}preview_template=${templateId}`;

const visit = (page: Page, path: string) => visitSiteScreen(page, `${izlog.origin('demo')}${path}`);

const describeFindings = (where: string, findings: TAxeFinding[]) =>
  findings.map(
    (finding) => `${where}: ${finding.rule} (${finding.impact}) ${finding.help} → ${finding.targets.join(' | ')}`,
  );

// The demo catalogue is seeded as `izlog serve` does (about a minute; more on a busy machine).
beforeAll(async () => {
  izlog = await startIzlog({ withCatalogue: true });
  screens = await findPublicScreens();
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

describe.concurrent('accessibility of every theme', () => {
  const runs = [PHONE, DESKTOP].flatMap((viewport) =>
    (['light', 'dark'] as TScheme[]).map((scheme) => ({ viewport, scheme })),
  );

  // 3 templates × 18 screens per run, an axe run each: a few minutes on a busy machine. The four runs go at once, each
  // in its own context: the browser's pages draw and run axe in processes of their own, so both cores work (one
  // after the other, this file alone took four and a half minutes of a CI run).
  it.for(runs)(
    'has no serious or critical axe violation in any template at $viewport.width px, $scheme scheme',
    { timeout: 600_000 },
    async ({ viewport, scheme }, { expect }) => {
      // The site follows the visitor's system scheme; the context says which one this visitor has.
      const context = await browser.newContext({
        viewport,
        colorScheme: scheme,
        locale: 'sr-Latn-RS',
        // axe is added as an inline script, which the site's Content-Security-Policy (rightly) refuses.
        bypassCSP: true,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => window.localStorage.setItem('language', 'srp'));
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        for (const template of TEMPLATES) {
          for (const screen of screens) {
            const where = `${template.key} ${screen.name} ${previewPath(screen.path, template.id)}`;
            await visit(page, previewPath(screen.path, template.id));
            // A run that silently stayed light would prove nothing about the dark scheme.
            expect(await page.locator('html').getAttribute('data-mantine-color-scheme'), where).toBe(scheme);
            problems.push(...describeFindings(where, await findBlockingViolations(page)));
          }
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    },
  );
});
