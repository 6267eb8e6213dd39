import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoProduct, type TDemoProduct } from './support/demo-catalogue';
import { openBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

let izlog: TRunningIzlog;
let browser: BrowserContext;
let page: Page;
let product: TDemoProduct;

beforeAll(async () => {
  izlog = await startIzlog();
  product = await ensureDemoProduct(izlog);
  browser = await openBrowser();
  page = await browser.newPage();
  // The visitor reads the site in English.
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

describe('a visitor browses the catalogue', () => {
  it('goes home → a category → a product with its price, then finds it by a Cyrillic search', async () => {
    await page.goto(izlog.origin('demo'));
    await page.getByRole('heading', { name: 'Izlog Demo', level: 1 }).waitFor();

    // Home → the category, from the home page's category links.
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: product.categoryName })
      .click();
    await page.waitForURL(`**/categories/${product.categorySlug}`);
    await page.getByRole('heading', { name: product.categoryName, level: 1 }).waitFor();

    // Category → the product.
    await page.getByRole('link', { name: product.title, exact: true }).click();
    await page.waitForURL(`**/products/${product.slug}`);
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
    const price = page.getByTestId('price-current');
    await expect(price.textContent()).resolves.toMatch(/^Price: RSD [\d,]+(\.\d\d)?$/);
    await expect(page.title()).resolves.toBe(`${product.title} — Izlog Demo`);

    // The search modal, with the product's name in Cyrillic.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByLabel('What are you looking for?').fill('шоља');
    await dialog.getByLabel('What are you looking for?').press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await page.getByRole('heading', { name: 'Results for “шоља”', level: 1 }).waitFor();
    const hit = page.getByRole('list', { name: 'Results for “шоља”' }).getByRole('link', { name: product.title });
    await hit.waitFor();

    await hit.click();
    await page.waitForURL(`**/products/${product.slug}`);
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
  });
});
