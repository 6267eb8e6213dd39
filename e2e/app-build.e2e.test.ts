/**
 * A sales user builds a licence's Android app from the console and downloads it: the build's progress runs to "Done"
 * on the page by itself (the section asks again while it runs), the log says what was made, and the download is the
 * Android project's ZIP under its own name. The section passes axe-core at phone and desktop widths.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, platformUsers } from '../apps/server/src/db/schema';
import { findBlockingViolations } from './support/axe';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';
import { registerSalesUser, type TSalesAccount } from './support/platform-sales';

let izlog: TRunningIzlog;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: TSalesAccount;
let licenceId: number;
const SUBDOMAIN = `pekara-${Date.now().toString(36)}`;

beforeAll(async () => {
  izlog = await startIzlog();
  browser = await launchBrowser();
  seller = await registerSalesUser(izlog, `prodaja-${SUBDOMAIN}@example.com`, 'Ana Prodaja');
  const [owner] = await izlog.app.deps.platformDb
    .select({ id: platformUsers.id })
    .from(platformUsers)
    .where(eq(platformUsers.email, seller.email));
  const logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 250, g: 200, b: 60 } } })
    .png()
    .toBuffer();
  const [licence] = await izlog.app.deps.platformDb
    .insert(licences)
    .values({
      titleOfApp: 'Pekara Kod Mike',
      titleOfAppUnique: SUBDOMAIN,
      siteName: 'Pekara Kod Mike',
      licenceType: 'basic',
      status: 'active',
      ownerPlatformUserId: owner!.id,
      activatedAt: new Date(),
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
      brandColor: '#7a2e0b',
      icon: `data:image/png;base64,${logo.toString('base64')}`,
    })
    .returning();
  licenceId = licence!.id;
  context = await browser.newContext({ locale: 'en-US', bypassCSP: true, acceptDownloads: true });
  await context.addInitScript((token) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('token', token);
  }, seller.token);
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

const appSection = () => page.getByRole('region', { name: 'Mobile app' });

describe('the Android app of a licence', { timeout: 120_000 }, () => {
  it('is built from the console, follows its progress to the end and downloads as the project ZIP', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${izlog.platformOrigin}/console/licences/${licenceId}`);
    await appSection().getByRole('button', { name: 'Build the Android app' }).click();
    const card = appSection().getByRole('listitem').filter({ hasText: 'Android app' });
    await card.getByText('Done', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    const download = card.getByRole('button', { name: 'Download the Android project' });
    await download.scrollIntoViewIfNeeded();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`izlog-${SUBDOMAIN}-android-1.0.1.zip`);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    expect(await findBlockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await download.scrollIntoViewIfNeeded();
    expect(await findBlockingViolations(page)).toEqual([]);
  });
});
