/**
 * Paid first places and contact administration in a real browser against the real server (issue 14): an admin places
 * a product first in its category from the editor's bidding tab, a visitor then sees it first in that category's
 * list, marked "Sponzorisano", its impressions rise and opening it counts a click; the first places page shows its
 * report; the contact page lists a visitor's message with its attachment. Each screen holds to axe on a phone and a
 * desktop, in Serbian and English.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBlockingViolations, type TAxeFinding } from './support/axe';
import { apiOf, DEMO_ADMIN, ensureDemoProduct, type TDemoProduct } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

type TLanguage = 'srp' | 'en';
type TFirstPlace = { id: number; content_id: number | null; impressions: number; clicks: number; state: string };

const PHONE = 390;
const DESKTOP = 1280;
const NEWER_PRODUCT = 'Šolja za čaj Veče';

let izlog: TRunningIzlog;
let browser: Browser;
let token: string;
let product: TDemoProduct & { id: number };

async function createNewerProduct(categoryId: number) {
  const picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('title', NEWER_PRODUCT);
  form.append('category_id', String(categoryId));
  form.append('price', '790');
  form.append('currency_id', '1');
  form.append('description', 'Porcelanska šolja za večernji čaj.');
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'caj.jpg');
  await apiOf(izlog)('/contents/admin-create-product', { method: 'POST', body: form, token });
}

/** A visitor's message to a contact service, with a small PDF, as the contact form sends it. */
async function sendContactMessage() {
  const api = apiOf(izlog);
  const service = (await api('/licence-contacts/create-contact-service', {
    method: 'POST',
    body: { service_name: 'Prodaja', email: 'prodaja@demo.example.com', description: 'Cene i porudžbine.' },
    token,
  })) as { id: number };
  const form = new FormData();
  form.append('contact_service_id', String(service.id));
  form.append('submited_by', 'ana@example.com');
  form.append('name', 'Ana');
  form.append('message', 'Da li dostavljate u Novi Sad?');
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  form.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'upit.pdf');
  await api('/licence-contacts/submit-contact-form', { method: 'POST', body: form });
}

beforeAll(async () => {
  izlog = await startIzlog();
  const demo = await ensureDemoProduct(izlog);
  const api = apiOf(izlog);
  ({ auth_key: token } = (await api('/users/login-licence-user', { method: 'POST', body: DEMO_ADMIN })) as {
    auth_key: string;
  });
  const [found] = (await api(`/contents?filter[content_type_id]=3&filter[slug]=${demo.slug}`)) as {
    id: number;
    category: { id: number };
  }[];
  product = { ...demo, id: found!.id };
  // A newer product in the same category: without a first place, the newest comes first.
  await createNewerProduct(found!.category.id);
  await sendContactMessage();
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

async function openPage(
  width: number,
  language: TLanguage,
  signedIn: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: language === 'en' ? 'en-US' : 'sr-Latn-RS',
    // axe is added as an inline script, which the site's Content-Security-Policy (rightly) refuses.
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([chosen, stored]) => {
      window.localStorage.setItem('language', chosen);
      if (stored) window.localStorage.setItem('token', stored);
    },
    [language, signedIn ? token : ''] as const,
  );
  return { context, page: await context.newPage() };
}

const firstPlacesOf = async (contentId: number) =>
  (await apiOf(izlog)(`/bidding-items?filter[content_id]=${contentId}`, { token })) as TFirstPlace[];

const describeFindings = (where: string, findings: TAxeFinding[]) =>
  findings.map(
    (finding) => `${where}: ${finding.rule} (${finding.impact}) ${finding.help} → ${finding.targets.join(' | ')}`,
  );

async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Waited in vain for ${what}.`);
}

describe('paid first places', () => {
  it('are placed from the bidding tab, shown first and marked sponsored to visitors, and count impressions and clicks', async () => {
    const admin = await openPage(DESKTOP, 'en', true);
    await admin.page.goto(`${izlog.origin('demo')}/admin/content/products/${product.id}`);
    await admin.page.getByRole('tab', { name: 'Bidding' }).click();
    await admin.page.getByRole('heading', { name: 'First place in its category' }).waitFor();
    await admin.page.getByText('This item has not been placed first yet.').waitFor();
    await admin.page.getByRole('button', { name: 'Place first' }).click();
    await admin.page.getByText('The item was placed first.').waitFor();
    await admin.page.getByText('Active', { exact: true }).waitFor();
    expect(describeFindings('bidding tab at 1280 px (en)', await findBlockingViolations(admin.page))).toEqual([]);
    const [placed] = await firstPlacesOf(product.id);
    expect(placed).toMatchObject({ state: 'active' });
    const impressionsBefore = placed!.impressions;

    const visitor = await openPage(PHONE, 'srp', false);
    await visitor.page.goto(`${izlog.origin('demo')}/categories/${product.categorySlug}`);
    const grid = visitor.page.getByRole('list', { name: product.categoryName });
    const first = grid.getByRole('listitem').first();
    await first.getByRole('link', { name: product.title }).waitFor();
    await first.getByText('Sponzorisano').waitFor();
    // The newer product, in its ordinary place, is not marked.
    expect(await grid.getByRole('listitem').filter({ hasText: NEWER_PRODUCT }).getByText('Sponzorisano').count()).toBe(
      0,
    );
    expect(
      describeFindings('category with a first place at 390 px (srp)', await findBlockingViolations(visitor.page)),
    ).toEqual([]);

    await until(
      async () => ((await firstPlacesOf(product.id))[0]?.impressions ?? 0) > impressionsBefore,
      'an impression',
    );
    await first.getByRole('link', { name: product.title }).click();
    await visitor.page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await until(async () => ((await firstPlacesOf(product.id))[0]?.clicks ?? 0) > 0, 'a click');
    await visitor.context.close();
    await admin.context.close();
  });

  it('are reported per day on the first places page, which holds to axe on a phone and a desktop', async () => {
    const problems: string[] = [];
    for (const [width, language] of [
      [PHONE, 'srp'],
      [DESKTOP, 'srp'],
      [DESKTOP, 'en'],
    ] as const) {
      const { context, page } = await openPage(width, language, true);
      const texts =
        language === 'en'
          ? { report: 'Report', caption: 'Impressions and clicks per day' }
          : { report: 'Izveštaj', caption: 'Prikazi i klikovi po danima' };
      await page.goto(`${izlog.origin('demo')}/admin/first-places`);
      await page.getByRole('slider').waitFor();
      await page.getByRole('button', { name: texts.report }).first().click();
      await page.getByRole('table', { name: texts.caption }).waitFor();
      problems.push(
        ...describeFindings(`first places at ${width} px (${language})`, await findBlockingViolations(page)),
      );
      if (width === PHONE) {
        // Nothing runs off a phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
        await page.goto(`${izlog.origin('demo')}/admin/content/products/${product.id}`);
        await page.getByRole('tab', { name: 'Licitacija' }).click();
        await page.getByRole('button', { name: 'Postavi na prvo mesto' }).waitFor();
        problems.push(...describeFindings(`bidding tab at ${width} px (srp)`, await findBlockingViolations(page)));
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe('contact administration', () => {
  it('shows a visitor’s message with its delivery and attachment, and the services, holding to axe', async () => {
    const problems: string[] = [];
    for (const [width, language] of [
      [PHONE, 'srp'],
      [DESKTOP, 'en'],
    ] as const) {
      const { context, page } = await openPage(width, language, true);
      const texts =
        language === 'en'
          ? { list: 'Messages received', services: 'Contact services', download: /^Download upit\.pdf/ }
          : { list: 'Primljene poruke', services: 'Kontakt službe', download: /^Preuzmi upit\.pdf/ };
      await page.goto(`${izlog.origin('demo')}/admin/contact`);
      const list = page.getByRole('list', { name: texts.list });
      await list.getByText('Da li dostavljate u Novi Sad?').waitFor();
      await list.getByRole('button', { name: texts.download }).waitFor();
      problems.push(
        ...describeFindings(`contact messages at ${width} px (${language})`, await findBlockingViolations(page)),
      );
      if (width === DESKTOP) {
        const download = page.waitForEvent('download');
        await list.getByRole('button', { name: texts.download }).click();
        expect((await download).suggestedFilename()).toBe('upit.pdf');
      }
      await page.getByRole('tab', { name: texts.services }).click();
      await page.getByRole('list', { name: texts.services }).getByText('prodaja@demo.example.com').waitFor();
      problems.push(
        ...describeFindings(`contact services at ${width} px (${language})`, await findBlockingViolations(page)),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
