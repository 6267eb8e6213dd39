/**
 * A visitor's first page, weighed (issue 16, item 6): the JavaScript a fresh browser downloads before the home page or
 * a product page of the demo site is idle, in each template, held to 120 kB gzip and to no back-office code.
 *
 *   node --import tsx bench/first-page-weight.ts        # E2E_WEB_DIST=/tmp/…-dist weighs a build made elsewhere
 *
 * Builds nothing itself: it starts Izlog as the browser tests do (e2e/support/izlog.ts, demo data with its catalogue,
 * about a minute) over a web build, opens Debian's Chromium with an empty cache for each page and sums the script
 * responses. The server sends precompressed br/gzip; each script body is gzipped here at level 9 so the figure is the
 * budget's own (gzip), whatever the browser negotiated; the bytes actually sent are shown beside it. Exit 1 when a page
 * passes the budget or loads a back-office chunk.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { apiOf } from '../e2e/support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from '../e2e/support/izlog';
import { TEMPLATES } from '../packages/contract/src/sales';

export const BUDGET_KB = 120;

/**
 * Chunks only staff or signed-in members need (their names are the source files vite names them after): a visitor's
 * first page must load none of them.
 */
export const BACK_OFFICE_CHUNKS = [
  'managed-content',
  'site-admin-modals',
  'site-management',
  'moderation',
  'user-management',
  'widget-modal',
  'edit-category',
  'rich-text-field',
  'image-upload',
  'image-field',
  'stock-photo-picker',
  'sales-console',
  'back-office',
  'audit-log',
  'admin-categories',
  'admin-audit',
  'admin-first-places',
  'admin-contact',
  'admin-setup',
  'setup-checklist',
  'sortable',
  'my-planner',
  'profile-setup',
];

type TScript = { name: string; sentBytes: number; gzipBytes: number };
type TWeighing = { template: string; page: string; scripts: TScript[]; gzipTotal: number; sentTotal: number };

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const chunkName = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');
export const isBackOfficeChunk = (name: string) => BACK_OFFICE_CHUNKS.some((part) => name.includes(part));

async function findProductPath(izlog: TRunningIzlog): Promise<string> {
  const [product] = (await apiOf(izlog)(
    '/contents?filter[content_type_id]=3&filter[status]=approved&page_count=1',
  )) as {
    slug: string;
  }[];
  if (!product) throw new Error('The demo site has no approved product.');
  return `/products/${product.slug}`;
}

/** One page in a fresh context (empty cache, no service worker yet), weighed until the network is idle. */
async function weigh(browser: Browser, url: string): Promise<TScript[]> {
  const context = await browser.newContext({ locale: 'sr-RS', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const pending: Promise<TScript | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response.request().sizes();
        return {
          name: chunkName(response.url()),
          sentBytes: sizes.responseBodySize,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Weighed only once the site has rendered (its footer is the last part of the shell to appear).
  await page.locator('footer').first().waitFor({ timeout: 30_000 });
  const scripts = (await Promise.all(pending)).filter((script): script is TScript => script !== null);
  await context.close();
  return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

async function main() {
  const started = Date.now();
  const izlog = await startIzlog({ withCatalogue: true });
  const browser = await launchBrowser();
  const weighings: TWeighing[] = [];
  try {
    const pages = { home: '/', product: await findProductPath(izlog) };
    console.log(`Izlog with the demo catalogue ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const template of TEMPLATES) {
      for (const [pageName, path] of Object.entries(pages)) {
        const url = `${izlog.origin('demo')}${path}?preview_template=${template.id}`;
        const scripts = await weigh(browser, url);
        weighings.push({
          template: template.key,
          page: pageName,
          scripts,
          gzipTotal: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
          sentTotal: scripts.reduce((sum, script) => sum + script.sentBytes, 0),
        });
      }
    }
  } finally {
    await browser.close();
    await izlog.close();
  }

  let failed = false;
  for (const weighing of weighings) {
    const backOffice = weighing.scripts.filter((script) => isBackOfficeChunk(script.name));
    const over = weighing.gzipTotal > BUDGET_KB * 1024;
    failed ||= over || backOffice.length > 0;
    console.log(
      `\n${weighing.template} ${weighing.page}: ${kB(weighing.gzipTotal)} kB gzip (${kB(weighing.sentTotal)} kB sent) ` +
        `in ${weighing.scripts.length} scripts${over ? `: OVER the ${BUDGET_KB} kB budget` : ''}` +
        (backOffice.length ? `; back-office chunks: ${backOffice.map((s) => s.name).join(', ')}` : ''),
    );
    const [large, small] = [
      weighing.scripts.filter((s) => s.gzipBytes >= 1024),
      weighing.scripts.filter((s) => s.gzipBytes < 1024),
    ];
    for (const script of large) {
      console.log(`  ${kB(script.gzipBytes).padStart(6)} kB  ${kB(script.sentBytes).padStart(6)} sent  ${script.name}`);
    }
    const smallTotal = small.reduce((sum, script) => sum + script.gzipBytes, 0);
    if (small.length) console.log(`  ${kB(smallTotal).padStart(6)} kB in ${small.length} chunks under 1 kB each`);
  }
  console.log('\n| template | page | JavaScript, gzip | sent (br) | scripts |\n|---|---|---|---|---|');
  for (const weighing of weighings) {
    console.log(
      `| ${weighing.template} | ${weighing.page} | ${kB(weighing.gzipTotal)} kB | ${kB(weighing.sentTotal)} kB | ${weighing.scripts.length} |`,
    );
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
