/**
 * Lighthouse's mobile performance (issue 16, item 6): the demo site's home page and a product page in each template,
 * held to a score of 95 or more; and the platform's home, pricing and templates pages (issue 26 item 16), measured
 * and shown beside them (the platform site is the app itself, not drawn pages, and is not held to the score).
 *
 *   node --import tsx bench/lighthouse.ts        # E2E_WEB_DIST=/tmp/…-dist scores a build made elsewhere
 *
 * Starts Izlog as the browser tests do (demo data with its catalogue, about a minute) over a web build and runs
 * Lighthouse's default profile, a mid-range phone on a slow 4G line (simulated throttling), in Debian's Chromium
 * (CHROME_PATH, else /usr/bin/chromium), three times per page (LIGHTHOUSE_RUNS), and keeps the median run. Prints the
 * score with FCP, LCP, TBT, CLS and the JavaScript transferred; exit 1 when a page's median scores under 95. The
 * figures move with the machine's load: record it beside them.
 *
 * LIGHTHOUSE_PAGES=platform (or sites) measures only those pages.
 *
 * LIGHTHOUSE_THROTTLING=devtools throttles the real page load instead of simulating it from an unthrottled one: every
 * request then pays the slow line's latency, so a chain of requests shows as it would on a phone (the simulation
 * mostly sees the bytes; the score is Lighthouse's own only with the default).
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiOf } from '../e2e/support/demo-catalogue';
import { startIzlog, type TRunningIzlog } from '../e2e/support/izlog';
import { TEMPLATES } from '../packages/contract/src/templates';

const MIN_SCORE = 95;
/**
 * Runs per page, the median's kept (Lighthouse's own advice for its variance: one run moves with the machine, and the
 * first run in a fresh browser pays for its start). LIGHTHOUSE_RUNS=1 for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

type TScore = {
  /** Only the sites' drawn pages are held to MIN_SCORE. */
  isHeld: boolean;
  template: string;
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
};

const PLATFORM_PAGES = { home: '/', pricing: '/pricing', templates: '/templates' } as const;

async function findProductPath(izlog: TRunningIzlog): Promise<string> {
  const [product] = (await apiOf(izlog)(
    '/contents?filter[content_type_id]=3&filter[status]=approved&page_count=1',
  )) as {
    slug: string;
  }[];
  if (!product) throw new Error('The demo site has no approved product.');
  return `/products/${product.slug}`;
}

async function score(port: number, url: string, attempt = 1): Promise<Omit<TScore, 'template' | 'page' | 'isHeld'>> {
  const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A trace Chromium failed to record (NO_NAVSTART on a loaded machine) says nothing of the page: measured again.
  if (lhr.runtimeError && attempt < 3) return score(port, url, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: scripts?.transferSize ?? Number.NaN,
  };
}

/** The run with the median score. */
function medianRun<T extends { score: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as T;
}

async function main() {
  const izlog = await startIzlog({ withCatalogue: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const scores: TScore[] = [];
  try {
    const pages = { home: '/', product: await findProductPath(izlog) };
    const only = process.env.LIGHTHOUSE_PAGES;
    for (const template of only === 'platform' ? [] : TEMPLATES) {
      for (const [page, path] of Object.entries(pages)) {
        const url = `${izlog.origin('demo')}${path}?preview_template=${template.id}`;
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await score(chrome.port, url));
        scores.push({ isHeld: true, template: template.key, page, ...medianRun(runs) });
      }
    }
    for (const [page, path] of Object.entries(only === 'sites' ? {} : PLATFORM_PAGES)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await score(chrome.port, `${izlog.platformOrigin}${path}`));
      scores.push({ isHeld: false, template: 'platform', page, ...medianRun(runs) });
    }
  } finally {
    chrome.kill();
    await izlog.close();
  }

  const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;
  console.log(
    `\nLoad average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(
    '| template | page | performance | FCP | LCP | TBT | CLS | JavaScript sent |\n|---|---|---|---|---|---|---|---|',
  );
  for (const s of scores) {
    console.log(
      `| ${s.template} | ${s.page} | ${s.score} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${(s.js / 1024).toFixed(0)} kB |`,
    );
  }
  const low = scores.filter((s) => s.isHeld && s.score < MIN_SCORE);
  if (low.length)
    console.log(`\nUnder ${MIN_SCORE}: ${low.map((s) => `${s.template} ${s.page} (${s.score})`).join(', ')}`);
  process.exit(low.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
