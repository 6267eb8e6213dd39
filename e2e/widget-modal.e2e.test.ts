/**
 * The widget modal in a real browser against the real server: an admin opens "Widgets" in the back office, adds a
 * newest-products list to position two of the home page through the wizard, moves it to position one with the
 * keyboard (where a visitor then sees it lead the home page) and drags it to position three with the pointer, and the server's layout has it there each time. The
 * modal holds to axe at a desktop's and a phone's width.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBlockingViolations } from './support/axe';
import { apiOf, DEMO_ADMIN, ensureDemoProduct } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

const WIDGET_NAME = 'Novo u ponudi';

type TLayout = { validity_check: number; positions: { column_number: number; widgets: { widget_title: string }[] }[] };

let izlog: TRunningIzlog;
let browser: Browser;
let token: string;

beforeAll(async () => {
  izlog = await startIzlog();
  await ensureDemoProduct(izlog);
  const api = apiOf(izlog);
  ({ auth_key: token } = (await api('/users/login-licence-user', { method: 'POST', body: DEMO_ADMIN })) as {
    auth_key: string;
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

/** A signed-in admin's page in English at the given width (axe is an inline script: the CSP is bypassed). */
async function adminPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'en-US',
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((stored) => {
    window.localStorage.setItem('language', 'en');
    window.localStorage.setItem('token', stored);
  }, token);
  return { context, page: await context.newPage() };
}

async function openWidgetModal(page: Page) {
  await page.goto(`${izlog.origin('demo')}/admin/categories`);
  await page.getByRole('navigation', { name: 'Content management' }).getByRole('button', { name: 'Widgets' }).click();
  const modal = page.getByRole('dialog', { name: 'Widgets: the home page' });
  await modal.getByRole('region', { name: 'Position one' }).waitFor();
  return modal;
}

const titlesIn = (layout: TLayout, column: number) =>
  layout.positions.find((position) => position.column_number === column)?.widgets.map((item) => item.widget_title);

describe('the widget modal', () => {
  it('adds a newest-products list to position two through the wizard, moves it by keyboard, then drags it', async () => {
    const { context, page } = await adminPage(1280);
    const modal = await openWidgetModal(page);
    expect(await findBlockingViolations(page)).toEqual([]);

    await modal.getByRole('button', { name: 'Add widget: Position two' }).click();
    await modal.getByRole('heading', { name: /Step 1 of 5: Type/ }).waitFor();
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('heading', { name: /Step 2 of 5/ }).waitFor();
    await modal.getByRole('combobox', { name: 'Content type' }).click();
    await page.getByRole('option', { name: 'Products' }).click();
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('heading', { name: /Step 3 of 5/ }).waitFor();
    expect(await modal.getByRole('radio', { name: /Newest first/ }).isChecked()).toBe(true);
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('heading', { name: /Step 4 of 5/ }).waitFor();
    // The preview shows the real products the widget will show: the newest one first.
    const [newest] = (await apiOf(izlog)(
      '/contents?filter[content_type_id]=3&filter[status]=approved&sort=newest&page_count=1',
    )) as { title: string }[];
    await modal.getByRole('region', { name: 'Preview' }).getByText(newest!.title, { exact: true }).first().waitFor();
    expect(await findBlockingViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Next' }).click();
    await modal.getByRole('textbox', { name: 'Name' }).fill(WIDGET_NAME);
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The widget was added to the page.').waitFor();

    const positionTwo = modal.getByRole('region', { name: 'Position two' });
    await positionTwo.getByText(WIDGET_NAME, { exact: true }).waitFor();
    await modal.getByRole('button', { name: `Move the widget ${WIDGET_NAME}` }).focus();
    // Each key waits for its announcement, as a screen reader user hears one before pressing the next.
    await page.keyboard.press('Space');
    await page.getByText(`Picked up the widget ${WIDGET_NAME}. It is at place 1, Position two.`).waitFor();
    // dnd-kit listens for the arrows a moment after the pick-up is announced: an arrow pressed in between is lost, so
    // the arrow is pressed again, as a person would, until the move is announced (from position two, a second arrow
    // left still lands in position one).
    const wouldGoToOne = page.getByText(
      new RegExp(`^The widget ${WIDGET_NAME} would go to place \\d+, Position one\\.$`),
    );
    for (let attempt = 0; attempt < 5 && !(await wouldGoToOne.isVisible()); attempt += 1) {
      await page.keyboard.press('ArrowLeft');
      await wouldGoToOne.waitFor({ timeout: 3000 }).catch(() => {});
    }
    await wouldGoToOne.waitFor();
    await page.keyboard.press('Space');
    await page.getByText('The widget was moved.').waitFor();
    await modal.getByRole('region', { name: 'Position one' }).getByText(WIDGET_NAME, { exact: true }).waitFor();

    const moved = (await apiOf(izlog)('/content-widgets/get-page-widgets?page_name=home')) as TLayout;
    expect(titlesIn(moved, 1)).toContain(WIDGET_NAME);
    expect(titlesIn(moved, 2)).not.toContain(WIDGET_NAME);

    // A visitor sees it there: the home page leads with position one's widget, its newest product first.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const home = await visitor.newPage();
    await home.goto(izlog.origin('demo'));
    const lead = home.getByRole('region', { name: WIDGET_NAME });
    await lead.getByText(newest!.title, { exact: true }).first().waitFor();
    await visitor.close();

    // With the pointer: by its handle onto the end of position three.
    const handle = await modal.getByRole('button', { name: `Move the widget ${WIDGET_NAME}` }).boundingBox();
    const endOfThree = await modal
      .getByRole('region', { name: 'Position three' })
      .getByRole('button', { name: 'Add widget: Position three' })
      .boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(endOfThree!.x + endOfThree!.width / 2, endOfThree!.y + endOfThree!.height / 2, { steps: 12 });
    await page.mouse.up();
    await modal.getByRole('region', { name: 'Position three' }).getByText(WIDGET_NAME, { exact: true }).waitFor();
    const dragged = (await apiOf(izlog)('/content-widgets/get-page-widgets?page_name=home')) as TLayout;
    expect(titlesIn(dragged, 3)?.at(-1)).toBe(WIDGET_NAME);
    expect(titlesIn(dragged, 1)).not.toContain(WIDGET_NAME);
    await context.close();
  });

  it('stacks the positions and the wizard’s preview on a phone, and holds to axe there', async () => {
    const { context, page } = await adminPage(390);
    await page.goto(`${izlog.origin('demo')}/admin/categories`);
    // On a phone the back office's navigation sits behind its menu button: the modal is opened as the app does.
    const modal = await openWidgetModalOnPhone(page);
    expect(await findBlockingViolations(page)).toEqual([]);
    const one = await modal.getByRole('region', { name: 'Position one' }).boundingBox();
    const two = await modal.getByRole('region', { name: 'Position two' }).boundingBox();
    expect(two!.y).toBeGreaterThan(one!.y + one!.height - 1);
    expect(one!.width).toBeLessThanOrEqual(390);

    await modal.getByRole('button', { name: 'Add widget: Position three' }).click();
    await modal.getByRole('heading', { name: /Step 1 of 5: Type/ }).waitFor();
    expect(await findBlockingViolations(page)).toEqual([]);
    const form = await modal.getByRole('form', { name: 'New widget' }).boundingBox();
    const preview = await modal.getByRole('region', { name: 'Preview' }).boundingBox();
    expect(preview!.y).toBeGreaterThan(form!.y + form!.height - 1);
    await context.close();
  });
});

async function openWidgetModalOnPhone(page: Page) {
  const menu = page.getByRole('button', { name: /menu/i }).first();
  const nav = page.getByRole('navigation', { name: 'Content management' });
  if (!(await nav.getByRole('button', { name: 'Widgets' }).isVisible())) await menu.click();
  await nav.getByRole('button', { name: 'Widgets' }).click();
  const modal = page.getByRole('dialog', { name: 'Widgets: the home page' });
  await modal.getByRole('region', { name: 'Position one' }).waitFor();
  return modal;
}
