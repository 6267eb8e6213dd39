/**
 * The moderation workflow through the real screens (issue 5): a client submits a product; the moderator sends it
 * back with a remark; the client sees the remark, edits and resubmits; the moderator approves and a visitor sees it.
 * Then the client edits the approved product: the visitor keeps seeing the approved version until the moderator
 * approves the edit. Three people at once — three browser contexts of one Chromium. Real server, real database.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOutboxMails } from '../apps/server/src/modules/platform/dev-mail/dev-mail.queries';
import { apiOf, ensureDemoProduct, type TDemoProduct } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

const CLIENT = { email: 'client@demo.example.com', password: 'demo1234' };
const MODERATOR = { email: 'moderator@demo.example.com', password: 'demo1234' };

let izlog: TRunningIzlog;
let browser: Browser;
let demo: TDemoProduct;
let client: Page;
let moderator: Page;
let visitor: Page;

/** A page of its own browser context (own storage, own session), reading the site in English. */
async function newPerson(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  return context.newPage();
}

beforeAll(async () => {
  izlog = await startIzlog();
  // A product category on the demo site (the seed's, or one the helper makes).
  demo = await ensureDemoProduct(izlog);
  browser = await launchBrowser();
  [client, moderator, visitor] = await Promise.all([newPerson(), newPerson(), newPerson()]);
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto(izlog.origin('demo'));
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The client's product list, and the row of one product in it. */
async function openMyProducts() {
  await client.getByRole('banner').getByRole('link', { name: 'My content' }).click();
  await client.getByRole('heading', { name: 'My products', level: 1 }).waitFor();
}
const myRow = (title: string) =>
  client
    .getByRole('table', { name: 'My products' })
    .getByRole('row')
    .filter({ has: client.getByRole('link', { name: title, exact: true }) });

/** The moderation modal from the account menu, on its default section (products). */
async function openModeration() {
  await moderator.getByRole('banner').getByRole('button', { name: 'Moderation' }).click();
  const modal = moderator.getByRole('dialog', { name: 'Moderation' });
  await expect(modal.getByRole('tab', { name: /^Products/ }).getAttribute('aria-selected')).resolves.toBe('true');
  return modal;
}
const waitingProducts = (modal: Locator) => modal.getByRole('list', { name: 'Products on moderation' });

async function closeModeration() {
  await moderator.keyboard.press('Escape');
  await moderator.getByRole('dialog', { name: 'Moderation' }).waitFor({ state: 'detached' });
}

/** The newest moderation mail to the client with this subject (the demo site writes in Serbian). */
async function mailToClient(subject: string) {
  const mails = await findOutboxMails(izlog.app.deps.platformDb, CLIENT.email);
  const mail = mails.find((each) => each.subject === subject);
  expect(mail, `a mail "${subject}" to the client`).toBeDefined();
  return mail!.textBody;
}

describe('a product goes through moderation', () => {
  it('is sent back with a remark, resubmitted and approved; an edit of it stays hidden until approved', async () => {
    const stamp = Date.now();
    const title = `Orahova klupa ${stamp}`;
    const newTitle = `Hrastova klupa ${stamp}`;
    const remark = 'Please add the price: buyers ask for it first.';

    await Promise.all([logIn(client, CLIENT), logIn(moderator, MODERATOR)]);

    // The client enters a product and sends it to moderation.
    await openMyProducts();
    await client.getByRole('link', { name: 'New product' }).click();
    await client.getByRole('textbox', { name: 'Name' }).fill(title);
    await client.getByRole('combobox', { name: 'Category' }).click();
    await client.getByRole('option', { name: demo.categoryName, exact: true }).click();
    await client.getByRole('button', { name: 'Choose from the gallery' }).click();
    const picker = client.getByRole('dialog', { name: 'Photo gallery' });
    await picker.getByRole('list', { name: 'Photos' }).getByRole('button').first().click();
    await picker.waitFor({ state: 'detached' });
    await client.getByRole('button', { name: 'Send to moderation' }).click();
    await client.getByText('Sent to moderation.').waitFor();
    await client.getByRole('heading', { name: 'My products', level: 1 }).waitFor();
    await myRow(title).getByText('On moderation', { exact: true }).waitFor();
    const href = await myRow(title).getByRole('link', { name: title, exact: true }).getAttribute('href');
    const id = Number(/\/my\/products\/(\d+)$/.exec(href ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);

    // Where the public page will be: the slug as the client's own API answer has it. The visitor cannot see it yet.
    const api = apiOf(izlog);
    const { auth_key: clientToken } = (await api('/users/login-licence-user', { method: 'POST', body: CLIENT })) as {
      auth_key: string;
    };
    const { slug } = (await api(`/contents/${id}`, { token: clientToken })) as { slug: string };
    const publicUrl = `${izlog.origin('demo')}/products/${slug}`;
    await visitor.goto(publicUrl);
    await visitor.getByRole('heading', { name: 'Page not found' }).waitFor();

    // The moderator finds it in the moderation modal and asks for an edit, with a remark.
    let modal = await openModeration();
    await waitingProducts(modal).getByRole('button', { name: title }).click();
    await modal.getByRole('heading', { name: title, level: 3 }).waitFor();
    const decision = modal.getByRole('group', { name: 'Decision' });
    await decision.getByRole('button', { name: 'Request an edit' }).click();
    await decision.getByRole('textbox', { name: 'Remark for the author' }).fill(remark);
    await decision.getByRole('button', { name: 'Send the request' }).click();
    await moderator.getByText('Sent back to the author for changes.').waitFor();
    await waitingProducts(modal).getByRole('button', { name: title }).waitFor({ state: 'detached' });
    await closeModeration();
    expect(await mailToClient(`Potrebna dorada: ${title}`)).toContain(remark);

    // The client sees it sent back, reads the remark in the editor, adds the price and sends it again.
    await client.reload();
    await myRow(title).getByText('Request for edit', { exact: true }).waitFor();
    await myRow(title).getByRole('link', { name: title, exact: true }).click();
    await client.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    await client.getByRole('note').getByText(remark).waitFor();
    await client.getByRole('textbox', { name: 'Price' }).fill('12500');
    await client.getByRole('button', { name: 'Send to moderation' }).click();
    await client.getByText('Sent to moderation.').waitFor();
    await myRow(title).getByText('On moderation', { exact: true }).waitFor();

    // The moderator approves it; the client is told where it is public, and the visitor sees it there.
    modal = await openModeration();
    await waitingProducts(modal).getByRole('button', { name: title }).click();
    await modal.getByRole('heading', { name: title, level: 3 }).waitFor();
    await modal.getByRole('group', { name: 'Decision' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await moderator.getByText('Approved.', { exact: true }).waitFor();
    await waitingProducts(modal).getByRole('button', { name: title }).waitFor({ state: 'detached' });
    await closeModeration();
    expect(await mailToClient(`Odobreno: ${title}`)).toContain(publicUrl);

    await visitor.goto(publicUrl);
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();

    // The client renames the approved product: the edit waits, the approved version stays public.
    await client.reload();
    await myRow(title).getByText('Approved', { exact: true }).waitFor();
    await myRow(title).getByRole('link', { name: title, exact: true }).click();
    await client.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    const name = client.getByRole('textbox', { name: 'Name' });
    await expect(name.inputValue()).resolves.toBe(title);
    await name.fill(newTitle);
    await client.getByRole('button', { name: 'Send to moderation' }).click();
    await client.getByText('Sent to moderation.').waitFor();
    await client.getByRole('heading', { name: 'My products', level: 1 }).waitFor();
    // The client's list says the product is approved and that their edit waits.
    await myRow(title).getByText('Approved', { exact: true }).waitFor();
    await myRow(title).getByText('Edit on moderation', { exact: true }).waitFor();

    await visitor.reload();
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await visitor.getByText(newTitle).count()).toBe(0);

    // The moderator sees the edit beside the approved version, field by field, and approves it.
    modal = await openModeration();
    const edited = waitingProducts(modal).getByRole('button', { name: title });
    await edited.getByText('Edit of a published item').waitFor();
    await edited.click();
    const comparison = modal.getByRole('table', { name: `The approved and the waiting version of ${title}` });
    const titleRow = comparison.getByRole('row').filter({ has: moderator.getByRole('rowheader', { name: /^Title/ }) });
    await titleRow.getByRole('cell', { name: title, exact: true }).waitFor();
    await titleRow.getByRole('cell', { name: newTitle, exact: true }).waitFor();
    await titleRow.getByText('Changed', { exact: true }).waitFor();

    // Until the decision the visitor still reads the approved title.
    await visitor.reload();
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();

    await modal.getByRole('group', { name: 'Decision' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await moderator.getByText('Approved.', { exact: true }).last().waitFor();
    await waitingProducts(modal).getByRole('button', { name: title }).waitFor({ state: 'detached' });
    await closeModeration();

    await visitor.reload();
    await visitor.getByRole('heading', { name: newTitle, level: 1 }).waitFor();
    expect(await visitor.getByRole('heading', { name: title, level: 1 }).count()).toBe(0);

    // The client's list has the new title, approved, with nothing waiting any more.
    await client.reload();
    await myRow(newTitle).getByText('Approved', { exact: true }).waitFor();
    expect(await myRow(newTitle).getByText('Edit on moderation').count()).toBe(0);
  });
});
