/**
 * Licence sales through the real screens (issue 13's browser test): a visitor on the platform host registers as a
 * sales user, walks the purchase wizard (licence type, template, the order form with a logo and a location from the
 * suggestions, a subdomain and a custom domain whose prices are accepted, the confirmation with both terms), pays on
 * the sandbox gateway's card page with the success card, reads the transaction on the result page, finds the
 * confirmation in the outbox, sees the site made and signs in on it as its owner. A second order paid with the
 * failure card shows "Transaction failed" and makes no licence; a draft older than a day is dropped with a notice.
 * One server, one Chromium; the captcha is on with a known answer.
 */
import { DRAFT_STORAGE_KEY } from '@izlog/contract/sales';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

const CAPTCHA_TEXT = 'k7m2q';
const BUYER = {
  name: 'Jelena Marković',
  email: 'jelena.markovic@example.com',
  password: 'prodaja-2025',
  phone: '0641234567',
};
const SITE = {
  name: 'Cvećara Jelena',
  subdomain: 'cvecara-jelena',
  customDomain: 'cvecara-jelena.rs',
  description: 'Sveže cveće i aranžmani za svaku priliku.',
  phone: '0112345678',
};
const SUCCESS_CARD = '4111 1111 1111 1111';
const FAILURE_CARD = '4000 0000 0000 0002';

let izlog: TRunningIzlog;
let browser: Browser;
let buyerContext: BrowserContext;
let buyer: Page;

beforeAll(async () => {
  izlog = await startIzlog({
    captchaText: () => CAPTCHA_TEXT,
  });
  browser = await launchBrowser();
  buyerContext = await newContext();
  buyer = await buyerContext.newPage();
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

/** A browser context reading the platform site in English (its own storage and session). */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  return context;
}

const platform = (path = '/') => `${izlog.platformOrigin}${path}`;
const banner = (page: Page) => page.getByRole('banner');
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
/** The wizard's current step: its section, named by its heading. */
const step = (page: Page, heading: string) => page.getByRole('region', { name: heading });

const LOGO_RGB = [200, 40, 90] as const;

/** A PNG of one colour, as a buyer's logo file. */
const logoPng = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: LOGO_RGB[0], g: LOGO_RGB[1], b: LOGO_RGB[2] } },
  })
    .png()
    .toBuffer();

/** The mean colour of a loaded <img> (same origin), once it has loaded. */
async function meanColourOf(image: Locator): Promise<number[]> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 16;
    canvas.height = 16;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const sums = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (const channel of [0, 1, 2]) sums[channel]! += data[i + channel]!;
    return sums.map((sum) => Math.round(sum / (data.length / 4)));
  });
}

async function registerSalesUser(page: Page) {
  await page.goto(platform('/'));
  await banner(page).getByRole('button', { name: 'Register' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Register with Izlog' });
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill(BUYER.name);
  await modal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(BUYER.email);
  await modal.getByLabel('Password', { exact: true }).fill(BUYER.password);
  await modal.getByRole('textbox', { name: 'Phone', exact: true }).fill(BUYER.phone);
  await modal.getByRole('textbox', { name: 'Captcha' }).fill(CAPTCHA_TEXT);
  await modal.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await modal.getByRole('checkbox', { name: 'I accept the terms of payment' }).check();
  await modal.getByRole('button', { name: 'Create the account' }).click();
  await notice(page, 'Your account is ready. Welcome to Izlog!').waitFor();
  await modal.waitFor({ state: 'detached' });
  await banner(page)
    .getByRole('button', { name: `Account: ${BUYER.name}` })
    .first()
    .waitFor();
}

type TOrder = { subdomain: string; customDomain?: string };

/** Steps 1 to 4 of the wizard, from an empty draft to the confirmation step. */
async function walkWizardToConfirmation(page: Page, order: TOrder) {
  await page.goto(platform('/buy'));
  await page.getByRole('heading', { name: 'Buy a site', level: 1 }).waitFor();

  const type = step(page, 'Choose a licence');
  await type.getByRole('radio', { name: /^Basic, / }).check();
  await type.getByRole('button', { name: 'Next' }).click();

  const template = step(page, 'Choose a template');
  await template.getByRole('radio').first().check();
  await template.getByRole('button', { name: 'Next' }).click();

  const details = step(page, 'About your site');
  await details.getByRole('textbox', { name: 'Site name' }).fill(SITE.name);
  // The logo is also the app's icon: one too small for it is refused at the field, before anything is ordered.
  const logoInput = details.locator('input[type=file]');
  await logoInput.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await logoPng(200, 200) });
  await details
    .getByText('The logo is also your app’s icon, so it needs at least 512 × 512 pixels.', { exact: false })
    .waitFor();
  await expect(details.getByRole('img', { name: 'The chosen logo' }).count()).resolves.toBe(0);
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(800, 600) });
  await details.getByRole('img', { name: 'The chosen logo' }).waitFor();
  await details.getByRole('radio', { name: 'Serbian' }).check();
  await details.getByRole('textbox', { name: 'Description' }).fill(SITE.description);
  await details.getByRole('textbox', { name: 'Phone' }).fill(SITE.phone);
  const location = details.getByRole('textbox', { name: 'Address', exact: true });
  await location.fill('Knez Mihailova 5, Beogr');
  await page.getByRole('option', { name: 'Knez Mihailova 5, Beograd, Srbija' }).click();
  await expect(location.inputValue()).resolves.toBe('Knez Mihailova 5, Beograd, Srbija');
  await details.getByRole('button', { name: 'Next' }).click();

  const domain = step(page, "Your site's address");
  await domain.getByRole('textbox', { name: 'Site address' }).fill(order.subdomain);
  await domain.getByText(`It is free: your site will be at`).waitFor();
  if (order.customDomain) {
    await domain.getByRole('checkbox', { name: /^I also want my own domain/ }).check();
    await domain.getByRole('textbox', { name: 'Own domain' }).fill(order.customDomain);
    await domain.getByRole('button', { name: 'Check the domain' }).click();
    const prices = page.getByRole('dialog', { name: 'Domain prices' });
    await prices.getByText(`${order.customDomain} is free.`).waitFor();
    await prices.getByRole('table', { name: 'Prices of .rs domains' }).waitFor();
    await prices.getByRole('button', { name: 'Accept the prices' }).click();
    await prices.waitFor({ state: 'detached' });
    await domain.getByText(`${order.customDomain} comes with the order`).waitFor();
  }
  await domain.getByRole('button', { name: 'Next' }).click();
  await step(page, 'Your order').waitFor();
}

/**
 * The confirmation step: both terms ticked, Pay, and the sandbox's card page paid with `card`. Answers the total the
 * buyer was shown on the Pay button, which the card page must ask for too.
 */
async function payOnSandbox(page: Page, card: string): Promise<string> {
  const confirm = step(page, 'Your order');
  await confirm.getByRole('checkbox', { name: /terms of payment/ }).check();
  await confirm.getByRole('checkbox', { name: /terms and conditions/ }).check();
  const pay = confirm.getByRole('button', { name: /^Pay / });
  const total = (await pay.textContent())!.replace(/^Pay /, '');
  await pay.click();

  await page.getByRole('heading', { name: 'Card payment', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/sandbox-gateway/pay');
  // The card page asks for the same sum (in its own number format).
  expect(dinarsOf(await page.locator('dt:text-is("Amount to pay") + dd').textContent())).toBe(dinarsOf(total));
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: 'Name on card' }).fill(BUYER.name);
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/39');
  await page.getByRole('textbox', { name: 'CVC code' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment\/result\/\d+$/);
  return total;
}

/** Whole dinars in an amount as either side writes it: "13.800 RSD", "13,800.00 RSD", "13.800,00 RSD". */
function dinarsOf(text: string | null): number {
  const number = (text ?? '').replace(/[^\d.,]/g, '').replace(/[.,]\d{2}$/, '');
  return Number(number.replace(/[.,]/g, ''));
}

/** The value shown beside a term of the result page's transaction fields. */
const field = (page: Page, term: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

describe('licence sales', () => {
  it('a visitor registers, buys a basic licence with its own domain by card, and signs in on the new site as its owner', async () => {
    await registerSalesUser(buyer);
    await walkWizardToConfirmation(buyer, { subdomain: SITE.subdomain, customDomain: SITE.customDomain });
    const total = await payOnSandbox(buyer, SUCCESS_CARD);

    // The result page: SPEC §3's transaction fields, the card's brand with its last four digits.
    await buyer.getByRole('heading', { name: 'Payment successful', level: 1 }).waitFor();
    await expect(field(buyer, 'Order number').textContent()).resolves.toMatch(/\S/);
    await expect(field(buyer, 'Amount').textContent()).resolves.toBe(total);
    await expect(field(buyer, 'Card').textContent()).resolves.toMatch(/^visa •••• 1111$/i);
    await expect(field(buyer, 'Authorization code').textContent()).resolves.toMatch(/\S/);
    await expect(field(buyer, 'Time').textContent()).resolves.toMatch(/\d/);
    const orderNumber = (await field(buyer, 'Order number').textContent())!;

    // The site is made (a job): its address and where to sign in show when it is ready.
    await buyer.getByRole('heading', { name: 'Your site is ready' }).waitFor({ timeout: 30_000 });
    const siteUrl = izlog.origin(SITE.subdomain);
    await buyer.getByRole('link', { name: siteUrl, exact: true }).waitFor();
    await buyer.getByRole('link', { name: `${siteUrl}/admin-login`, exact: true }).waitFor();
    await buyer.getByText(`${SITE.customDomain} starts working once its DNS records are set`).waitFor();

    // The confirmation mail, in the outbox as a developer reads it at /dev/mail.
    const mailPage = await buyerContext.newPage();
    await mailPage.goto(platform(`/dev/mail?to=${encodeURIComponent(BUYER.email)}`));
    await mailPage.getByText(`Payment confirmation – order ${orderNumber}`).first().waitFor();
    await mailPage.close();

    // The new site answers at its address, under its name and with the logo the buyer chose.
    await buyer.getByRole('link', { name: siteUrl, exact: true }).click();
    const brand = banner(buyer).getByRole('link', { name: `${SITE.name}, home page` });
    const logoColour = await meanColourOf(brand.locator('img'));
    for (const [channel, value] of LOGO_RGB.entries()) expect(Math.abs(logoColour[channel]! - value)).toBeLessThan(8);

    // The owner signs in on the new site's staff sign-in with the same e-mail and password.
    await buyer.goto(`${siteUrl}/admin-login`);
    await buyer.getByRole('heading', { name: 'Staff sign-in', level: 1 }).waitFor();
    const form = buyer.getByRole('main');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(BUYER.email);
    await form.getByLabel(/^Password/).fill(BUYER.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    const backOffice = buyer.getByRole('navigation', { name: 'Content management' });
    await backOffice.waitFor();
    // The site's staff list shows them as its owner (the licence's SUPERADMIN).
    await backOffice.getByRole('button', { name: 'Users' }).click();
    const staff = buyer
      .getByRole('dialog', { name: 'User management' })
      .getByRole('list', { name: 'Back-end users: list' });
    await staff.getByRole('button').filter({ hasText: BUYER.email }).filter({ hasText: 'Licence owner' }).waitFor();
  });

  it('a payment with the failure card shows "Transaction failed" and makes no licence', async () => {
    const subdomain = 'cvecara-odbijena';
    await walkWizardToConfirmation(buyer, { subdomain });
    await payOnSandbox(buyer, FAILURE_CARD);
    await buyer.getByRole('heading', { name: 'Transaction failed', level: 1 }).waitFor();
    await buyer.getByText('No money was taken from the card.').waitFor();

    // No site at its address, and the console lists the one licence bought before.
    await buyer.goto(izlog.origin(subdomain));
    await buyer.getByText('There is no site at this address.').waitFor();
    await buyer.goto(platform('/console'));
    const licences = buyer.getByRole('table').getByRole('rowgroup').last();
    await licences.getByRole('row').filter({ hasText: SITE.name }).waitFor();
    expect(await licences.getByRole('row').count()).toBe(1);
  });

  it('drops a draft older than a day with a notice, and the wizard starts empty', async () => {
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    const stale = {
      step: 2,
      licence_type: 'basic',
      template_id: 1,
      title_of_app: 'Stari sajt',
      lastUpdate: twoDaysAgo,
    };
    await buyer.goto(platform('/'));
    await buyer.evaluate(([key, draft]) => window.localStorage.setItem(key, draft), [
      DRAFT_STORAGE_KEY,
      JSON.stringify(stale),
    ] as const);
    await buyer.goto(platform('/buy'));
    await notice(buyer, 'Your unfinished order was older than a day and has been removed.').waitFor();
    const type = step(buyer, 'Choose a licence');
    await type.getByRole('radio', { name: /^Basic, / }).waitFor();
    for (const radio of await type.getByRole('radio').all()) await expect(radio.isChecked()).resolves.toBe(false);
    const stored = await buyer.evaluate((key) => window.localStorage.getItem(key), DRAFT_STORAGE_KEY);
    expect(stored ?? '').not.toContain('Stari sajt');
  });
});
