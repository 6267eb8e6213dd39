/**
 * Site administration through the real screens (issue 12): an admin manages people in the user management modal
 * (a new editor through the preview step; a front user signed in elsewhere blocked, thrown out at their next step,
 * and let back in), changes the site's look and greetings in the site management modal (a visitor sees them on the
 * next page view), and turns search and login/registration off and on again (what visitors are offered follows, the
 * refusing calls say why, and staff still sign in on the admin login screen). Several people at once — one Chromium,
 * a browser context each. Real server, real database.
 */
import http from 'node:http';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './support/demo-catalogue';
import { launchBrowser, startIzlog, type TRunningIzlog } from './support/izlog';

type TAccount = { email: string; password: string };

const FRONT_USER = {
  email: 'dusan.pavlovic@demo.example.com',
  password: 'demo1234',
  username: 'dusan',
  publicName: 'Dušan Pavlović',
};
const READER = { email: 'user@demo.example.com', password: 'demo1234' };
const SEARCH_REFUSED = 'Search is turned off on this site.';
const LOGIN_CLOSED = 'Login and registration are turned off on this site.';
const LOGO_RGB = [20, 110, 200] as const;

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

/** A page of its own browser context (own storage, own session), reading the site in English. */
async function newPerson(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  return context.newPage();
}

const home = () => izlog.origin('demo');
const banner = (page: Page) => page.getByRole('banner');
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** Logs in through the header's login modal, as a visitor does. */
async function logIn(page: Page, account: TAccount) {
  await page.goto(home());
  await banner(page).getByRole('button', { name: 'Log in' }).click();
  await fillLogin(page.getByRole('dialog', { name: 'Log in' }), account);
  await page.getByRole('dialog', { name: 'Log in' }).waitFor({ state: 'detached' });
}

async function fillLogin(form: Locator, account: TAccount) {
  // By their names, whether marked required (the admin login page) or not (the login modal).
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** The back office's "Site administration" entry that opens a modal: "Users" or "Site settings". */
async function openAdministration(admin: Page, entry: 'Users' | 'Site settings', dialogName: string) {
  if (!new URL(admin.url()).pathname.startsWith('/admin')) {
    await banner(admin).getByRole('link', { name: 'Administration' }).click();
  }
  await admin.getByRole('navigation', { name: 'Content management' }).getByRole('button', { name: entry }).click();
  return admin.getByRole('dialog', { name: dialogName });
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

const port = () => (izlog.app.server.address() as { port: number }).port;

/** Calls the demo site's API as a visitor's browser would (English), answering the status and the body. */
async function callApi(path: string, init: { method?: string; body?: object } = {}) {
  const response = await fetch(`http://127.0.0.1:${port()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Licence': 'demo',
      'Accept-Language': 'en',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; role?: string } };
}

/** The HTML the server sends for a page of the demo site (what link previews and search engines read). */
function htmlOf(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: port(), path, headers: { Host: 'demo.localhost' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve(text));
      },
    );
    request.on('error', reject);
  });
}

describe('site administration', () => {
  it('creates an editor through the preview step, and blocks a signed-in front user and lets them back in', async () => {
    const admin = await newPerson();
    const frontUser = await newPerson();
    await Promise.all([logIn(admin, DEMO_ADMIN), logIn(frontUser, FRONT_USER)]);
    await banner(frontUser)
      .getByRole('button', { name: `Hello, ${FRONT_USER.publicName}` })
      .waitFor();

    // The user management modal opens on the back-end users.
    const modal = await openAdministration(admin, 'Users', 'User management');
    await expect(modal.getByRole('tab', { name: 'Back-end users' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );

    // A new editor: the details, then a preview of exactly what will be made, then the account.
    const editor = { email: 'ivana.e2e@demo.example.com', username: 'ivana-urednica', password: 'urednica-123' };
    await modal.getByRole('button', { name: 'New user' }).click();
    await modal.getByRole('heading', { name: 'Step 1 of 2: Details' }).waitFor();
    await expect(modal.getByRole('combobox', { name: 'Role' }).inputValue()).resolves.toBe('Editor');
    await modal.getByRole('textbox', { name: 'E-mail', exact: true }).fill(editor.email);
    await modal.getByRole('textbox', { name: 'Username', exact: true }).fill(editor.username);
    await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Ivana');
    await modal.getByRole('textbox', { name: 'Surname', exact: true }).fill('Radić');
    await modal.getByLabel('Password', { exact: true }).fill(editor.password);
    await modal.getByRole('button', { name: 'Next: preview' }).click();

    await modal.getByRole('heading', { name: 'Step 2 of 2: Preview' }).waitFor();
    const preview = modal.getByRole('table');
    const previewRow = (field: string) =>
      preview.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: field, exact: true }) });
    await previewRow('Role').getByRole('cell', { name: 'Editor' }).waitFor();
    await previewRow('E-mail').getByRole('cell', { name: editor.email }).waitFor();
    await previewRow('Name').getByRole('cell', { name: 'Ivana' }).waitFor();
    await previewRow('Password').getByRole('cell', { name: 'set by you; the account is active at once.' }).waitFor();
    // Nothing is made before the admin confirms.
    expect((await callApi('/users/login-licence-user', { method: 'POST', body: editor })).status).not.toBe(200);

    await modal.getByRole('button', { name: 'Create user' }).click();
    await notice(admin, `The user ${editor.username} has been created.`).waitFor();
    // The new editor is shown with their role, and is on the back-end users' list.
    await modal.getByRole('heading', { name: editor.username, level: 3 }).waitFor();
    const backendList = modal.getByRole('list', { name: 'Back-end users: list' });
    await backendList.getByRole('button', { name: new RegExp(`^${editor.username}\\b`) }).waitFor();
    // The editor can log in at once (their password was set), as an editor.
    const editorLogin = await callApi('/users/login-licence-user', { method: 'POST', body: editor });
    expect(editorLogin).toMatchObject({ status: 200, body: { role: 'EDITOR' } });

    // The front user, found by name among the front-end users.
    await modal.getByRole('tab', { name: 'Front-end users' }).click();
    await modal.getByRole('searchbox', { name: 'Search' }).fill('Pavlović');
    const frontList = modal.getByRole('list', { name: 'Front-end users: list' });
    await frontList.getByRole('button', { name: new RegExp(`^${FRONT_USER.username}\\b`) }).click();
    await modal.getByRole('heading', { name: FRONT_USER.username, level: 3 }).waitFor();
    const actions = modal.getByRole('group', { name: `Actions on ${FRONT_USER.username}` });

    // Blocking asks first and says what it does.
    await actions.getByRole('button', { name: 'Block' }).click();
    const confirmBlock = admin.getByRole('dialog', { name: 'Block user' });
    await confirmBlock.getByText('They are signed out of every device at once').waitFor();
    await confirmBlock.getByRole('button', { name: 'Block' }).click();
    await notice(admin, 'The user has been blocked.').waitFor();
    await confirmBlock.waitFor({ state: 'detached' });
    await actions.getByRole('button', { name: 'Activate' }).waitFor();
    await frontList.getByRole('button', { name: new RegExp(`^${FRONT_USER.username}\\b.*Blocked`) }).waitFor();

    // Signed in elsewhere, the front user's next step finds the session gone: the login modal, with the notice.
    await banner(frontUser)
      .getByRole('button', { name: `Hello, ${FRONT_USER.publicName}` })
      .click();
    await frontUser.getByRole('menuitem', { name: 'Profile' }).click();
    const relogin = frontUser.getByRole('dialog', { name: 'Log in' });
    await relogin.waitFor();
    await notice(frontUser, 'Your session has expired, please login again').waitFor();
    // The ended session is interrupted (decision 0065): the sign-in opens over the page.
    // Logging in again is refused while blocked.
    await fillLogin(relogin, FRONT_USER);
    await frontUser.getByText('This account is blocked.').first().waitFor();
    expect(await frontUser.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // Activated again (asked first), the front user logs in.
    await actions.getByRole('button', { name: 'Activate' }).click();
    const confirmActivate = admin.getByRole('dialog', { name: 'Activate user' });
    await confirmActivate.getByRole('button', { name: 'Activate' }).click();
    await notice(admin, 'The user has been activated.').waitFor();
    await actions.getByRole('button', { name: 'Block' }).waitFor();

    await relogin.getByRole('button', { name: 'Log in' }).click();
    await relogin.waitFor({ state: 'detached' });
    await banner(frontUser)
      .getByRole('button', { name: `Hello, ${FRONT_USER.publicName}` })
      .waitFor();

    await closeDialog(admin, modal);
    await Promise.all([admin.context().close(), frontUser.context().close()]);
  });

  it("changes the site's name, logo and greeting, and a visitor sees them on the next page view", async () => {
    const newName = 'Zanatska kuća Izlog';
    const greeting = 'Dobro došli nazad u Zanatsku kuću!';
    // A logo of one colour, so the picture the visitor gets can be told apart from the seed's.
    const logo = await sharp({
      create: {
        width: 120,
        height: 120,
        channels: 4,
        background: { r: LOGO_RGB[0], g: LOGO_RGB[1], b: LOGO_RGB[2], alpha: 1 },
      },
    })
      .png()
      .toBuffer();

    const admin = await newPerson();
    const visitor = await newPerson();
    await logIn(admin, DEMO_ADMIN);
    await visitor.goto(home());
    await banner(visitor).getByRole('link', { name: 'Izlog Demo, home page' }).waitFor();

    const modal = await openAdministration(admin, 'Site settings', 'Site settings');
    await expect(modal.getByRole('tab', { name: 'Look and details' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await modal.getByRole('textbox', { name: 'Site name' }).fill(newName);
    // The logo is chosen as a user does: its button opens the file chooser.
    const [chooser] = await Promise.all([
      admin.waitForEvent('filechooser'),
      modal.getByRole('button', { name: /^Choose (a|another) PNG logo$/ }).click(),
    ]);
    await chooser.setFiles({ name: 'zanatska-kuca.png', mimeType: 'image/png', buffer: logo });
    // The live preview follows what is typed before anything is saved; the site does not change yet.
    await modal.getByRole('img', { name: 'Chosen logo' }).waitFor();
    await modal
      .getByRole('group', { name: 'Preview' })
      .getByRole('link', { name: `${newName}, home page` })
      .waitFor();
    await visitor.reload();
    await banner(visitor).getByRole('link', { name: 'Izlog Demo, home page' }).waitFor();

    await modal.getByRole('button', { name: 'Save settings' }).click();
    await notice(admin, 'The site settings have been saved.').waitFor();
    // The admin's own header follows at once.
    await banner(admin)
      .getByRole('link', { name: `${newName}, home page` })
      .waitFor();

    await modal.getByRole('tab', { name: 'Greeting messages' }).click();
    await modal.getByRole('textbox', { name: 'Message after login' }).fill(greeting);
    await modal.getByRole('button', { name: 'Save messages' }).click();
    await notice(admin, 'The greeting messages have been saved.').waitFor();
    await closeDialog(admin, modal);

    // The visitor's next page view: the new name in the header and the page's title, and the new logo.
    await visitor.reload();
    const brand = banner(visitor).getByRole('link', { name: `${newName}, home page` });
    await brand.waitFor();
    await expect(visitor.title()).resolves.toBe(newName);
    const logoSrc = await brand.locator('img').getAttribute('src');
    expect(logoSrc).toBeTruthy();
    // The picture the visitor's browser gets is the uploaded one (the server may re-encode it, not repaint it).
    const served = await visitor.evaluate(async (src) => {
      const response = await fetch(src);
      return { ok: response.ok, bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
    }, logoSrc!);
    expect(served.ok).toBe(true);
    const { channels } = await sharp(Buffer.from(served.bytes)).stats();
    const colourDistance = Math.max(...LOGO_RGB.map((value, index) => Math.abs(channels[index]!.mean - value)));
    expect(colourDistance, 'the logo has the uploaded colour').toBeLessThan(4);
    // The server writes the new name into the page's HTML too.
    expect(await htmlOf('/')).toContain(`<title>${newName}</title>`);

    // Logging in, the visitor is greeted with the new sign-in greeting.
    await banner(visitor).getByRole('button', { name: 'Log in' }).click();
    await fillLogin(visitor.getByRole('dialog', { name: 'Log in' }), READER);
    await notice(visitor, greeting).waitFor();

    await Promise.all([admin.context().close(), visitor.context().close()]);
  });

  it('with search and then login/registration turned off, visitors are offered neither; staff still sign in', async () => {
    const admin = await newPerson();
    const visitor = await newPerson();
    await logIn(admin, DEMO_ADMIN);
    await visitor.goto(home());
    await banner(visitor).getByRole('button', { name: 'Search' }).waitFor();

    const modal = await openAdministration(admin, 'Site settings', 'Site settings');
    await modal.getByRole('tab', { name: 'Login and search' }).click();
    const searchSwitch = modal.getByRole('switch', { name: 'Search' });
    await expect(searchSwitch.isChecked()).resolves.toBe(true);

    // Turning search off asks first; then the switch is off and the admin's own header has no search.
    await searchSwitch.click();
    const confirmSearch = admin.getByRole('dialog', { name: 'Turn search off?' });
    await confirmSearch.getByRole('button', { name: 'Turn off' }).click();
    await notice(admin, 'Search is turned off.').waitFor();
    await expect(searchSwitch.isChecked()).resolves.toBe(false);
    await banner(admin).getByRole('button', { name: 'Search' }).waitFor({ state: 'detached' });

    // The visitor's next page view has no search box; a saved results link says search is off, and so does the API.
    await visitor.reload();
    await banner(visitor)
      .getByRole('link', { name: /, home page$/ })
      .waitFor();
    expect(await banner(visitor).getByRole('button', { name: 'Search' }).count()).toBe(0);
    await visitor.goto(`${home()}/search?q=klupa`);
    await visitor.getByText(SEARCH_REFUSED).waitFor();
    expect(await visitor.getByRole('searchbox').count()).toBe(0);
    const search = await callApi('/search?q=klupa');
    expect(search).toMatchObject({ status: 403, body: { message: SEARCH_REFUSED } });

    // Login and registration off: asked first, then the visitor is offered neither.
    const loginSwitch = modal.getByRole('switch', { name: "Visitors' login and registration" });
    await loginSwitch.click();
    const confirmLogin = admin.getByRole('dialog', { name: 'Turn login and registration off?' });
    await confirmLogin.getByText('Staff still log in on the /admin-login page.').waitFor();
    await confirmLogin.getByRole('button', { name: 'Turn off' }).click();
    await notice(admin, 'Login and registration are turned off.').waitFor();
    await expect(loginSwitch.isChecked()).resolves.toBe(false);

    await visitor.goto(home());
    await banner(visitor)
      .getByRole('link', { name: /, home page$/ })
      .waitFor();
    expect(await banner(visitor).getByRole('button', { name: 'Log in' }).count()).toBe(0);
    expect(await banner(visitor).getByRole('button', { name: 'Register' }).count()).toBe(0);
    const registration = await callApi('/users/register-licence-front-user', {
      method: 'POST',
      body: { username: 'zatvoreno', email: 'zatvoreno@example.com', password: 'tajna-123', terms: true },
    });
    expect(registration).toMatchObject({ status: 403, body: { message: LOGIN_CLOSED } });

    // The admin login screen: a front user is told login is closed; the site's staff get in, to the back office.
    await visitor.goto(`${home()}/admin-login`);
    await visitor.getByRole('heading', { name: 'Staff sign-in', level: 1 }).waitFor();
    const staffForm = visitor.getByRole('main');
    await fillLogin(staffForm, READER);
    await visitor.getByText(LOGIN_CLOSED).first().waitFor();
    expect(await visitor.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await fillLogin(staffForm, DEMO_ADMIN);
    await visitor.getByRole('navigation', { name: 'Content management' }).waitFor();
    expect(new URL(visitor.url()).pathname).toMatch(/^\/admin/);

    // Both switched on again (no confirmation needed): search and login are back for visitors.
    await searchSwitch.click();
    await notice(admin, 'Search is turned on.').waitFor();
    await loginSwitch.click();
    await notice(admin, 'Login and registration are turned on.').waitFor();
    await expect(searchSwitch.isChecked()).resolves.toBe(true);
    await expect(loginSwitch.isChecked()).resolves.toBe(true);
    await closeDialog(admin, modal);

    const later = await newPerson();
    await later.goto(home());
    await banner(later).getByRole('button', { name: 'Log in' }).waitFor();
    await banner(later).getByRole('button', { name: 'Search' }).waitFor();
    expect((await callApi('/search?q=klupa')).status).toBe(200);

    await Promise.all([admin.context().close(), visitor.context().close(), later.context().close()]);
  });
});
