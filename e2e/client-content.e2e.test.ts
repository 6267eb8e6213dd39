/**
 * A client manages their own product (issue 4): a draft without a photo, then edited (price, a stock photo) and
 * saved again, then published — it waits for moderation. Real server, real database, Debian's Chromium.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, ensureDemoProduct, type TDemoProduct } from './support/demo-catalogue';
import { openBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

const DEMO_CLIENT = { email: 'client@demo.example.com', password: 'demo1234' };

let izlog: TRunningIzlog;
let browser: BrowserContext;
let page: Page;
let demo: TDemoProduct;

beforeAll(async () => {
  izlog = await startIzlog();
  // A product category on the demo site (the seed's, or one the helper makes).
  demo = await ensureDemoProduct(izlog);
  browser = await openBrowser();
  page = await browser.newPage();
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a client manages a product', () => {
  it('creates a draft, edits it, publishes it, and it waits for moderation', async () => {
    const title = `Hrastova stolica ${Date.now()}`;
    await page.goto(izlog.origin('demo'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(DEMO_CLIENT.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitFor({ state: 'detached' });

    // The account menu leads to the client's own products.
    await page.getByRole('banner').getByRole('link', { name: 'My content' }).click();
    await page.getByRole('heading', { name: 'My products', level: 1 }).waitFor();

    // A draft needs only the name (SPEC §5: photo and category are for publishing).
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(title);
    await choose('Category', demo.categoryName);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The draft is saved.').waitFor();
    await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    await page.waitForURL(/\/my\/products\/\d+$/);
    const id = Number(/\/my\/products\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('main').getByText('Draft', { exact: true }).waitFor();

    // Edited: a price and a photo from the stock gallery, saved as a draft again.
    await page.getByRole('textbox', { name: 'Price' }).fill('4500');
    await page.getByRole('button', { name: 'Choose from the gallery' }).click();
    const picker = page.getByRole('dialog', { name: 'Photo gallery' });
    await picker.getByRole('list', { name: 'Photos' }).getByRole('button').first().click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('The draft is saved.').last().waitFor();

    // Published: the draft goes to moderation (publish-product-draft), the list says so.
    await page.getByRole('button', { name: 'Send to moderation' }).click();
    await page.getByText('Sent to moderation.').waitFor();
    await page.getByRole('heading', { name: 'My products', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await row.getByText('On moderation').waitFor();

    // What the server keeps, as the client's own API answer shows it.
    const { auth_key: token } = (await apiOf(izlog)('/users/login-licence-user', {
      method: 'POST',
      body: DEMO_CLIENT,
    })) as { auth_key: string };
    const stored = (await apiOf(izlog)(`/contents/${id}`, { token })) as {
      title: string;
      status: string;
      price: number | null;
      image: string | null;
      category: { name: string } | null;
    };
    expect(stored).toMatchObject({
      title,
      status: 'on_moderation',
      price: 4500,
      category: { name: demo.categoryName },
    });
    expect(stored.image).toMatch(/^\/media\//);
  });
});
