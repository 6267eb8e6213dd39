/**
 * Every public screen of the demo site, at a phone's 390 px and a desktop's 1280 px, in Serbian and English, holds
 * zero serious or critical axe-core violations (colour contrast, links told apart by colour alone, names, landmarks…);
 * and so do the site's administration screens as its admin sees them (the user and site management modals, the
 * audit log, profile setup — a client's company profile too), a front user's planners (My planners, a planner's
 * page, the task form; the public planners are among the public screens) and the moderation modal's planners section
 * with a planner and an item waiting; and the header keeps the site's name
 * whole and the language switch on screen from 320 px, signed in or out. The platform site too (issue 13): its
 * pages, the purchase wizard's steps and modals, a payment's result pages, the console, the proforma and the sandbox
 * gateway's card page. One server, one browser; the screens are visited in a loop.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBlockingViolations, type TAxeFinding } from './support/axe';
import { apiOf, DEMO_ADMIN } from './support/demo-catalogue';
import { findDemoScreenItems } from './support/demo-screens';
import { launchBrowser, startIzlog, type TRunningIzlog, visitSiteScreen, waitForSettled } from './support/izlog';
import {
  payOnCardPage,
  placeOrder,
  platformApiOf,
  registerSalesUser,
  SANDBOX_CARDS,
  startCardPayment,
  type TSalesAccount,
  writeLicenceDraft,
} from './support/platform-sales';

type TLanguage = 'srp' | 'en';
type TScreen = { name: string; path: string };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let izlog: TRunningIzlog;
let browser: Browser;
let screens: TScreen[];

/** Approved items of the demo site to visit, found through the API as the web app finds them. */
async function findPublicScreens(): Promise<TScreen[]> {
  const { product, article, blog, staticPage, catalog, category, publicPlanner, searchWord } =
    await findDemoScreenItems(izlog);
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'product list of a category', path: `/products?category=${category.slug}` },
    { name: 'category', path: `/categories/${category.slug}` },
    { name: 'single product', path: `/products/${product.slug}` },
    { name: 'news list', path: '/articles' },
    { name: 'single article', path: `/articles/${article.slug}` },
    { name: 'blog list', path: '/blogs' },
    { name: 'single blog post', path: `/blogs/${blog.slug}` },
    { name: 'catalogs', path: '/catalogs' },
    { name: 'catalog', path: `/catalogs/${catalog.slug}` },
    { name: 'public planners', path: '/planners' },
    { name: 'public planner', path: `/planners/${publicPlanner.id}` },
    { name: 'profile', path: `/profile/${product.author.id}` },
    { name: 'search results', path: `/search?q=${encodeURIComponent(searchWord)}` },
    { name: 'static page', path: `/pages/${staticPage.slug}` },
    { name: 'terms and conditions', path: '/terms-and-conditions' },
    { name: 'admin login', path: '/admin-login' },
    { name: 'not found', path: '/no-such-page' },
  ];
}

async function openPage(
  viewport: { width: number; height: number },
  language: TLanguage,
  token?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: language === 'en' ? 'en-US' : 'sr-Latn-RS',
    // axe is added as an inline script, which the site's Content-Security-Policy (rightly) refuses.
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([chosen, signedIn]) => {
      window.localStorage.setItem('language', chosen);
      if (signedIn) window.localStorage.setItem('token', signedIn);
    },
    [language, token ?? ''] as const,
  );
  return { context, page: await context.newPage() };
}

const visit = (page: Page, path: string) => visitSiteScreen(page, `${izlog.origin('demo')}${path}`);

/** The names the admin's screens are found by, in each language. */
const ADMIN_TEXTS = {
  srp: {
    backOffice: 'Upravljanje sadržajem',
    openMenu: 'Otvori meni upravljanja sadržajem',
    users: 'Korisnici',
    userManagement: 'Upravljanje korisnicima',
    staffList: 'Osoblje sajta: spisak',
    siteSettings: 'Podešavanja sajta',
    siteName: 'Naziv sajta',
    auditEntries: 'Zapisi dnevnika',
    auditEmpty: 'U dnevniku još nema zapisa.',
  },
  en: {
    backOffice: 'Content management',
    openMenu: 'Open the content management menu',
    users: 'Users',
    userManagement: 'User management',
    staffList: 'Back-end users: list',
    siteSettings: 'Site settings',
    siteName: 'Site name',
    auditEntries: 'Audit log entries',
    auditEmpty: 'The audit log has no entries yet.',
  },
} as const;

const DEMO_CLIENT = { email: 'client@demo.example.com', password: 'demo1234' };
const DEMO_FRONT_USER = { email: 'user@demo.example.com', password: 'demo1234' };
const DEMO_MODERATOR = { email: 'moderator@demo.example.com', password: 'demo1234' };

/** The names the moderation modal's planners section is found by, in each language. */
const MODERATION_TEXTS = {
  srp: {
    account: /^Nalog: /,
    moderation: 'Moderacija',
    planners: /^Planeri/,
    plannersList: 'Planeri na moderaciji',
    itemsList: 'Stavke planera na moderaciji',
  },
  en: {
    account: /^Account: /,
    moderation: 'Moderation',
    planners: /^Planners/,
    plannersList: 'Planners on moderation',
    itemsList: 'Planner items on moderation',
  },
} as const;

/** The names a front user's planner screens are found by, in each language. */
const PLANNER_TEXTS = {
  srp: { myPlanners: 'Moji planeri', totals: 'Zbirovi', addTask: 'Dodaj zadatak', newTask: 'Novi zadatak' },
  en: { myPlanners: 'My planners', totals: 'Totals', addTask: 'Add a task', newTask: 'New task' },
} as const;

async function logInAs(account: { email: string; password: string }): Promise<string> {
  const { auth_key: token } = (await apiOf(izlog)('/users/login-licence-user', {
    method: 'POST',
    body: account,
  })) as { auth_key: string };
  return token;
}

/** Opens a back-office page (no footer there) and waits for its heading. */
async function visitBackOffice(page: Page, path: string): Promise<void> {
  await page.goto(`${izlog.origin('demo')}${path}`);
  await waitForSettled(page);
  await page.locator('h1').first().waitFor();
  await waitForSettled(page);
}

const describeFindings = (where: string, findings: TAxeFinding[]) =>
  findings.map(
    (finding) => `${where}: ${finding.rule} (${finding.impact}) ${finding.help} → ${finding.targets.join(' | ')}`,
  );

// The demo catalogue is seeded as `izlog serve` does (about a minute; more on a busy machine).
beforeAll(async () => {
  izlog = await startIzlog({ withCatalogue: true });
  screens = await findPublicScreens();
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await izlog?.close();
});

describe('accessibility of the public site', () => {
  // About 40 visits with an axe run each: a minute here, more on a busy machine.
  it('has no serious or critical axe violation on any public screen, on a phone and a desktop', async () => {
    const runs: { viewport: typeof PHONE; language: TLanguage; screens: TScreen[] }[] = [
      { viewport: PHONE, language: 'srp', screens },
      { viewport: DESKTOP, language: 'srp', screens },
      // English on the screens whose words differ most: home, a product, the catalogs and the search results.
      ...[PHONE, DESKTOP].map((viewport) => ({
        viewport,
        language: 'en' as const,
        screens: screens.filter((screen) =>
          [
            'home',
            'single product',
            'catalogs',
            'public planner',
            'search results',
            'admin login',
            'not found',
          ].includes(screen.name),
        ),
      })),
    ];
    const problems: string[] = [];
    // The runs go at once, each in its own context, so the browser's processes keep both cores busy.
    await Promise.all(
      runs.map(async (run) => {
        const { context, page } = await openPage(run.viewport, run.language);
        try {
          for (const screen of run.screens) {
            await visit(page, screen.path);
            const where = `${screen.name} ${screen.path} at ${run.viewport.width} px (${run.language})`;
            problems.push(...describeFindings(where, await findBlockingViolations(page)));
          }
        } finally {
          await context.close();
        }
      }),
    );
    expect(problems).toEqual([]);
  }, 300_000);

  // Two pages and two modals, each at two widths (and English on a desktop), and a client's profile: half a minute.
  it("keeps the site's administration accessible to its admin: users, site settings, audit log, profile setup", async () => {
    const [token, clientToken] = await Promise.all([logInAs(DEMO_ADMIN), logInAs(DEMO_CLIENT)]);
    const runs: { viewport: typeof PHONE; language: TLanguage }[] = [
      { viewport: PHONE, language: 'srp' },
      { viewport: DESKTOP, language: 'srp' },
      { viewport: DESKTOP, language: 'en' },
    ];
    const problems: string[] = [];
    for (const run of runs) {
      const { context, page } = await openPage(run.viewport, run.language, token);
      const texts = ADMIN_TEXTS[run.language];
      const where = (screen: string) => `${screen} at ${run.viewport.width} px (${run.language})`;
      const check = async (screen: string) =>
        problems.push(...describeFindings(where(screen), await findBlockingViolations(page)));

      await visitBackOffice(page, '/admin/profile');
      await page.getByRole('textbox').first().waitFor();
      await check('profile setup /admin/profile');

      await visitBackOffice(page, '/admin/audit-log');
      // Its entries, or the empty state on a site whose admins have done nothing yet.
      await page.getByRole('list', { name: texts.auditEntries }).or(page.getByText(texts.auditEmpty)).waitFor();
      await check('audit log /admin/audit-log');

      // The user management modal with a user's details open beside (or, on a phone, instead of) the list.
      // On a phone the navigation waits in its drawer (decision 0063).
      // The drawer closes behind each choice, so it is opened again before the next one.
      const menuButton = page.getByRole('button', { name: texts.openMenu });
      const nav = page.getByRole('navigation', { name: texts.backOffice });
      const choose = async (entry: string) => {
        if (await menuButton.isVisible()) await menuButton.click();
        await nav.getByRole('button', { name: entry }).click();
      };
      await choose(texts.users);
      const users = page.getByRole('dialog', { name: texts.userManagement });
      await users.getByRole('list', { name: texts.staffList }).getByRole('button').nth(1).click();
      await users.getByRole('heading', { level: 3 }).waitFor();
      await check('user management modal, a user chosen');
      await page.keyboard.press('Escape');
      await users.waitFor({ state: 'detached' });

      await choose(texts.siteSettings);
      const settings = page.getByRole('dialog', { name: texts.siteSettings });
      await settings.getByRole('textbox', { name: texts.siteName }).waitFor();
      await check('site management modal');
      await page.keyboard.press('Escape');
      await settings.waitFor({ state: 'detached' });
      await context.close();
    }
    // A client's profile setup is their company's: locations with address suggestions, a logo.
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(viewport, 'srp', clientToken);
      await visitBackOffice(page, '/my/profile');
      await page.getByRole('textbox').first().waitFor();
      problems.push(
        ...describeFindings(
          `company profile setup /my/profile at ${viewport.width} px (srp)`,
          await findBlockingViolations(page),
        ),
      );
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);

  // My planners, a planner's page (totals beside the items, or in the phone's bottom bar) and its task form (issue 15).
  it("keeps a front user's planners accessible: My planners, a planner's page and its task form", async () => {
    const token = await logInAs(DEMO_FRONT_USER);
    const own = (await apiOf(izlog)('/planners?page_count=50', { token })) as { id: number; items_count: number }[];
    const planner = [...own].sort((a, b) => b.items_count - a.items_count)[0];
    if (!planner?.items_count) throw new Error('The demo front user has no planner with items (the seed makes them).');
    const runs: { viewport: typeof PHONE; language: TLanguage }[] = [
      { viewport: PHONE, language: 'srp' },
      { viewport: DESKTOP, language: 'srp' },
      { viewport: DESKTOP, language: 'en' },
    ];
    const problems: string[] = [];
    for (const run of runs) {
      const { context, page } = await openPage(run.viewport, run.language, token);
      const texts = PLANNER_TEXTS[run.language];
      const check = async (screen: string) =>
        problems.push(
          ...describeFindings(
            `${screen} at ${run.viewport.width} px (${run.language})`,
            await findBlockingViolations(page),
          ),
        );

      await visitBackOffice(page, '/my/planners');
      await page.getByRole('list', { name: texts.myPlanners }).waitFor();
      await check('My planners /my/planners');

      await visitBackOffice(page, `/my/planners/${planner.id}`);
      await page.getByRole('region', { name: texts.totals }).waitFor();
      await check(`planner page /my/planners/${planner.id}`);

      await page.getByRole('button', { name: texts.addTask }).click();
      const form = page.getByRole('dialog', { name: texts.newTask });
      await form.getByRole('textbox').first().waitFor();
      await settle(page);
      await check('task form');
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  // The moderation modal's planners section (issue 15) with a planner's words and an item waiting: a minute.
  it("keeps the moderation modal's planners section accessible with a planner and an item waiting", async () => {
    const api = apiOf(izlog);
    const [userToken, moderatorToken] = await Promise.all([logInAs(DEMO_FRONT_USER), logInAs(DEMO_MODERATOR)]);
    // The front user's private planner made public, with a task shown publicly: both wait for a moderator.
    const own = (await api('/planners?page_count=50', { token: userToken })) as {
      id: number;
      is_public: boolean;
    }[];
    const planner = own.find((each) => !each.is_public);
    if (!planner) throw new Error('The demo front user has no private planner (the seed makes one).');
    const detail = (await api(`/planners/planner-categories/${planner.id}`, { token: userToken })) as {
      categories: { items: { id: number; kind: string }[] }[];
    };
    const task = detail.categories.flatMap((group) => group.items).find((item) => item.kind === 'task');
    if (!task) throw new Error('The demo private planner has no task (the seed writes some).');
    await api(`/planners/toggle-public-planner/${planner.id}`, {
      method: 'POST',
      token: userToken,
      body: { value: true },
    });
    await api(`/planner-items/show-planner-item-publicly/${task.id}`, {
      method: 'POST',
      token: userToken,
      body: { value: true },
    });

    const runs: { viewport: typeof PHONE; language: TLanguage }[] = [
      { viewport: PHONE, language: 'srp' },
      { viewport: DESKTOP, language: 'srp' },
      { viewport: DESKTOP, language: 'en' },
    ];
    const problems: string[] = [];
    for (const run of runs) {
      const { context, page } = await openPage(run.viewport, run.language, moderatorToken);
      const texts = MODERATION_TEXTS[run.language];
      await visit(page, '/');
      const banner = page.getByRole('banner');
      // On a phone the moderation modal opens from the account menu; on a desktop from its own button.
      if (run.viewport === PHONE) {
        await banner.getByRole('button', { name: texts.account }).click();
        await page.getByRole('menuitem', { name: texts.moderation }).click();
      } else await banner.getByRole('button', { name: texts.moderation }).click();
      const modal = page.getByRole('dialog', { name: texts.moderation });
      await modal.getByRole('tab', { name: texts.planners }).click();
      await modal.getByRole('list', { name: texts.plannersList }).waitFor();
      await modal.getByRole('list', { name: texts.itemsList }).waitFor();
      await settle(page);
      problems.push(
        ...describeFindings(
          `moderation modal, planners section at ${run.viewport.width} px (${run.language})`,
          await findBlockingViolations(page),
        ),
      );
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps the signed-in header and its open account menu accessible on a phone', async () => {
    const api = apiOf(izlog);
    const { auth_key: token } = (await api('/users/login-licence-user', { method: 'POST', body: DEMO_ADMIN })) as {
      auth_key: string;
    };
    const { context, page } = await openPage(PHONE, 'srp', token);
    await visit(page, '/');
    const account = page.getByRole('banner').getByRole('button', { name: /^Nalog: / });
    await account.click();
    await page.getByRole('menu').waitFor();
    expect(describeFindings('home, account menu open, 390 px', await findBlockingViolations(page))).toEqual([]);
    await context.close();
  });

  it('keeps the site name whole and the language switch on screen from 320 px, signed in and out', async () => {
    const api = apiOf(izlog);
    const { auth_key: token } = (await api('/users/login-licence-user', { method: 'POST', body: DEMO_ADMIN })) as {
      auth_key: string;
    };
    for (const width of [320, 390]) {
      for (const signedIn of [undefined, token]) {
        const { context, page } = await openPage({ width, height: 800 }, 'srp', signedIn);
        await page.goto(izlog.origin('demo'));
        await waitForSettled(page);
        const banner = page.getByRole('banner');
        const siteName = banner.getByRole('link', { name: 'Izlog Demo, početna strana' });
        await siteName.waitFor();
        if (signedIn) await banner.getByRole('button', { name: /^Nalog: / }).waitFor();
        else await banner.getByRole('button', { name: 'Prijavi se' }).waitFor();
        const where = `${width} px, ${signedIn ? 'signed in' : 'signed out'}`;

        // Not cut ("Izl…"): the name's box holds all of its text.
        const isWhole = await siteName.evaluate(
          (link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight + 1,
        );
        expect(isWhole, `${where}: the site name is cut`).toBe(true);
        // Nothing pushed off the right edge: the language switch and the account corner are on screen.
        for (const control of [
          // Under 384 px the language choice is a compact list (components/language-switch.tsx), buttons above.
          banner.getByRole(width < 384 ? 'combobox' : 'radiogroup', { name: 'Jezik' }),
          signedIn
            ? banner.getByRole('button', { name: /^Nalog: / })
            : banner.getByRole('button', { name: 'Prijavi se' }),
        ]) {
          const box = await control.boundingBox();
          expect(box, `${where}: a header control is not shown`).not.toBeNull();
          expect(box!.x >= 0 && box!.x + box!.width <= width, `${where}: a header control is off screen`).toBe(true);
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(width);
        await context.close();
      }
    }
  });
});

/** The platform site's names that say a screen has loaded, in each language. */
const PLATFORM_TEXTS = {
  srp: {
    steps: ['Izaberite licencu', 'Izaberite šablon', 'O vašem sajtu', 'Adresa vašeg sajta', 'Vaša porudžbina'],
    customToggle: /^Želim i svoj domen/,
    customDomain: 'Sopstveni domen',
    check: 'Proveri domen',
    domainPrices: 'Cene domena',
    createAccount: 'Napravi nalog',
    siteReady: 'Vaš sajt je spreman',
  },
  en: {
    steps: ['Choose a licence', 'Choose a template', 'About your site', "Your site's address", 'Your order'],
    customToggle: /^I also want my own domain/,
    customDomain: 'Own domain',
    check: 'Check the domain',
    domainPrices: 'Domain prices',
    createAccount: 'Create an account',
    siteReady: 'Your site is ready',
  },
} as const;

type TPlatformFixtures = {
  buyer: TSalesAccount;
  templateId: number;
  /** The result pages of a paid and of a declined card payment. */
  succeededPath: string;
  failedPath: string;
  /** The sandbox's card page of an order left unpaid. */
  cardPageUrl: string;
  proformaPath: string;
  /** The console's page of the licence bought. */
  licencePath: string;
};

/**
 * A sales user with what the platform's screens show: a licence bought by card (its result page, the console), a
 * payment declined, an order waiting on its card page and an IPS QR proforma. The two payments are made on the
 * sandbox's card page in a browser, as a buyer makes them.
 */
async function preparePlatform(): Promise<TPlatformFixtures> {
  const unique = Date.now().toString(36);
  const buyer = await registerSalesUser(izlog, `pristupacnost.${unique}@example.com`);
  const [template] = (await platformApiOf(izlog)('/templates')) as { id: number }[];
  if (!template) throw new Error('The platform offers no template.');
  const [paid, declined, waiting, proforma] = await Promise.all([
    placeOrder(izlog, buyer, `placeno-${unique}`),
    placeOrder(izlog, buyer, `odbijeno-${unique}`),
    placeOrder(izlog, buyer, `ceka-${unique}`),
    placeOrder(izlog, buyer, `predracun-${unique}`, 'ips'),
  ]);
  const { context, page } = await openPage(DESKTOP, 'en', buyer.token);
  const paths: string[] = [];
  for (const [order, card] of [
    [paid, SANDBOX_CARDS.success],
    [declined, SANDBOX_CARDS.failure],
  ] as const) {
    const checkout = await startCardPayment(izlog, buyer, order.id);
    await page.goto(checkout.cardPageUrl);
    await payOnCardPage(page, card);
    paths.push(checkout.resultPath);
  }
  await context.close();
  // The paid order's licence is made by a job: its id once it is there.
  const ownLicences = () =>
    platformApiOf(izlog)('/licences/get-sales-user-licences', { token: buyer.token }) as Promise<{ id: number }[]>;
  await expect.poll(async () => (await ownLicences()).length, { timeout: 30_000 }).toBe(1);
  const [licence] = await ownLicences();
  return {
    buyer,
    licencePath: `/console/licences/${licence!.id}`,
    templateId: template.id,
    succeededPath: paths[0]!,
    failedPath: paths[1]!,
    cardPageUrl: (await startCardPayment(izlog, buyer, waiting.id)).cardPageUrl,
    proformaPath: `/proforma/${encodeURIComponent(proforma.reference_no)}`,
  };
}

/** Waits until transitions that end have ended (a modal fading in is read by axe at its half-transparent colours). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Opens a screen of the platform site and waits until it has loaded (its data too). */
async function visitPlatform(page: Page, path: string): Promise<void> {
  await page.goto(`${izlog.platformOrigin}${path}`);
  await page.locator('h1').first().waitFor();
  await waitForSettled(page);
}

describe('accessibility of the platform site', () => {
  // About 25 screens and modals at each of three runs: a couple of minutes, more on a busy machine.
  it("has no serious or critical axe violation on the platform's screens, the wizard's steps, the card page and the results", async () => {
    const fixtures = await preparePlatform();
    const runs: { viewport: typeof PHONE; language: TLanguage }[] = [
      { viewport: PHONE, language: 'srp' },
      { viewport: DESKTOP, language: 'srp' },
      { viewport: DESKTOP, language: 'en' },
    ];
    const problems: string[] = [];
    // The runs go at once, each in contexts of its own, so both cores work (as in the public screens' sweep above).
    const sweep = async (run: (typeof runs)[number]) => {
      const texts = PLATFORM_TEXTS[run.language];
      const where = (screen: string) => `${screen} at ${run.viewport.width} px (${run.language})`;

      // A visitor: the public pages, and the wizard asking them to sign in or register.
      const visitor = await openPage(run.viewport, run.language);
      const check = async (page: Page, screen: string) =>
        problems.push(...describeFindings(where(screen), await findBlockingViolations(page)));
      for (const [screen, path] of [
        ['landing', '/'],
        ['pricing', '/pricing'],
        ['templates', '/templates'],
        ['template preview', `/templates/${fixtures.templateId}`],
        ['terms of payment', '/terms-of-payment'],
        ['terms and conditions', '/terms-and-conditions'],
        ['purchase, signed out', '/buy'],
      ] as const) {
        await visitPlatform(visitor.page, path);
        await check(visitor.page, `${screen} ${path}`);
      }
      await visitor.page.getByRole('main').getByRole('button', { name: texts.createAccount }).click();
      await visitor.page.getByRole('dialog').getByRole('textbox').first().waitFor();
      await settle(visitor.page);
      await check(visitor.page, 'sales sign-up modal');
      await visitor.context.close();

      // The buyer: each step of the wizard from a draft, the domain prices modal, the payment's pages, the console.
      const { context, page } = await openPage(run.viewport, run.language, fixtures.buyer.token);
      await visitPlatform(page, '/');
      const draft = {
        licence_type: 'basic',
        template_id: fixtures.templateId,
        title_of_app: 'Cvećara Lala',
        description: 'Cveće i aranžmani za svaku priliku.',
        language: 'srp',
        phone: '0641234567',
        country: 'Srbija',
        city: 'Novi Sad',
        address: 'Bulevar oslobođenja 10',
        title_of_app_unique: `nova-${run.viewport.width}-${run.language}-${Date.now().toString(36)}`,
      } as const;
      for (const [index, heading] of texts.steps.entries()) {
        await writeLicenceDraft(page, { ...draft, step: index, lastUpdate: Date.now() });
        await visitPlatform(page, '/buy');
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
        await check(page, `purchase step ${index + 1} "${heading}"`);
        if (index === 3) {
          await page.getByRole('checkbox', { name: texts.customToggle }).check();
          await page.getByRole('textbox', { name: texts.customDomain }).fill(`${draft.title_of_app_unique}.rs`);
          await page.getByRole('button', { name: texts.check }).click();
          const prices = page.getByRole('dialog', { name: texts.domainPrices });
          await prices.getByRole('table').waitFor();
          await settle(page);
          await check(page, 'domain prices modal');
          await page.keyboard.press('Escape');
          await prices.waitFor({ state: 'detached' });
        }
      }

      await visitPlatform(page, fixtures.succeededPath);
      await page.getByRole('heading', { name: texts.siteReady }).waitFor();
      await check(page, `payment result, success ${fixtures.succeededPath}`);
      await visitPlatform(page, fixtures.failedPath);
      await check(page, `payment result, failure ${fixtures.failedPath}`);
      await visitPlatform(page, '/console');
      await check(page, 'console /console');
      await visitPlatform(page, fixtures.licencePath);
      await check(page, `console, the licence ${fixtures.licencePath}`);
      await visitPlatform(page, '/console/account');
      await check(page, 'console, the account /console/account');
      await visitPlatform(page, fixtures.proformaPath);
      await page.locator('main img').first().waitFor();
      await check(page, `IPS QR proforma ${fixtures.proformaPath}`);

      // The sandbox gateway's own card page, and the same page telling what to correct.
      await page.goto(`${fixtures.cardPageUrl}&lang=${run.language === 'srp' ? 'sr' : 'en'}`);
      await page.locator('h1').waitFor();
      await check(page, 'sandbox card page');
      await page.locator('button[value="pay"]').click();
      await page.getByRole('alert').waitFor();
      await check(page, 'sandbox card page with errors');
      await context.close();
    };
    await Promise.all(runs.map(sweep));
    expect(problems).toEqual([]);
  }, 420_000);
});
