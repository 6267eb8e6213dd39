/**
 * What admins change about users (SPEC §7, issue 12): creating (with a password, or invited by mail), profile fields
 * and avatar, username, e-mail, role and status, and writing to a user. Bad input gets a clear answer naming the
 * field, in the request's language, and leaves the row as it was with no audit entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMailTo, runAccountMailJobs, tokenFromMail } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart } from '../../../../test/multipart';
import {
  auditRows,
  type TUserAdminWorld,
  userAdminWorld,
  userRow,
  usersCall,
} from '../../../../test/support/user-admin';

let app: TTestApp;
let world: TUserAdminWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await userAdminWorld(app);
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST', path: string, payload?: object, language: 'en' | 'srp' = 'en') =>
  usersCall(app, world.licence, method, path, { token: world.admin.token, payload, language });

const login = (email: string, password: string) =>
  call(app, {
    method: 'POST',
    url: '/api/v1/users/login-licence-user',
    licence: world.licence.id,
    payload: { email, password },
  });

/** Runs `act`, then checks the user's row and the audit log are exactly as before. */
async function expectNothingChanged(userId: number, act: () => Promise<unknown>) {
  const before = await userRow(app, world.licence, userId);
  const entries = (await auditRows(app, world.licence)).length;
  await act();
  expect(await userRow(app, world.licence, userId)).toEqual(before);
  expect(await auditRows(app, world.licence)).toHaveLength(entries);
}

describe('POST /users/admin-create-user', () => {
  it('makes a user who signs in at once with the given password, and logs who made them', async () => {
    const response = await asAdmin('POST', 'admin-create-user', {
      email: 'Nova.Urednica@Example.com',
      username: 'nova-urednica',
      password: 'urednica-pass',
      role: 'EDITOR',
      name: 'Nova',
      surname: 'Urednica',
      phone: '0641234567',
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'nova.urednica@example.com',
      username: 'nova-urednica',
      role: 'EDITOR',
      status: 'active',
      name: 'Nova',
      surname: 'Urednica',
      phone: '0641234567',
    });
    expect(created).not.toHaveProperty('password_hash');
    expect((await login('nova.urednica@example.com', 'urednica-pass')).statusCode).toBe(200);
    const [entry] = (await auditRows(app, world.licence)).filter((row) => row.subjectId === created.id);
    expect(entry).toMatchObject({
      action: 'user.create',
      actorId: world.admin.user.id,
      actorUsername: world.admin.user.username,
      subjectLabel: 'nova-urednica',
      before: null,
    });
    expect(entry!.after).toMatchObject({ email: 'nova.urednica@example.com', role: 'EDITOR', invited: false });
    expect(JSON.stringify(entry)).not.toMatch(/urednica-pass|scrypt|password/);
  });

  it('without a password makes an active account and mails its user a link that sets one', async () => {
    const response = await asAdmin(
      'POST',
      'admin-create-user',
      { email: 'pozvan@example.com', username: 'pozvan', role: 'USER' },
      'srp',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('active');
    expect((await login('pozvan@example.com', 'anything-at-all')).statusCode).toBe(401);

    const mail = await lastMailTo(app, 'pozvan@example.com');
    expect(mail?.subject).toBe(`Vaš nalog na sajtu ${world.licence.titleOfApp}`);
    const { token, email, url } = tokenFromMail(mail!.textBody);
    expect(url.pathname).toBe('/reset-password');
    const set = await call(app, {
      method: 'POST',
      url: '/api/v1/users/reset-licence-user-password',
      licence: world.licence.id,
      payload: { email, password_reset_token: token, password: 'moja-lozinka' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login('pozvan@example.com', 'moja-lozinka')).statusCode).toBe(200);
  });

  it('takes an avatar as a file', async () => {
    const body = await multipart({
      email: 'sa-slikom@example.com',
      username: 'sa-slikom',
      role: 'CLIENT',
      password: 'client-pass',
      company_name: 'Slika d.o.o.',
      avatar: { data: await pictureOf('png', 300, 300), filename: 'me.png', type: 'image/png' },
    });
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/users/admin-create-user',
      licence: world.licence.id,
      token: world.admin.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().avatar).toMatch(/^\/media\/.+/);
    expect(response.json().company_name).toBe('Slika d.o.o.');
  });

  it('gives a client their e-mail as username, as registration does, whatever username the form sent', async () => {
    const response = await asAdmin('POST', 'admin-create-user', {
      email: 'Prodavnica@Example.com',
      username: 'something-else',
      role: 'CLIENT',
      password: 'client-pass',
      company_name: 'Prodavnica d.o.o.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'prodavnica@example.com', username: 'prodavnica@example.com' });
    expect((await auditRows(app, world.licence)).at(-1)).toMatchObject({
      action: 'user.create',
      subjectLabel: 'prodavnica@example.com',
    });
  });

  it('refuses a client whose e-mail another account has as its username, with 409 naming email', async () => {
    await createUser(app, world.licence, { username: 'zauzeto@example.com' });
    const response = await asAdmin(
      'POST',
      'admin-create-user',
      { email: 'Zauzeto@example.com', username: 'free-name', role: 'CLIENT', password: 'client-pass' },
      'srp',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: 'email', message: 'Ova e-adresa je već u upotrebi.' });
  });

  it('refuses a taken e-mail with 409 naming email, in Serbian, and makes nobody', async () => {
    const response = await asAdmin(
      'POST',
      'admin-create-user',
      { email: world.user.user.email, username: 'someone-new', role: 'USER', password: 'x-password' },
      'srp',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: 'email', message: 'Ova e-adresa je već u upotrebi.' });
    const list = await asAdmin('GET', 'admin-get-licence-users?filter[username]=someone-new');
    expect(list.json()).toEqual([]);
  });

  it('refuses a username taken in another case with 409 naming username', async () => {
    const response = await asAdmin('POST', 'admin-create-user', {
      email: 'fresh-address@example.com',
      username: world.user.user.username.toUpperCase(),
      role: 'USER',
      password: 'x-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: 'username', message: 'This username is taken.' });
  });

  it('of two admins creating one e-mail or username at once, one gets the user and the other a 409 naming it', async () => {
    const create = (email: string, username: string) =>
      asAdmin('POST', 'admin-create-user', { email, username, role: 'USER', password: 'x-password' });
    const sameEmail = await Promise.all([
      create('twice@example.com', 'twice-a'),
      create('twice@example.com', 'twice-b'),
    ]);
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(sameEmail.find((r) => r.statusCode === 409)!.json().field).toBe('email');
    const sameName = await Promise.all([
      create('once-a@example.com', 'Twice-Name'),
      create('once-b@example.com', 'twice-name'),
    ]);
    expect(sameName.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(sameName.find((r) => r.statusCode === 409)!.json().field).toBe('username');
  });

  it.each([
    ['SUPERADMIN', 'role'],
    ['KING', 'role'],
  ])('refuses role %s with 422 naming role', async (role, field) => {
    const response = await asAdmin('POST', 'admin-create-user', {
      email: `role-${role}@example.com`,
      username: `role-${role}`,
      role,
      password: 'x-password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().map((problem: { field: string }) => problem.field)).toEqual([field]);
  });

  it('refuses a bad e-mail, phone and picture, naming each field', async () => {
    const bad = await asAdmin(
      'POST',
      'admin-create-user',
      { email: 'not-an-email', username: 'ok-name', role: 'USER', phone: '12ab' },
      'srp',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'E-adresa nije ispravna.' },
        { field: 'phone', message: expect.stringContaining('samo cifre') },
      ]),
    );
    const body = await multipart({
      email: 'bad-picture@example.com',
      username: 'bad-picture',
      role: 'USER',
      avatar: { data: 'not a picture at all', filename: 'me.png', type: 'image/png' },
    });
    const picture = await call(app, {
      method: 'POST',
      url: '/api/v1/users/admin-create-user',
      licence: world.licence.id,
      token: world.admin.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(picture.statusCode).toBe(422);
    expect(picture.json()[0].field).toBe('avatar');
    expect((await asAdmin('GET', 'admin-get-licence-users?filter[email]=bad-picture')).json()).toEqual([]);
  });
});

describe('POST /users/admin-update-user/{id}', () => {
  it('clears a field sent empty, keeps one not sent, and logs only what changed', async () => {
    const target = await createUser(app, world.licence, { name: 'Ana', surname: 'Anić', city: 'Niš' });
    const response = await asAdmin('POST', `admin-update-user/${target.id}`, {
      name: 'Ana',
      surname: 'Petrović',
      city: '',
      bio: 'Piše o planinama.',
      birthdate: '1990-05-17',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ana',
      surname: 'Petrović',
      city: null,
      bio: 'Piše o planinama.',
      birthdate: '1990-05-17',
    });
    const entry = (await auditRows(app, world.licence)).at(-1)!;
    expect(entry).toMatchObject({ action: 'user.update', subjectId: target.id });
    expect(entry.before).toEqual({ surname: 'Anić', city: 'Niš', bio: null, birthdate: null });
    expect(entry.after).toEqual({ surname: 'Petrović', city: null, bio: 'Piše o planinama.', birthdate: '1990-05-17' });
  });

  it('refuses a birthdate in the future and a bad link, naming the fields, and changes nothing', async () => {
    const target = await createUser(app, world.licence, { name: 'Stays' });
    await expectNothingChanged(target.id, async () => {
      const response = await asAdmin(
        'POST',
        `admin-update-user/${target.id}`,
        { name: 'Changed', birthdate: '2999-01-01', twitter: 'not a link' },
        'srp',
      );
      expect(response.statusCode).toBe(422);
      const fields = response.json().map((problem: { field: string }) => problem.field);
      expect(fields.sort()).toEqual(['birthdate', 'twitter']);
      expect(response.json()).toContainEqual({
        field: 'birthdate',
        message: 'Datum rođenja ne može biti u budućnosti.',
      });
    });
  });
});

describe('username and e-mail', () => {
  it('renames a user (a change of case of their own name too)', async () => {
    const target = await createUser(app, world.licence, { username: 'mala-slova' });
    const response = await asAdmin('POST', `admin-update-user-username/${target.id}`, { username: 'Mala-Slova' });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('Mala-Slova');
    expect((await auditRows(app, world.licence)).at(-1)).toMatchObject({
      action: 'user.username',
      before: { username: 'mala-slova' },
      after: { username: 'Mala-Slova' },
    });
  });

  it('refuses a username another account has (in any case) with 409 naming username, changing nothing', async () => {
    const target = await createUser(app, world.licence);
    await expectNothingChanged(target.id, async () => {
      const response = await asAdmin(
        'POST',
        `admin-update-user-username/${target.id}`,
        { username: world.editor.user.username.toUpperCase() },
        'srp',
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        status: 409,
        field: 'username',
        message: 'Ovo korisničko ime je zauzeto.',
      });
    });
  });

  it('moves a client’s e-mail (only admins may): login works with the new one, old mailed links stop', async () => {
    const client = await createUser(app, world.licence, { role: 'CLIENT' });
    await call(app, {
      method: 'POST',
      url: '/api/v1/users/request-reset-licence-user-password',
      licence: world.licence.id,
      payload: { email: client.email },
    });
    await runAccountMailJobs(app);
    const oldLink = tokenFromMail((await lastMailTo(app, client.email))!.textBody);
    const response = await asAdmin('POST', `admin-update-user-email/${client.id}`, {
      email: 'Novi.Klijent@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().email).toBe('novi.klijent@example.com');
    expect((await login('novi.klijent@example.com', client.password)).statusCode).toBe(200);
    expect((await login(client.email, client.password)).statusCode).toBe(401);
    const reset = await call(app, {
      method: 'POST',
      url: '/api/v1/users/reset-licence-user-password',
      licence: world.licence.id,
      payload: { email: 'novi.klijent@example.com', password_reset_token: oldLink.token, password: 'taken-over' },
    });
    expect(reset.statusCode).toBe(422);
    expect((await auditRows(app, world.licence)).at(-1)).toMatchObject({
      action: 'user.email',
      before: { email: client.email },
      after: { email: 'novi.klijent@example.com' },
    });
  });

  it('moves a client’s username with their e-mail when it is their e-mail (SPEC §5)', async () => {
    const created = await asAdmin('POST', 'admin-create-user', {
      email: 'stara@example.com',
      username: 'stara@example.com',
      role: 'CLIENT',
      password: 'client-pass',
    });
    const client = created.json();
    const response = await asAdmin('POST', `admin-update-user-email/${client.id}`, { email: 'Nova@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'nova@example.com', username: 'nova@example.com' });
    expect((await auditRows(app, world.licence)).at(-1)).toMatchObject({
      action: 'user.email',
      before: { email: 'stara@example.com', username: 'stara@example.com' },
      after: { email: 'nova@example.com', username: 'nova@example.com' },
    });
    // The old address is free again, as an e-mail and as a client's username.
    const again = await asAdmin('POST', 'admin-create-user', {
      email: 'stara@example.com',
      username: 'ignored-for-clients',
      role: 'CLIENT',
      password: 'client-pass',
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps a username that is not the e-mail when the e-mail moves', async () => {
    const user = await createUser(app, world.licence, { username: 'ostaje' });
    const response = await asAdmin('POST', `admin-update-user-email/${user.id}`, { email: 'ostaje-nova@example.com' });
    expect(response.json()).toMatchObject({ email: 'ostaje-nova@example.com', username: 'ostaje' });
  });

  it('refuses a client’s new e-mail that another account has as its username, with 409 naming email', async () => {
    const client = (
      await asAdmin('POST', 'admin-create-user', {
        email: 'klijent-mejl@example.com',
        username: 'ignored-for-clients',
        role: 'CLIENT',
        password: 'client-pass',
      })
    ).json();
    await createUser(app, world.licence, { username: 'tudje-ime@example.com' });
    await expectNothingChanged(client.id, async () => {
      const response = await asAdmin('POST', `admin-update-user-email/${client.id}`, {
        email: 'tudje-ime@example.com',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ field: 'email', message: 'This e-mail address is already in use.' });
    });
  });

  it('refuses to rename a client apart from their e-mail: 422 naming username, in both languages', async () => {
    const client = await createUser(app, world.licence, { role: 'CLIENT' });
    await expectNothingChanged(client.id, async () => {
      const en = await asAdmin('POST', `admin-update-user-username/${client.id}`, { username: 'novo-ime' });
      expect(en.statusCode).toBe(422);
      expect(en.json()).toEqual([
        {
          field: 'username',
          message: "A client's username is their e-mail address: change the e-mail and the username changes with it.",
        },
      ]);
      const srp = await asAdmin('POST', `admin-update-user-username/${client.id}`, { username: 'novo-ime' }, 'srp');
      expect(srp.json()).toEqual([
        {
          field: 'username',
          message: 'Korisničko ime klijenta je njegova e-adresa: promenite e-adresu i korisničko ime se menja sa njom.',
        },
      ]);
    });
  });

  it('refuses a taken e-mail with 409 naming email, changing nothing', async () => {
    const target = await createUser(app, world.licence);
    await expectNothingChanged(target.id, async () => {
      const response = await asAdmin('POST', `admin-update-user-email/${target.id}`, {
        email: world.client.user.email,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ field: 'email', message: 'This e-mail address is already in use.' });
    });
  });

  it('keeps the owner’s e-mail the owner’s: an admin gets 403, the superadmin changes their own', async () => {
    const owner = world.superadmin.user;
    await expectNothingChanged(owner.id, async () => {
      const response = await asAdmin('POST', `admin-update-user-email/${owner.id}`, { email: 'thief@example.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You can not block superadmin');
    });
    const own = await usersCall(app, world.licence, 'POST', `admin-update-user-email/${owner.id}`, {
      token: world.superadmin.token,
      payload: { email: 'owner-new@example.com' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the owner’s account', () => {
  it('keeps the owner’s username and profile the owner’s: an admin gets 403 on each, changing nothing', async () => {
    const owner = world.superadmin.user;
    await expectNothingChanged(owner.id, async () => {
      const renamed = await asAdmin('POST', `admin-update-user-username/${owner.id}`, { username: 'not-the-owner' });
      expect(renamed.statusCode).toBe(403);
      expect(renamed.json().message).toBe('You can not block superadmin');
      // Even a form that changes nothing is refused on the owner's account.
      const cleared = await asAdmin('POST', `admin-update-user/${owner.id}`, {}, 'srp');
      expect(cleared.statusCode).toBe(403);
      expect(cleared.json().message).toBe('Ne možete blokirati superadmina.');
    });
  });

  it('lets the owner change their own username and profile through the same calls', async () => {
    const owner = world.superadmin.user;
    const asOwner = (path: string, payload: object) =>
      usersCall(app, world.licence, 'POST', path, { token: world.superadmin.token, payload });
    const renamed = await asOwner(`admin-update-user-username/${owner.id}`, { username: 'vlasnik-licence' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().username).toBe('vlasnik-licence');
    const profile = await asOwner(`admin-update-user/${owner.id}`, { name: 'Vlasnik', city: 'Beograd' });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Vlasnik', city: 'Beograd' });
  });
});

describe('POST /users/admin-update-user-role/{id}', () => {
  it('changes role and status; the user’s sessions end, so they sign in again as what they are now', async () => {
    const editor = await createUser(app, world.licence, { role: 'EDITOR' });
    const editorLogin = await login(editor.email, editor.password);
    const token = editorLogin.json().auth_key;
    const response = await asAdmin('POST', `admin-update-user-role/${editor.id}`, {
      role: 'MODERATOR',
      status: 'active',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: 'MODERATOR', status: 'active' });
    const next = await usersCall(app, world.licence, 'POST', 'verify-token', { token, payload: {} });
    expect(next.statusCode).toBe(511);
    const again = await login(editor.email, editor.password);
    expect(again.json().role).toBe('MODERATOR');
    expect((await auditRows(app, world.licence)).at(-1)).toMatchObject({
      action: 'user.role',
      before: { role: 'EDITOR' },
      after: { role: 'MODERATOR' },
    });
  });

  it('leaves the username as it is when a user becomes a client or stops being one', async () => {
    // Decided: a role change does not rename (the username is shown with the user's content and comments, and a
    // front user made a client would have their e-mail shown there); only an e-mail change moves a client's username.
    const member = await createUser(app, world.licence, { role: 'USER', username: 'clan' });
    const toClient = await asAdmin('POST', `admin-update-user-role/${member.id}`, { role: 'CLIENT', status: 'active' });
    expect(toClient.json()).toMatchObject({ role: 'CLIENT', username: 'clan' });
    const back = await asAdmin('POST', `admin-update-user-role/${member.id}`, { role: 'USER', status: 'active' });
    expect(back.json()).toMatchObject({ role: 'USER', username: 'clan' });
  });

  it('keeps the role when only the status is sent, and the status when only the role is (decision 0050)', async () => {
    const target = await createUser(app, world.licence, { role: 'EDITOR' });
    const blocked = await asAdmin('POST', `admin-update-user-role/${target.id}`, { status: 'blocked' });
    expect(blocked.json()).toMatchObject({ role: 'EDITOR', status: 'blocked' });
    const moderator = await asAdmin('POST', `admin-update-user-role/${target.id}`, { role: 'MODERATOR' });
    expect(moderator.json()).toMatchObject({ role: 'MODERATOR', status: 'blocked' });
  });

  it.each([
    [{ role: '', status: 'active' }, 'role'],
    [{ status: ' ' }, 'status'],
    [{ role: 'SUPERADMIN', status: 'active' }, 'role'],
    [{ role: 'EMPEROR', status: 'active' }, 'role'],
    [{ role: 'EDITOR', status: 'deleted' }, 'status'],
    [{ role: 'EDITOR', status: 'sleeping' }, 'status'],
  ])('refuses %j with 422 naming %s, changing nothing', async (payload, field) => {
    const target = await createUser(app, world.licence, { role: 'USER' });
    await expectNothingChanged(target.id, async () => {
      const response = await asAdmin('POST', `admin-update-user-role/${target.id}`, payload, 'srp');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field, message: 'Izaberite jednu od ponuđenih vrednosti.' }]);
    });
  });
});

describe('POST /users/send-mail-to-licence-user', () => {
  it('mails the text with the site’s footer and logs the subject, not the text', async () => {
    const target = await createUser(app, world.licence);
    const response = await asAdmin(
      'POST',
      'send-mail-to-licence-user',
      { id: target.id, subject: 'Vaš blog', text: 'Molimo vas da dodate sliku.' },
      'srp',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Poruka je poslata.');
    const mail = await lastMailTo(app, target.email);
    expect(mail?.subject).toBe('Vaš blog');
    expect(mail?.textBody).toContain('Molimo vas da dodate sliku.');
    expect(mail?.textBody).toContain(`administrator sajta ${world.licence.titleOfApp}`);
    const entry = (await auditRows(app, world.licence)).at(-1)!;
    expect(entry).toMatchObject({ action: 'user.mail', subjectId: target.id, after: { subject: 'Vaš blog' } });
    expect(JSON.stringify(entry)).not.toContain('Molimo vas');
  });

  it('refuses an empty subject or text, naming the field, and sends nothing', async () => {
    const target = await createUser(app, world.licence);
    const response = await asAdmin('POST', 'send-mail-to-licence-user', { id: target.id, subject: '', text: 'x' });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .map((p: { field: string }) => p.field)
        .sort(),
    ).toEqual(['subject', 'text']);
    expect(await lastMailTo(app, target.email)).toBeUndefined();
  });
});

describe('GET /users/admin-get-user/{id}', () => {
  it('shows every profile field and never a secret', async () => {
    const target = await createUser(app, world.licence, { bio: 'Hello', publicEmail: 'public@example.com' });
    const response = await asAdmin('GET', `admin-get-user/${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, bio: 'Hello', public_email: 'public@example.com' });
    expect(response.body).not.toMatch(/password|hash|google_id|token/);
  });
});
