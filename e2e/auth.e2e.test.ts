import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../apps/server/src/db/schema';
import { findOutboxMails } from '../apps/server/src/modules/platform/dev-mail/dev-mail.queries';
import { openBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

let izlog: TRunningIzlog;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  // With the catalogue: the demo's people have their pictures, which a profile must keep to be saved.
  izlog = await startIzlog({ withCatalogue: true });
  browser = await openBrowser();
  page = await browser.newPage();
  // The visitor reads the site in English.
  await browser.addInitScript(() => window.localStorage.setItem('language', 'en'));
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

describe('a visitor becomes a signed-in front user', () => {
  const email = 'milan.e2e@example.com';
  const password = 'tajna-123';

  it('registers, confirms the account from the mail, logs in and is greeted; an expired session asks to log in again', async () => {
    await page.goto(izlog.origin('demo'));
    await expect(page.title()).resolves.toBe('Izlog Demo');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();

    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Username').fill('milan');
    await register.getByLabel('E-mail', { exact: true }).fill(email);
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('I accept the terms of use').check();
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText(`Confirm your account with the link we sent to ${email}`).waitFor(),
    ).resolves.toBeUndefined();
    await register.waitFor({ state: 'detached' });

    // The validation mail, read from the outbox as a developer would at /dev/mail.
    const [mail] = await findOutboxMails(izlog.app.deps.platformDb, email);
    const link = /https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0];
    expect(link).toContain('/validate-account?');
    await page.goto(link!);
    await page.getByText('Your account is confirmed. You can log in now.').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Hello, milan').waitFor();
    await login.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);

    // The session ends on the server (expired); the next call gets 511 and the site asks to log in again.
    const [user] = await izlog.app.deps.platformDb.select().from(users).where(eq(users.email, email));
    await izlog.app.deps.platformDb
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    await page.reload();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.getByText('Your session has expired, please login again').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    expect(await page.getByText('Hello, milan').count()).toBe(0);
  });
});

describe('a signed-in user across tabs and through an ended session (issue 26 items 2 and 3)', () => {
  const DUSAN = { email: 'dusan.pavlovic@demo.example.com', password: 'demo1234', greeting: 'Hello, Dušan Pavlović' };

  async function logIn(tab: Page) {
    const login = tab.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(DUSAN.email);
    await login.getByLabel('Password', { exact: true }).fill(DUSAN.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitFor({ state: 'detached' });
  }

  it('keeps what was typed through a logout in another tab; signing in again sends it', async () => {
    const first = await browser.newPage();
    await first.goto(`${izlog.origin('demo')}/my/profile`);
    await logIn(first);
    await first.getByRole('button', { name: DUSAN.greeting }).waitFor();
    const bio = first.getByRole('textbox', { name: 'About me' });
    await bio.fill('Renoviram kupatilo, pa kuhinju.');

    // The other tab logs out: the first one knows at once and asks to log in, over the page it keeps.
    const second = await browser.newPage();
    await second.goto(izlog.origin('demo'));
    await second.getByRole('button', { name: DUSAN.greeting }).waitFor();
    await second.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await second.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await first.getByRole('dialog', { name: 'Log in' }).waitFor();
    await first.getByText('You logged out in another tab. Log in again to go on.').waitFor();

    await logIn(first);
    await expect(bio.inputValue()).resolves.toBe('Renoviram kupatilo, pa kuhinju.');
    await first.getByRole('button', { name: 'Save profile' }).click();
    await first.getByText('Your profile has been saved.').waitFor();
    // And the second tab learnt of that login without a reload.
    await second.getByRole('button', { name: DUSAN.greeting }).waitFor();

    // A session that ends on the server under a typed edit: the save is a 511, the sign-in opens over the form, and
    // the edit is there to send again.
    await bio.fill('Kupatilo je gotovo.');
    await izlog.app.deps.platformDb.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await first.getByRole('button', { name: 'Save profile' }).click();
    await first.getByText('Your session has expired, please login again').first().waitFor();
    await logIn(first);
    await expect(bio.inputValue()).resolves.toBe('Kupatilo je gotovo.');
    await first.getByRole('button', { name: 'Save profile' }).click();
    await first.getByText('Your profile has been saved.').first().waitFor();
    await first.close();
    await second.close();
  });
});
