import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, ensureDemoProduct } from './support/demo-catalogue';
import { openBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

let izlog: TRunningIzlog;
let browser: BrowserContext;
let page: Page;

const NEW_CATEGORY = 'Čajanke';

beforeAll(async () => {
  izlog = await startIzlog();
  // At least one other product category, so there is an order to change.
  await ensureDemoProduct(izlog);
  browser = await openBrowser();
  page = await browser.newPage();
  // The admin works in English.
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

/** The site's API as a tool reads it (no browser): the licence chosen by header. */
async function readApi(path: string): Promise<unknown> {
  const port = (izlog.app.server.address() as { port: number }).port;
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, { headers: { 'X-Licence': 'demo' } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('an admin manages the product categories', () => {
  it('creates a category with two attributes, moves it to the top by keyboard, and the public list follows', async () => {
    await page.goto(`${izlog.origin('demo')}/admin/categories`);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(DEMO_ADMIN.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();

    // The wizard: name, (no photo or colour), top level of Products, two attributes.
    await page.getByRole('button', { name: 'New category' }).click();
    const wizard = page.getByRole('dialog', { name: 'New category' });
    await wizard.getByRole('textbox', { name: 'Name' }).fill(NEW_CATEGORY);
    await wizard.getByRole('textbox', { name: 'Description' }).fill('Šolje i čajnici od porcelana.');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: /Step 2 of 4/ }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: /Step 3 of 4/ }).waitFor();
    expect(await wizard.getByRole('combobox', { name: 'Content type' }).inputValue()).toBe('Products');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: /Step 4 of 4/ }).waitFor();

    await wizard.getByRole('button', { name: 'Add an attribute' }).click();
    const material = wizard.getByRole('group', { name: /Attribute 1/ });
    await material.getByRole('textbox', { name: 'Attribute name' }).fill('Materijal');
    await material.getByRole('textbox', { name: 'Values' }).fill('porcelan, staklo');
    await wizard.getByRole('button', { name: 'Add an attribute' }).click();
    const volume = wizard.getByRole('group', { name: /Attribute 2/ });
    // The same name in other letters is caught while it is typed.
    await volume.getByRole('textbox', { name: 'Attribute name' }).fill('MATERIJAL');
    await volume.getByText('Attribute already exists').waitFor();
    await volume.getByRole('textbox', { name: 'Attribute name' }).fill('Zapremina');
    await volume.getByRole('textbox', { name: 'Values' }).fill('250 ml, 500 ml');
    await wizard.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The category is created.').waitFor();
    await wizard.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'Categories of Products' })
      .getByRole('cell', { name: NEW_CATEGORY, exact: true })
      .waitFor();

    const [created] = (await readApi(
      `/categories?filter[name]=${encodeURIComponent(NEW_CATEGORY)}&expand=attributes`,
    )) as { id: number; slug: string; attributes: { name: string; values: string[] }[] }[];
    expect(created?.attributes.map(({ name, values }) => ({ name, values }))).toEqual([
      { name: 'Materijal', values: ['porcelan', 'staklo'] },
      { name: 'Zapremina', values: ['250 ml', '500 ml'] },
    ]);

    // Reordering by keyboard: pick the new (last) category up, move it to the top, drop it.
    await page.getByRole('button', { name: 'Categories and menu' }).click();
    await page
      .getByRole('dialog', { name: 'Categories and menu' })
      .getByRole('button', { name: 'Reorder categories' })
      .click();
    const list = page
      .getByRole('dialog', { name: 'Order of categories' })
      .getByRole('list', { name: 'Categories of Products in menu order' });
    await list.getByRole('listitem').first().waitFor();
    const count = await list.getByRole('listitem').count();
    expect(count).toBeGreaterThan(1);
    await expect(list.getByRole('listitem').last().textContent()).resolves.toContain(NEW_CATEGORY);

    await list.getByRole('button', { name: `Move ${NEW_CATEGORY}` }).focus();
    await page.keyboard.press('Space');
    await page.getByText(`Picked up ${NEW_CATEGORY}. It is at position ${count} of ${count}.`).waitFor();
    for (let position = count - 1; position >= 1; position--) {
      await moveUpByKeyboard(page, `${NEW_CATEGORY} is now at position ${position} of ${count}.`);
    }
    await page.keyboard.press('Space');
    await page.getByText('The new order is saved.').waitFor();
    await expect(list.getByRole('listitem').first().textContent()).resolves.toContain(NEW_CATEGORY);

    // The public product list shows the categories in the new order.
    await page.goto(`${izlog.origin('demo')}/products`);
    const filter = page.getByRole('navigation', { name: 'Product categories' });
    await filter.getByRole('link', { name: NEW_CATEGORY }).waitFor();
    const names = await filter.getByRole('link').allTextContents();
    expect(names[0]).toBe('All');
    expect(names[1]).toBe(NEW_CATEGORY);
    expect(names).toHaveLength(count + 1);
  });
});

describe('the category wizard keeps its layers and its changes (issue 26 item 11)', () => {
  it('Escape closes the colour picker only; the wizard with changes asks before it closes', async () => {
    // Signed in by the first test (the session is the page's storage).
    await page.goto(`${izlog.origin('demo')}/admin/categories`);
    await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    const wizard = page.getByRole('dialog', { name: 'New category' });
    await wizard.getByRole('textbox', { name: 'Name' }).fill('Ćilimi');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: /Step 2 of 4/ }).waitFor();

    const colour = wizard.getByRole('textbox', { name: 'Colour' });
    await colour.focus();
    // The open picker is marked by the inner layers' own attribute (a textbox may not carry aria-expanded).
    await expect(colour.getAttribute('data-layer-open')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(colour.getAttribute('data-layer-open')).resolves.toBeNull();
    // The wizard stayed, on its step, with what was typed.
    await wizard.getByRole('heading', { name: /Step 2 of 4/ }).waitFor();

    // Escape again belongs to the wizard: it holds changes, so it asks.
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard the changes?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    // The step's Back, at the wizard's foot (the modal's own Back to its landing comes first).
    await wizard.getByRole('button', { name: 'Back' }).last().click();
    await expect(wizard.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Ćilimi');

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await wizard.waitFor({ state: 'detached' });
  });
});

describe('the back office on a phone (issue 26 item 15)', () => {
  it('keeps its menu in a drawer and shows each category as a card, with nothing wider than the screen', async () => {
    // The same browser as the first test's, so signed in and in English.
    const phone = await browser.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${izlog.origin('demo')}/admin/categories`);
    await phone.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    // The first screen is the page: the menu's links wait behind its button.
    await expect(phone.getByRole('link', { name: 'Audit log' }).count()).resolves.toBe(0);
    const cards = phone.getByRole('list', { name: 'Categories of Products' });
    await cards.getByRole('listitem').first().waitFor();
    await expect(cards.getByRole('button', { name: /^Edit/ }).first().isVisible()).resolves.toBe(true);
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    await phone.getByRole('button', { name: 'Open the content management menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Content management' });
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await menu.waitFor({ state: 'detached' });
    await phone.waitForURL(/\/admin\/audit-log/);
    await phone.close();
  });
});

/**
 * Presses ArrowUp on a picked-up item until the list announces `announcement`. On a busy machine the first press can
 * land before the list has measured where its items are (seen once in CI), and then it moves nothing; a press is
 * repeated only while the item has not moved, so it never moves two places.
 */
async function moveUpByKeyboard(page: Page, announcement: string): Promise<void> {
  const latestPosition = () =>
    page
      .getByText(/ is now at position | It is at position /)
      .last()
      .textContent();
  const before = await latestPosition();
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('ArrowUp');
    try {
      await page.getByText(announcement).waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3 || (await latestPosition()) !== before) throw error;
    }
  }
}
