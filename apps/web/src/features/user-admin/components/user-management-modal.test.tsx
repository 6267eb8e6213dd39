import type { TAdminUser } from '@izlog/contract/user-admin';
import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillIn } from '@/test/fill-in';
import { renderApp, siteStubs, stubFetch, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';
import { adminUser, auditEntry, page } from '../test/user-admin-fixtures';

beforeAll(async () => {
  // The modal and the audit page are lazy chunks: load them before the first test's clock starts.
  await import('./user-management-modal');
  await import('./audit-log-page');
}, 60_000);

const owner = adminUser({ id: 1, role: 'SUPERADMIN', username: 'vlasnik', email: 'vlasnik@example.com' });
// The signed-in admin (signInAs gives id 7).
const me = adminUser({ id: 7, role: 'ADMIN', username: 'admin-user', email: 'admin@example.com' });
const editor = adminUser();
const frontUser = adminUser({ id: 30, role: 'USER', username: 'milan', email: 'milan@example.com', name: 'Milan' });
const client = adminUser({ id: 40, role: 'CLIENT', username: 'Radionica', email: 'radionica@example.com' });
const BY_SECTION: Record<string, TAdminUser[]> = {
  backend: [owner, me, editor],
  frontend: [frontUser],
  clients: [client],
};
const ALL = [owner, me, editor, frontUser, client];

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function userStubs(extra: TStubTable = {}): TStubTable {
  const table: TStubTable = {
    ...siteStubs(),
    ...signInAs('ADMIN'),
    'GET /api/v1/audit-log': page([auditEntry()]),
    'GET /api/v1/users/admin-get-licence-users': (request) => {
      const { 'filter[section]': section, 'filter[q]': q, 'filter[status]': status } = query(request);
      let users = section ? (BY_SECTION[section] ?? []) : ALL;
      if (q) users = users.filter((user) => user.username.toLowerCase().includes(q.toLowerCase()));
      if (status) users = users.filter((user) => user.status === status);
      return page(users);
    },
  };
  for (const user of ALL) table[`GET /api/v1/users/admin-get-user/${user.id}`] = { body: user };
  return { ...table, ...extra };
}

/** The back office's audit log page, then "Users" in its navigation. */
async function openUserManagement() {
  const user = userEvent.setup();
  renderApp('/admin/audit-log', { language: 'en' });
  const nav = await screen.findByRole('navigation', { name: 'Content management' }, { timeout: 10_000 });
  const opener = within(nav).getByRole('button', { name: 'Users' });
  expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'User management' }, { timeout: 10_000 });
  return { user, dialog };
}

async function chooseUser(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: RegExp) {
  const list = await within(dialog).findByRole('list', { name: 'Back-end users: list' });
  await user.click(within(list).getByRole('button', { name }));
  // The chosen user's own actions: while their detail loads, the one shown before is still on the page.
  return within(dialog).findByRole('group', { name: new RegExp(`^Actions on .*${name.source}`) });
}

describe('user management modal', { timeout: 45_000 }, () => {
  it('opens from the back office on back-end users; each section lists its own users', async () => {
    const { callsTo } = stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();

    const tabs = within(dialog).getByRole('tablist', { name: 'Kinds of users' });
    expect(within(tabs).getByRole('tab', { name: 'Back-end users' }).getAttribute('aria-selected')).toBe('true');
    const list = await within(dialog).findByRole('list', { name: 'Back-end users: list' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('vlasnik'),
      expect.stringContaining('admin-user (you)'),
      expect.stringContaining('urednica'),
    ]);
    expect(within(list).getByRole('button', { name: /urednica/ }).textContent).toContain('Editor');

    await user.click(within(tabs).getByRole('tab', { name: 'Front-end users' }));
    const frontList = await within(dialog).findByRole('list', { name: 'Front-end users: list' });
    expect(within(frontList).getByRole('button', { name: /milan/ })).toBeTruthy();
    const sections = callsTo('GET', '/users/admin-get-licence-users').map(
      (request) => query(request)['filter[section]'],
    );
    expect(sections).toContain('backend');
    expect(sections).toContain('frontend');
    // Front-end users have one role: no role filter to offer.
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).toBeNull();
  });

  it('searches and filters by status, with an empty state that says the filters found nothing', async () => {
    const { callsTo } = stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();
    await within(dialog).findByRole('list', { name: 'Back-end users: list' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'ured');
    await waitFor(() =>
      expect(query(callsTo('GET', '/users/admin-get-licence-users').at(-1)!)['filter[q]']).toBe('ured'),
    );
    const list = await within(dialog).findByRole('list', { name: 'Back-end users: list' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() =>
      expect(query(callsTo('GET', '/users/admin-get-licence-users').at(-1)!)['filter[status]']).toBe('blocked'),
    );
    expect(await within(dialog).findByText('No user matches the search and filters.')).toBeTruthy();
  });

  it('creates a user only after the preview step shows what will be created', async () => {
    const created = adminUser({ id: 50, username: 'novi', email: 'novi@example.com', name: null, surname: null });
    const { callsTo } = stubFetch(
      userStubs({
        'POST /api/v1/users/admin-create-user': { body: created },
        'GET /api/v1/users/admin-get-user/50': { body: created },
      }),
    );
    const { user, dialog } = await openUserManagement();
    await user.click(await within(dialog).findByRole('button', { name: 'New user' }));

    expect(within(dialog).getByText('Step 1 of 2: Details')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: /^Role/ }) as HTMLInputElement).value).toBe('Editor');
    // The rules of the contract at the fields: nothing goes on while they fail.
    await user.click(within(dialog).getByRole('button', { name: 'Next: preview' }));
    expect(await within(dialog).findByText('The e-mail address is not valid.')).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 2: Details')).toBeTruthy();

    await fillIn(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Novi@Example.com');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'novi');
    await user.click(within(dialog).getByRole('button', { name: 'Next: preview' }));

    expect(await within(dialog).findByText('Step 2 of 2: Preview')).toBeTruthy();
    const preview = within(dialog).getByRole('table');
    const row = (label: string) => within(preview).getByRole('rowheader', { name: label }).closest('tr')!.textContent;
    expect(row('Role')).toContain('Editor');
    expect(row('E-mail')).toContain('novi@example.com');
    expect(row('Username')).toContain('novi');
    expect(row('Password')).toContain('a mail with a link to set one goes to novi@example.com');
    expect(callsTo('POST', '/users/admin-create-user')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(callsTo('POST', '/users/admin-create-user')).toHaveLength(1));
    expect(await callsTo('POST', '/users/admin-create-user')[0]!.clone().json()).toEqual({
      email: 'novi@example.com',
      username: 'novi',
      role: 'EDITOR',
    });
    expect(await screen.findByText('The user novi has been created.')).toBeTruthy();
    // The new user's details open in their section.
    expect(await within(dialog).findByRole('group', { name: 'Actions on novi' })).toBeTruthy();
  });

  it("asks no username of a new client: the client's e-mail is sent as their username", async () => {
    const created = adminUser({ id: 51, role: 'CLIENT', username: 'firma@example.com', email: 'firma@example.com' });
    const { callsTo } = stubFetch(
      userStubs({
        'POST /api/v1/users/admin-create-user': { body: created },
        'GET /api/v1/users/admin-get-user/51': { body: created },
      }),
    );
    const { user, dialog } = await openUserManagement();
    await user.click(await within(dialog).findByRole('button', { name: 'New user' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Client' }));

    expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(within(dialog).getByText("A client's username is their e-mail address.")).toBeTruthy();
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Firma@Example.com');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Company name' }), 'Firma');
    await user.click(within(dialog).getByRole('button', { name: 'Next: preview' }));

    const preview = await within(dialog).findByRole('table');
    expect(within(preview).getByRole('rowheader', { name: 'Username' }).closest('tr')!.textContent).toContain(
      'firma@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(callsTo('POST', '/users/admin-create-user')).toHaveLength(1));
    expect(await callsTo('POST', '/users/admin-create-user')[0]!.clone().json()).toEqual({
      email: 'firma@example.com',
      username: 'firma@example.com',
      role: 'CLIENT',
      company_name: 'Firma',
    });
  });

  it("shows a new client's e-mail too long to be a username at the e-mail field", async () => {
    const { callsTo } = stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();
    await user.click(await within(dialog).findByRole('button', { name: 'New user' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Client' }));
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await fillIn(user, email, `${'a'.repeat(60)}@example.com`);
    await user.click(within(dialog).getByRole('button', { name: 'Next: preview' }));

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/at most 64/)).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 2: Details')).toBeTruthy();
    expect(callsTo('POST', '/users/admin-create-user')).toHaveLength(0);
  });

  it('leads back to the details with a taken username beside its field', async () => {
    stubFetch(
      userStubs({
        'POST /api/v1/users/admin-create-user': {
          status: 409,
          body: { name: 'Conflict', message: 'This username is taken.', status: 409, field: 'username' },
        },
      }),
    );
    const { user, dialog } = await openUserManagement();
    await user.click(await within(dialog).findByRole('button', { name: 'New user' }));
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'novi@example.com');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'urednica');
    await fillIn(user, within(dialog).getByLabelText(/^Password/), 'secret-word');
    await user.click(within(dialog).getByRole('button', { name: 'Next: preview' }));
    const preview = await within(dialog).findByRole('table');
    expect(within(preview).getByRole('rowheader', { name: 'Password' }).closest('tr')!.textContent).toContain(
      'set by you; the account is active at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    expect(await within(dialog).findByText('Step 1 of 2: Details')).toBeTruthy();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('This username is taken.').length).toBeGreaterThan(0);
    expect(notificationsStore.getState().notifications.at(-1)?.message).toBe('This username is taken.');
  });

  it('blocks a user only after the confirmation, and says so', async () => {
    const { callsTo } = stubFetch(
      userStubs({ 'POST /api/v1/users/admin-block-user/20': { body: { message: 'The user has been blocked.' } } }),
    );
    const { user, dialog } = await openUserManagement();
    const actions = await chooseUser(user, dialog, /urednica/);

    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block user' });
    expect(confirm.textContent).toContain('Block urednica? They are signed out of every device at once');
    expect(callsTo('POST', '/users/admin-block-user/20')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block user' })).toBeNull());
    expect(callsTo('POST', '/users/admin-block-user/20')).toHaveLength(0);

    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block user' })).getByRole('button', { name: 'Block' }),
    );
    await waitFor(() => expect(callsTo('POST', '/users/admin-block-user/20')).toHaveLength(1));
    expect(await screen.findByText('The user has been blocked.')).toBeTruthy();
  });

  it('Escape in a confirmation closes the confirmation only, not the user management modal', async () => {
    const { callsTo } = stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();
    const actions = await chooseUser(user, dialog, /urednica/);
    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    await screen.findByRole('dialog', { name: 'Block user' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block user' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'User management' })).toBeTruthy();
    expect(callsTo('POST', '/users/admin-block-user/20')).toHaveLength(0);

    // With nothing on top, Escape closes the modal itself, and focus goes back to what opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User management' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Users'));
  });

  it("Escape in the delete dialog or the profile picture's upload closes that dialog only", async () => {
    const { callsTo } = stubFetch(
      userStubs({
        'GET /api/v1/users/admin-delete-user-preview/20': {
          body: {
            user: editor,
            contents: { blogs: 0, articles: 0, products: 0, pages: 0 },
            published_contents: 0,
            catalogs: 0,
            comments: 0,
            locations: 0,
          },
        },
      }),
    );
    const { user, dialog } = await openUserManagement();
    const actions = await chooseUser(user, dialog, /urednica/);
    const escapeClosesOnly = async (name: string) => {
      await screen.findByRole('dialog', { name });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'User management' })).toBeTruthy();
    };

    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    await escapeClosesOnly('Delete urednica');
    expect(callsTo('POST', '/users/admin-delete-user/20')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Profile' }));
    await user.click(await within(dialog).findByRole('button', { name: /^Upload/ }));
    await escapeClosesOnly('Profile picture');
    expect(within(dialog).getByRole('group', { name: 'Actions on urednica' })).toBeTruthy();
  });

  it("shows the server's refusal as an error notice for 4 s", async () => {
    stubFetch(
      userStubs({
        'POST /api/v1/users/admin-block-user/20': {
          status: 403,
          body: { name: 'Forbidden', message: 'You can not block superadmin', status: 403 },
        },
      }),
    );
    const { user, dialog } = await openUserManagement();
    const actions = await chooseUser(user, dialog, /urednica/);
    await user.click(within(actions).getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block user' })).getByRole('button', { name: 'Block' }),
    );

    expect(await screen.findByText('You can not block superadmin')).toBeTruthy();
    const notice = notificationsStore.getState().notifications.at(-1);
    expect([notice?.color, notice?.autoClose]).toEqual(['red', 4000]);
  });

  it("offers no block, delete or role change on the licence owner's account, nor block or delete on one's own", async () => {
    stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();

    const ownerActions = await chooseUser(user, dialog, /vlasnik/);
    expect(within(dialog).getByText(/This is the licence's owner/)).toBeTruthy();
    expect(within(ownerActions).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(ownerActions).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Role and status' })).toBeNull();
    // The owner's account is the owner's own: the server refuses anyone else's change of it.
    expect(within(dialog).getByText(/Only the owner changes its e-mail, username and profile/)).toBeTruthy();
    for (const panel of ['E-mail', 'Username', 'Profile']) {
      expect(within(dialog).queryByRole('button', { name: panel })).toBeNull();
    }
    expect(within(dialog).getByRole('button', { name: 'Write a mail' })).toBeTruthy();

    const ownActions = await chooseUser(user, dialog, /admin-user/);
    expect(within(dialog).getByText(/This is your account/)).toBeTruthy();
    expect(within(ownActions).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(ownActions).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('asks before a status change that locks the user out, saying what happens, and saves only from the dialog', async () => {
    const { callsTo } = stubFetch(
      userStubs({ 'POST /api/v1/users/admin-update-user-role/20': { body: { ...editor, status: 'blocked' } } }),
    );
    const { user, dialog } = await openUserManagement();
    await chooseUser(user, dialog, /urednica/);
    await user.click(within(dialog).getByRole('button', { name: 'Role and status' }));
    const panel = within(dialog).getByRole('region', { name: 'Role and status' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Change role and status' });
    expect(confirm.textContent).toContain('Save the new role and status of urednica?');
    expect(confirm.textContent).toContain('signed out of every device at once and cannot log in');
    expect(callsTo('POST', '/users/admin-update-user-role/20')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role and status' })).toBeNull());
    expect(callsTo('POST', '/users/admin-update-user-role/20')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Change role and status' });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/users/admin-update-user-role/20')).toHaveLength(1));
    expect(await callsTo('POST', '/users/admin-update-user-role/20')[0]!.clone().json()).toEqual({
      role: 'EDITOR',
      status: 'blocked',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role and status' })).toBeNull());
  });

  it('asks before taking user administration from an admin, and saves a harmless change at once', async () => {
    const otherAdmin = adminUser({ id: 8, role: 'ADMIN', username: 'druga-admin', email: 'druga@example.com' });
    const { callsTo } = stubFetch(
      userStubs({
        'GET /api/v1/users/admin-get-licence-users': page([owner, me, otherAdmin, editor]),
        'GET /api/v1/users/admin-get-user/8': { body: otherAdmin },
        'POST /api/v1/users/admin-update-user-role/8': { body: { ...otherAdmin, role: 'EDITOR' } },
        'POST /api/v1/users/admin-update-user-role/20': { body: { ...editor, role: 'MODERATOR' } },
      }),
    );
    const { user, dialog } = await openUserManagement();
    const chooseRole = async (name: string) => {
      await user.click(within(dialog).getByRole('button', { name: 'Role and status' }));
      const panel = within(dialog).getByRole('region', { name: 'Role and status' });
      await user.click(within(panel).getByRole('combobox', { name: 'Role' }));
      await user.click(await screen.findByRole('option', { name }));
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
    };

    await chooseUser(user, dialog, /druga-admin/);
    await chooseRole('Editor');
    const confirm = await screen.findByRole('dialog', { name: 'Change role and status' });
    expect(confirm.textContent).toContain(
      'A role change signs the user out so their new rights apply: as Editor they can no longer administer users.',
    );
    expect(callsTo('POST', '/users/admin-update-user-role/8')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/users/admin-update-user-role/8')).toHaveLength(1));
    expect(await callsTo('POST', '/users/admin-update-user-role/8')[0]!.clone().json()).toEqual({
      role: 'EDITOR',
      status: 'active',
    });

    // An editor made a moderator keeps their access: nothing to confirm.
    await chooseUser(user, dialog, /urednica/);
    await chooseRole('Moderator');
    await waitFor(() => expect(callsTo('POST', '/users/admin-update-user-role/20')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Change role and status' })).toBeNull();
  });

  it('lets the licence owner change their own e-mail, username and profile, but not their role or status', async () => {
    stubFetch(userStubs({ ...signInAs('SUPERADMIN', { id: 1, username: 'vlasnik' }) }));
    const { user, dialog } = await openUserManagement();
    await chooseUser(user, dialog, /vlasnik/);
    expect(within(dialog).getByText(/This is the licence's owner/)).toBeTruthy();
    expect(within(dialog).queryByText(/Only the owner changes/)).toBeNull();
    for (const panel of ['E-mail', 'Username', 'Profile']) {
      expect(within(dialog).getByRole('button', { name: panel })).toBeTruthy();
    }
    expect(within(dialog).queryByRole('button', { name: 'Role and status' })).toBeNull();
  });

  it('deletes after showing what the user has and what becomes of it, with the chosen action', async () => {
    const { callsTo } = stubFetch(
      userStubs({
        'GET /api/v1/users/admin-delete-user-preview/20': {
          body: {
            user: editor,
            contents: { blogs: 2, articles: 0, products: 1, pages: 0 },
            published_contents: 2,
            catalogs: 0,
            comments: 3,
            locations: 1,
          },
        },
        'POST /api/v1/users/admin-delete-user/20': { body: { message: 'The user has been deleted.' } },
      }),
    );
    const { user, dialog } = await openUserManagement();
    const actions = await chooseUser(user, dialog, /urednica/);
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete urednica' });
    expect(await within(confirm).findByText('blogs: 2')).toBeTruthy();
    expect(within(confirm).getByText('products: 1')).toBeTruthy();
    expect(within(confirm).getByText('comments: 3')).toBeTruthy();
    expect(within(confirm).queryByText(/news articles/)).toBeNull();
    expect(within(confirm).getByText('Of the content, published on the site: 2.')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Shop addresses the products are offered at: 1. Transferred, they move to your account with the products; withdrawn, they are removed.',
      ),
    ).toBeTruthy();
    expect((within(confirm).getByRole('radio', { name: 'Transfer to me' }) as HTMLInputElement).checked).toBe(true);
    expect(callsTo('POST', '/users/admin-delete-user/20')).toHaveLength(0);

    await user.click(within(confirm).getByRole('radio', { name: 'Withdraw from the site' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(callsTo('POST', '/users/admin-delete-user/20')).toHaveLength(1));
    expect(await callsTo('POST', '/users/admin-delete-user/20')[0]!.clone().json()).toEqual({
      content_action: 'withdraw',
    });
    expect(await screen.findByText('The user has been deleted.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Actions on urednica' })).toBeNull());
  });

  it("changes a user's e-mail and shows a taken one beside the field", async () => {
    const { callsTo } = stubFetch(
      userStubs({
        'POST /api/v1/users/admin-update-user-email/30': {
          status: 409,
          body: { name: 'Conflict', message: 'This e-mail address is already in use.', status: 409, field: 'email' },
        },
      }),
    );
    const { user, dialog } = await openUserManagement();
    await user.click(within(dialog).getByRole('tab', { name: 'Front-end users' }));
    const list = await within(dialog).findByRole('list', { name: 'Front-end users: list' });
    await user.click(within(list).getByRole('button', { name: /milan/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'E-mail' }));
    // The form opens under the button once the chosen user's detail has loaded.
    const email = await within(dialog).findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await fillIn(user, email, 'urednica@example.com');
    await user.click(within(dialog).getAllByRole('button', { name: 'Save' })[0]!);

    await waitFor(() => expect(callsTo('POST', '/users/admin-update-user-email/30')).toHaveLength(1));
    expect(await callsTo('POST', '/users/admin-update-user-email/30')[0]!.clone().json()).toEqual({
      email: 'urednica@example.com',
    });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  });

  it('offers no username form for a client, whose username is their e-mail, and says so at the e-mail', async () => {
    stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();
    await user.click(within(dialog).getByRole('tab', { name: 'Clients' }));
    const list = await within(dialog).findByRole('list', { name: 'Clients: list' });
    await user.click(within(list).getByRole('button', { name: /Radionica/ }));
    await within(dialog).findByRole('group', { name: 'Actions on Radionica' });

    expect(within(dialog).queryByRole('button', { name: 'Username' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'E-mail' }));
    expect(
      within(dialog).getByText(/A client's username is their e-mail: changing it changes the username too/),
    ).toBeTruthy();
  });

  it("saves a user's profile fields as a multipart form, leaving the stored avatar as it is", async () => {
    const { callsTo, sentFormData } = stubFetch(
      userStubs({ 'POST /api/v1/users/admin-update-user/20': { body: { ...editor, city: 'Novi Sad' } } }),
    );
    const { user, dialog } = await openUserManagement();
    await chooseUser(user, dialog, /urednica/);
    await user.click(within(dialog).getByRole('button', { name: 'Profile' }));
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'City' }), 'Novi Sad');
    await fillIn(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '12ab');
    const saveButtons = within(dialog).getAllByRole('button', { name: 'Save' });
    await user.click(saveButtons.at(-1)!);
    // The contract's phone rule at the field; nothing is sent while it fails.
    expect(await within(dialog).findByText(/digits only/)).toBeTruthy();
    expect(callsTo('POST', '/users/admin-update-user/20')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(saveButtons.at(-1)!);
    await waitFor(() => expect(callsTo('POST', '/users/admin-update-user/20')).toHaveLength(1));
    const body = sentFormData(callsTo('POST', '/users/admin-update-user/20')[0]);
    const fields = Object.fromEntries(body!.entries());
    // Every empty field is sent empty, which clears it (decision 0050: a field not sent keeps its value).
    expect(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))).toEqual({
      name: 'Jelena',
      surname: 'Ilić',
      city: 'Novi Sad',
    });
    expect(fields).toMatchObject({ bio: '', phone: '', public_email: '' });
    expect(await screen.findByText('The user has been saved.')).toBeTruthy();
  });

  it("opens a user's history in the audit log section, filtered by that user", async () => {
    const { callsTo } = stubFetch(userStubs());
    const { user, dialog } = await openUserManagement();
    const actions = await chooseUser(user, dialog, /urednica/);
    await user.click(within(actions).getByRole('button', { name: 'History' }));

    expect(within(dialog).getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(callsTo('GET', '/audit-log').some((request) => query(request)['filter[user_id]'] === '20')).toBe(true),
    );
    const entries = await within(dialog).findByRole('list', { name: 'Audit log entries' });
    expect(within(entries).getByText('Role and status changed')).toBeTruthy();
  });
});
