/**
 * Planners through the real screens (issue 15): a front user creates a planner, adds a task whose address is picked
 * from the suggestions and whose price is in euros, adds a product from its page with "Add to planner" (a second try
 * says it is already there: the 202), sees the totals in dinars and euros, and makes the planner public. A visitor
 * cannot open the planner until a moderator has approved its title and description, and sees only what is shown
 * publicly — the task the user wrote once a moderator has approved it too. Three people at once — three browser
 * contexts of one Chromium; the real server and database.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, ensureDemoProduct, type TDemoProduct } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog, waitForApp } from './support/izlog';

const FRONT_USER = { email: 'user@demo.example.com', password: 'demo1234' };
const MODERATOR = { email: 'moderator@demo.example.com', password: 'demo1234' };
/** The demo product's price (support/demo-catalogue.ts), in para. */
const PRODUCT_PRICE_MINOR = 89_000;
/** A whole number of euros: at a rate of four decimals its dinars are whole para, so no rounding rule is guessed. */
const TASK_PRICE_EUR = 100;

let izlog: TRunningIzlog;
let browser: Browser;
let demo: TDemoProduct;
let user: Page;
let moderator: Page;
let visitor: Page;

/** A page of its own browser context (own storage, own session), reading the site in English. */
async function newPerson(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  return context.newPage();
}

beforeAll(async () => {
  izlog = await startIzlog();
  // A product category and a product on the demo site (the seed's, or ones the helper makes).
  demo = await ensureDemoProduct(izlog);
  browser = await launchBrowser();
  [user, moderator, visitor] = await Promise.all([newPerson(), newPerson(), newPerson()]);
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

/** A notice (Mantine's notifications) with this text. */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** "RSD 18,465.50", as the English site writes dinars (the code first, paras only when there are some). */
const dinars = (minor: number) =>
  `RSD ${new Intl.NumberFormat('en-GB', { minimumFractionDigits: minor % 100 === 0 ? 0 : 2 }).format(minor / 100)}`;

/**
 * Euro cents in para at a middle rate, as the server converts them (rate-conversion.ts): in integers, the rate's four
 * decimals as ten-thousandths, rounded half up — never a float that could land a para off.
 */
function euroCentsToPara(cents: number, rate: { middle: string; parity: number }): number {
  const [whole = '0', fraction = ''] = rate.middle.trim().split('.');
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const denominator = BigInt(rate.parity) * 10_000n;
  return Number((2n * BigInt(cents) * tenThousandths + denominator) / (2n * denominator));
}

/** Today's euro middle rate as the site keeps it: para per euro cent is middle ÷ parity. */
async function euroRate(): Promise<{ middle: string; parity: number }> {
  const list = (await apiOf(izlog)('/exchange-rates')) as {
    data: { result: { code: string; middle: string; parity: number }[] };
  };
  const rate = list.data.result.find((each) => each.code === 'EUR');
  if (!rate) throw new Error('The site knows no euro rate: the seed should have one.');
  return rate;
}

describe('planners', () => {
  it('takes a front user from a new planner to a public one that a visitor sees once a moderator approves', async () => {
    const suffix = Date.now().toString(36);
    const plannerTitle = `Wedding ${suffix}`;
    const taskTitle = `Flowers for the hall ${suffix}`;
    await Promise.all([logIn(user, FRONT_USER), logIn(moderator, MODERATOR)]);

    // My planners, from the back office's navigation.
    await user.getByRole('banner').getByRole('link', { name: 'My content' }).click();
    await user.getByRole('link', { name: 'My planners' }).click();
    await user.getByRole('heading', { name: 'My planners', level: 1 }).waitFor();
    await user.getByRole('button', { name: 'New planner' }).click();
    const newPlanner = user.getByRole('dialog', { name: 'New planner' });
    await newPlanner.getByRole('textbox', { name: 'Title' }).fill(plannerTitle);
    await newPlanner.getByRole('textbox', { name: 'Description' }).fill('Everything for the big day in June.');
    await newPlanner.getByRole('button', { name: 'Create the planner' }).click();
    await user.getByRole('heading', { name: plannerTitle, level: 1 }).waitFor();
    const plannerPath = new URL(user.url()).pathname;
    const plannerId = Number(plannerPath.split('/').pop());

    // A task: its address picked from the suggestions, its price in euros, shown publicly with its price.
    await user.getByRole('button', { name: 'Add a task' }).click();
    const task = user.getByRole('dialog', { name: 'New task' });
    await task.getByRole('textbox', { name: 'Title' }).fill(taskTitle);
    await task.getByRole('combobox', { name: 'Category' }).click();
    await user.getByRole('option', { name: demo.categoryName, exact: true }).click();
    await task.getByRole('textbox', { name: 'Address' }).fill('Knez Mihailova 5, Beogr');
    await user.getByRole('option', { name: 'Knez Mihailova 5, Beograd, Srbija' }).click();
    await task.getByLabel('Date').fill('2030-06-14');
    await task.getByLabel('Time').fill('18:30');
    await task.getByRole('textbox', { name: 'Price' }).fill(String(TASK_PRICE_EUR));
    await task.getByRole('combobox', { name: 'Currency' }).click();
    await user.getByRole('option', { name: 'EUR (euro)' }).click();
    await task.getByRole('switch', { name: 'Show publicly' }).check();
    await task.getByRole('switch', { name: 'Show the price publicly' }).check();
    await task.getByRole('button', { name: 'Add the task' }).click();
    await task.waitFor({ state: 'detached' });
    const taskCard = user
      .getByRole('listitem')
      .filter({ has: user.getByRole('heading', { name: taskTitle, level: 3 }) });
    await taskCard.getByText(`€${TASK_PRICE_EUR}`).first().waitFor();

    // "Add to planner" on the product's page: 200 opens the planner and says so …
    await user.goto(`${izlog.origin('demo')}/products/${demo.slug}`);
    await user.getByRole('heading', { name: demo.title, level: 1 }).waitFor();
    await user.getByRole('button', { name: 'Add to planner' }).click();
    let adding = user.getByRole('dialog', { name: `Add “${demo.title}” to a planner` });
    await adding.getByRole('radio', { name: plannerTitle }).check();
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await notice(user, `Added to the planner “${plannerTitle}”.`).waitFor();
    await user.waitForURL(`**${plannerPath}`);
    await adding.waitFor({ state: 'detached' });

    // … and a second try (202) says it is there already, the modal staying open.
    await user.goBack();
    await user.getByRole('heading', { name: demo.title, level: 1 }).waitFor();
    await user.getByRole('button', { name: 'Add to planner' }).click();
    adding = user.getByRole('dialog', { name: `Add “${demo.title}” to a planner` });
    await adding.getByRole('radio', { name: plannerTitle }).check();
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await notice(user, `This is already in the planner “${plannerTitle}”.`).waitFor();
    await expect(adding.isVisible()).resolves.toBe(true);
    await user.keyboard.press('Escape');
    await adding.waitFor({ state: 'detached' });

    // The totals in dinars and euros, and the grand total in dinars at today's middle rate.
    await user.goto(`${izlog.origin('demo')}${plannerPath}`);
    const totals = user.getByRole('region', { name: 'Totals' });
    const rate = await euroRate();
    const grandTotalMinor = PRODUCT_PRICE_MINOR + euroCentsToPara(TASK_PRICE_EUR * 100, rate);
    await totals.getByText(dinars(PRODUCT_PRICE_MINOR), { exact: true }).waitFor();
    await totals.getByText(`€${TASK_PRICE_EUR}`, { exact: true }).waitFor();
    await totals.getByText(dinars(grandTotalMinor), { exact: true }).waitFor();
    await totals.getByText(/at the NBS middle rate of/).waitFor();

    // Public: the planner's words and the task wait for a moderator; the product is not shown publicly.
    // Clicked as a person does, then judged by what the page says and shows once the answer is in (Playwright's
    // check() wants the state the same instant, and a CI run once read it before the page had drawn it).
    const publicSwitch = user.getByRole('switch', { name: `Public planner: ${plannerTitle}` });
    await publicSwitch.click();
    await notice(user, 'The planner is public').waitFor();
    await expect.poll(() => publicSwitch.isChecked()).toBe(true);
    await user
      .getByText('Visitors will see it once a moderator approves its title and description.', { exact: true })
      .waitFor();
    await taskCard.getByText('Waiting for a moderator').waitFor();

    // Before the moderator: the visitor cannot open the planner, nor find it among the public ones.
    await visitor.goto(`${izlog.origin('demo')}/planners/${plannerId}`);
    await visitor.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await expect(visitor.getByText(plannerTitle).count()).resolves.toBe(0);
    await visitor.goto(`${izlog.origin('demo')}/planners`);
    await visitor.getByRole('heading', { name: 'Planners', level: 1 }).waitFor();
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByRole('link', { name: plannerTitle }).count()).resolves.toBe(0);

    // The moderator approves the planner's title and description, then the task, in the modal's planners section.
    await moderator.getByRole('banner').getByRole('button', { name: 'Moderation' }).click();
    const modal = moderator.getByRole('dialog', { name: 'Moderation' });
    await modal.getByRole('tab', { name: /^Planners/ }).click();
    const waitingPlanners = modal.getByRole('list', { name: 'Planners on moderation' });
    const waitingPlanner = waitingPlanners.getByRole('listitem').filter({ hasText: plannerTitle });
    await waitingPlanner.getByText('Everything for the big day in June.').waitFor();
    await waitingPlanner.getByRole('button', { name: `Approve the planner: ${plannerTitle}`, exact: true }).click();
    await notice(moderator, `The planner “${plannerTitle}” was approved.`).waitFor();
    await waitingPlanner.waitFor({ state: 'detached' });
    const waiting = modal.getByRole('list', { name: 'Planner items on moderation' });
    const waitingTask = waiting.getByRole('listitem').filter({ hasText: taskTitle });
    await waitingTask.getByText(`Planner: ${plannerTitle}`, { exact: false }).waitFor();
    await waitingTask.getByRole('button', { name: `Approve: ${taskTitle}`, exact: true }).click();
    await notice(moderator, `The item “${taskTitle}” was approved.`).waitFor();
    await waitingTask.waitFor({ state: 'detached' });

    // The visitor finds the planner from the footer and sees the task with its euro price, and not the product.
    await visitor.goto(izlog.origin('demo'));
    await waitForApp(visitor);
    const footer = visitor.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Planners' }).click();
    await visitor.getByRole('heading', { name: 'Planners', level: 1 }).waitFor();
    await visitor.getByRole('link', { name: plannerTitle }).click();
    const shownTask = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: taskTitle }) });
    await shownTask.waitFor();
    await shownTask.getByText(`€${TASK_PRICE_EUR}`).waitFor();
    await shownTask.getByText('Beograd, Srbija').waitFor();
    await shownTask.getByText('Friday, 14 June 2030 at 18:30').waitFor();
    await expect(visitor.getByRole('heading', { name: demo.title }).count()).resolves.toBe(0);
    // Never the street address the user picked: the public sees the place only.
    await expect(visitor.getByText('Knez Mihailova 5').count()).resolves.toBe(0);
  });
});
