/**
 * Runs the real Izlog server on a free loopback port with the built web app and the demo data, and opens Debian's
 * Chromium through playwright-core (no browser downloads on our machines).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  APP_IDLE_ATTRIBUTE,
  APP_RUNNING_ATTRIBUTE,
  APP_STARTING_ATTRIBUTE,
  SCREEN_LOADING_ATTRIBUTE,
} from '@izlog/contract/rendered-page';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig, REPO_ROOT } from '../../apps/server/src/config';
import type { TCaptchaText } from '../../apps/server/src/platform/captcha/captcha';
import { seedDemoCatalogue } from '../../apps/server/src/seed/catalogue-seed';
import { seed } from '../../apps/server/src/seed/seed';
import { openSeededCopy } from './seeded-snapshots';

const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, ...CHROMIUM_PATHS].find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium is missing: install Debian’s package (apt-get install -y chromium).');
  return found;
}

export type TRunningIzlog = {
  app: FastifyInstance;
  origin: (subdomain: string) => string;
  /** The bare platform host: the sales side. */
  platformOrigin: string;
  close(): Promise<void>;
};

/**
 * `captchaText` switches the captcha on with a known answer (the picture is still drawn from it), for tests that solve
 * it as a visitor would;
 * `withCatalogue` seeds the demo sites' whole catalogue as `izlog serve` does on an empty database (over a minute, once
 * per run: later files copy it), for tests that walk the public site as a visitor finds it.
 */
export type TStartOptions = { captchaText?: TCaptchaText; withCatalogue?: boolean };

/** A free loopback port, chosen before the app is built: its public address (PUBLIC_URL) must name the real port. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** The server's configuration: a PGlite database in memory, its files in `dataDir`, mail kept in the outbox. */
function izlogConfig(webDist: string, dataDir: string, port: number, captcha: boolean) {
  return loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'silent',
      // Public pages drawn on the server (decision 0043) as a visitor gets them, however busy the machine and however
      // many contexts the axe sweeps open at once; E2E_DRAW_PAGES=0 runs the suite on plain pages, as a server past its
      // drawing time or its drawings at once sends them.
      DRAWN_PAGE_TIMEOUT_MS: process.env.E2E_DRAW_PAGES === '0' ? '0' : '30000',
      DRAWN_PAGES_AT_ONCE: '64',
      CAPTCHA_ENABLED: captcha ? 'true' : 'false',
      DEV_MAIL_ENABLED: 'true',
      // The demo's passwords are known: hashed at a test cost (decision 0057).
      PASSWORD_HASH_COST: '10',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Mail, jobs and the payment gateway's return addresses name the platform site by it.
      PUBLIC_URL: `http://localhost:${port}`,
    },
  );
}

/**
 * The run's directory of seeded snapshots (snapshots-global-setup.ts), when a Vitest run made one; a script outside
 * Vitest (bench/) seeds its server itself.
 */
async function snapshotsRunDir(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('izlogE2eRunDir');
}

export async function startIzlog({ captchaText, withCatalogue = false }: TStartOptions = {}): Promise<TRunningIzlog> {
  // E2E_WEB_DIST: a copy of a build, so a run is not broken by a build of apps/web/dist made meanwhile.
  const webDist = process.env.E2E_WEB_DIST ?? resolve(REPO_ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('The web app is not built: run "npm run build".');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-e2e-'));
  const runDir = await snapshotsRunDir();
  let app: FastifyInstance;
  if (runDir) {
    // A copy of the run's seeded snapshot, made by the first file that asked (seeded-snapshots.ts). The snapshot's
    // server never listens: its port only has to be a valid one.
    const database = await openSeededCopy(runDir, withCatalogue ? 'catalogue' : 'demo', dataDir, (seedDir, seedDb) =>
      buildApp(izlogConfig(webDist, seedDir, 9, false), { database: seedDb }),
    );
    app = await buildApp(izlogConfig(webDist, dataDir, port, Boolean(captchaText)), { captchaText, database });
  } else {
    app = await buildApp(izlogConfig(webDist, dataDir, port, Boolean(captchaText)), { captchaText });
    await seed(app.deps.platformDb);
    if (withCatalogue) await seedDemoCatalogue(app);
  }
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    origin: (subdomain) => `http://${subdomain}.localhost:${port}`,
    platformOrigin: `http://localhost:${port}`,
    close: () => app.close(),
  };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export async function openBrowser(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'izlog-chromium-')), {
    executablePath: chromiumPath(),
    headless: true,
    locale: 'en-US',
    args: CHROMIUM_ARGS,
  });
}

/**
 * One Chromium for tests where several people act at once (a client, a moderator, a visitor): each gets its own
 * `browser.newContext({ locale: 'en-US' })`, with its own storage and session, in a single browser process.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * Waits until the page is the app's. A visitor whose language or script is not the site's (an English context on a
 * Serbian site) gets the drawn page first and the app drawn over it right after (decision 0043), which detaches the
 * elements a test found meanwhile; a test that scrolls or measures before it acts waits for this first.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator(`html[${APP_RUNNING_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Animation frames in a row the page must stay settled: a screen that just rendered asks for its data one commit later,
 * and a drawn page near a closed form starts its app a frame after it loaded.
 */
const SETTLED_FRAMES = 3;

/**
 * Waits until the page shows what its data says, by the page's own marks rather than a silent network: a drawn page
 * nobody started the app on is read as loaded; an app (started, or drawn over the page) once it runs and has had no
 * answer on its way and no screen loading for a few frames (`data-app-idle`, lib/idle-mark.ts; the skeletons'
 * `data-screen-loading`).
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ starting, running, idle, loading, frames }) => {
      const html = document.documentElement;
      const state = window as unknown as { izlogIdleFrames?: number };
      const isReadOnlyDrawnPage = !html.hasAttribute(starting) && !html.hasAttribute(running);
      const isIdle = html.hasAttribute(running) && html.hasAttribute(idle);
      // A screen or list still on its way shows a marked skeleton (components/states.tsx).
      const isLoading = document.querySelector(`[${loading}]`) !== null;
      const isSettled = document.readyState === 'complete' && (isReadOnlyDrawnPage || isIdle) && !isLoading;
      state.izlogIdleFrames = isSettled ? (state.izlogIdleFrames ?? 0) + 1 : 0;
      return state.izlogIdleFrames >= frames;
    },
    {
      starting: APP_STARTING_ATTRIBUTE,
      running: APP_RUNNING_ATTRIBUTE,
      idle: APP_IDLE_ATTRIBUTE,
      loading: SCREEN_LOADING_ATTRIBUTE,
      frames: SETTLED_FRAMES,
    },
    { polling: 'raf' },
  );
}

/** Opens a site's screen and waits until it and its footer (the static pages' list included) have loaded. */
export async function visitSiteScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // First the app drawn over the page where it does not fit this browser (a detached footer cannot be scrolled to).
  await waitForSettled(page);
  await page.locator('h1').first().waitFor();
  // The footer asks for the static pages once it comes near the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('navigation').nth(1).waitFor();
  await waitForSettled(page);
}
