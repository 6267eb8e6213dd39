/**
 * A visitor's first page is drawn by the server and the app starts at the first touch (issue 16 item 6, decision
 * 0043), in real Chromium against the real server and a build of the web app: the page reads whole with scripts off;
 * with scripts on, only the boot script loads until the visitor acts; a button pressed before the app ran does what
 * it says once it has, with no error from React taking the page over; a link works before any app; a signed-in
 * visitor's page starts the app at once and greets them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, ensureDemoProduct, type TDemoProduct } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

let izlog: TRunningIzlog;
let browser: Browser;
let product: TDemoProduct;

beforeAll(async () => {
  izlog = await startIzlog();
  product = await ensureDemoProduct(izlog);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

/** A fresh visitor's tab, with the scripts it downloads and the errors it meets. */
async function visitor(options: { javaScriptEnabled?: boolean; token?: string } = {}) {
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.token) {
    await context.addInitScript((token) => window.localStorage.setItem('token', token), options.token);
  }
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, scripts, errors, close: () => context.close() };
}

describe('a drawn first page', () => {
  it('reads whole with scripts off: the site’s header, the product and its price', async () => {
    const { page, close } = await visitor({ javaScriptEnabled: false });
    try {
      await page.goto(`${izlog.origin('demo')}/products/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Izlog Demo/ })
        .waitFor();
      await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Proizvodi' }).waitFor();
    } finally {
      await close();
    }
  });

  it('loads only the boot script until the visitor acts; a button pressed before the app ran then works', async () => {
    const { page, scripts, errors, close } = await visitor();
    try {
      await page.goto(izlog.origin('demo'), { waitUntil: 'networkidle' });
      // The boot script and the few small modules it imports; none of the app's entry or its chunks.
      expect(scripts.some((path) => path.startsWith('/assets/boot-'))).toBe(true);
      expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(5);
      expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(false);

      // The first press starts the app and is given again once the app runs: the sign-in opens.
      await page.getByRole('banner').getByRole('button', { name: 'Prijavi se' }).click();
      await page.getByRole('dialog', { name: 'Prijava' }).waitFor({ timeout: 30_000 });
      expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
      // React took the drawn page over: no hydration error, no other error.
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('draws the header for the width it is read at, and the app taking it over moves nothing (issue 26 item 4)', async () => {
    for (const { width, nameSize, isRegisterShown } of [
      { width: 1280, nameSize: '28px', isRegisterShown: true },
      { width: 390, nameSize: '20px', isRegisterShown: false },
    ]) {
      const { page, errors, close } = await visitor();
      try {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(izlog.origin('demo'), { waitUntil: 'networkidle' });
        const banner = page.getByRole('banner');
        const siteName = banner.getByText('Izlog Demo', { exact: true });
        const register = banner.getByRole('button', { name: 'Registruj se' });
        const drawn = {
          nameSize: await siteName.evaluate((element) => getComputedStyle(element).fontSize),
          isRegisterShown: await register.isVisible(),
          name: await siteName.boundingBox(),
          search: await banner.getByRole('button', { name: /Pretraga/ }).boundingBox(),
        };
        expect({ width, nameSize: drawn.nameSize, isRegisterShown: drawn.isRegisterShown }).toEqual({
          width,
          nameSize,
          isRegisterShown,
        });

        // The first touch starts the app, which takes the drawing over without a change a visitor sees.
        await page.mouse.click(width - 4, 880);
        await page.locator('html[data-app-running]').waitFor({ state: 'attached', timeout: 30_000 });
        await expect(siteName.boundingBox()).resolves.toEqual(drawn.name);
        await expect(banner.getByRole('button', { name: /Pretraga/ }).boundingBox()).resolves.toEqual(drawn.search);
        await expect(register.isVisible()).resolves.toBe(isRegisterShown);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('follows a link before any app, to the next drawn page', async () => {
    const { page, scripts, close } = await visitor();
    try {
      await page.goto(izlog.origin('demo'), { waitUntil: 'networkidle' });
      // A keyboard user's first Tab starts the app; a mouse user's click on a link is a plain navigation.
      await page
        .getByRole('navigation', { name: 'Glavni meni' })
        .getByRole('link', { name: 'Proizvodi' })
        .dispatchEvent('click');
      await page.waitForURL('**/products');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('#root').getAttribute('data-rendered-path')).toBe('/products');
      expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(false);
    } finally {
      await close();
    }
  });

  it('starts the app at once for a signed-in visitor, who is greeted', async () => {
    const { auth_key: token } = (await apiOf(izlog)('/users/login-licence-user', {
      method: 'POST',
      body: { email: 'user@demo.example.com', password: 'demo1234' },
    })) as { auth_key: string };
    const { page, scripts, errors, close } = await visitor({ token });
    try {
      await page.goto(izlog.origin('demo'));
      await page.getByText(/Zdravo, /).waitFor({ timeout: 30_000 });
      expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
