/**
 * An admin changes the site's template after a preview (issue 16): in the site management modal the demo admin picks
 * another template, sees the site's own content in it live in the desktop, mobile-web and app frames, confirms, and
 * a visitor in another browser then gets the new theme; `?preview_template=` shows a template without saving, and an
 * id that names none shows the default. Real server, real database, one Chromium.
 */
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBlockingViolations } from './support/axe';
import { DEMO_ADMIN } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

let izlog: TRunningIzlog;
let browser: Browser;

beforeAll(async () => {
  izlog = await startIzlog();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

/** A page of its own browser context (own storage and session), reading the site in English. */
async function newPerson(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  // axe is added to the page as a script, which the site's CSP rightly refuses.
  const context = await browser.newContext({ locale: 'en-US', bypassCSP: true, colorScheme });
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  return context.newPage();
}

const home = () => `${izlog.origin('demo')}/`;
const banner = (page: Page) => page.getByRole('banner').first();
/** The theme the page (or a framed page) wears, by the shell's data-theme. */
const shellOf = (page: Page | FrameLocator, theme: string) => page.locator(`[data-theme="${theme}"]`).first();

async function logIn(page: Page) {
  await page.goto(home());
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  const form = page.getByRole('dialog', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_ADMIN.email);
  await form.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await form.waitFor({ state: 'detached' });
}

async function openTemplateSection(admin: Page): Promise<Locator> {
  await banner(admin).getByRole('link', { name: 'Administration' }).click();
  await admin
    .getByRole('navigation', { name: 'Content management' })
    .getByRole('button', { name: 'Site settings' })
    .click();
  const modal = admin.getByRole('dialog', { name: 'Site settings' });
  await modal.getByRole('tab', { name: 'Template' }).click();
  return modal;
}

describe('changing the site’s template', () => {
  it('previews the site in another template in three frames, and after the confirmation every visitor gets it', async () => {
    const visitorBefore = await newPerson();
    await visitorBefore.goto(home());
    await shellOf(visitorBefore, 'classic').waitFor();

    const admin = await newPerson();
    await logIn(admin);
    const modal = await openTemplateSection(admin);
    const templates = modal.getByRole('radiogroup', { name: 'Templates' });
    await templates.getByRole('radio', { name: 'Classic, Current' }).waitFor();
    await templates.getByRole('radio', { name: 'Showcase' }).click();

    // The site's own content, in the chosen template, live in each device's frame.
    for (const device of ['Desktop', 'Mobile web', 'App']) {
      await modal.getByRole('tab', { name: device }).click();
      const title = `The site in the Showcase template: ${device}`;
      const frame = admin.frameLocator(`iframe[title="${title}"]`);
      await shellOf(frame, 'showcase').waitFor();
      await frame
        .getByRole('link', { name: /, home page$/ })
        .first()
        .waitFor();
      expect(await modal.locator(`iframe[title="${title}"]`).getAttribute('src')).toBe(`${home()}?preview_template=2`);
    }
    // The preview saved nothing: the page behind and a visitor still see the classic theme.
    await shellOf(admin, 'classic').waitFor();
    expect(await findBlockingViolations(admin)).toEqual([]);

    await modal.getByRole('button', { name: 'Use this template' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Change the site’s template?' });
    await confirm.getByRole('button', { name: 'Change template' }).click();
    await admin
      .getByRole('alert')
      .filter({ hasText: 'The template has been changed: the site now wears “Showcase”.' })
      .waitFor();
    // The site switches behind the modal, which stays open with the new template marked.
    await shellOf(admin, 'showcase').waitFor();
    await templates.getByRole('radio', { name: 'Showcase, Current' }).waitFor();

    const visitor = await newPerson();
    await visitor.goto(home());
    await shellOf(visitor, 'showcase').waitFor();
    await visitorBefore.reload();
    await shellOf(visitorBefore, 'showcase').waitFor();
  });

  it('shows a template through ?preview_template= without saving it, and the default for an id that names none', async () => {
    const visitor = await newPerson();
    await visitor.goto(`${home()}?preview_template=3`);
    await shellOf(visitor, 'magazine').waitFor();
    await visitor.goto(`${home()}?preview_template=999`);
    await shellOf(visitor, 'classic').waitFor();
    await banner(visitor).waitFor();
  });

  it('follows a visitor’s dark system preference until they switch, and stays within AA in the dark', async () => {
    const visitor = await newPerson('dark');
    await visitor.goto(home());
    const toggle = banner(visitor).getByRole('button', { name: 'Dark mode' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await visitor.getByRole('contentinfo').waitFor();
    expect(await findBlockingViolations(visitor)).toEqual([]);

    // The choice outlives the page: light stays after a reload, whatever the system prefers.
    await toggle.click();
    await visitor.reload();
    await expect(banner(visitor).getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).resolves.toBe(
      'false',
    );
    await expect(visitor.evaluate(() => document.documentElement.dataset.mantineColorScheme)).resolves.toBe('light');
  });
});
