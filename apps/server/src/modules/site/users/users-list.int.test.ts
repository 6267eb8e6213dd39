/**
 * The user lists (SPEC §7 GET /users with filter[...], GET /users/admin-get-licence-users): the modal's sections
 * (back-end staff by default in the web, front users, clients), each filter, the one search box, pagination
 * headers; another licence's users never appear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, createUser, type TTestLicence } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { usersCall } from '../../../../test/support/user-admin';

let app: TTestApp;
let licence: TTestLicence;
let token: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
  const admin = await createSignedInUser(app, licence, { role: 'ADMIN', username: 'glavni-admin' });
  token = admin.token;
  ids.admin = admin.user.id;
  const make = async (key: string, values: Parameters<typeof createUser>[2]) => {
    ids[key] = (await createUser(app, licence, values)).id;
  };
  await make('editor', { role: 'EDITOR', username: 'urednik', name: 'Ana', surname: 'Petrović' });
  await make('moderator', { role: 'MODERATOR', username: 'moderator-1', email: 'mod@firma.rs' });
  await make('client', {
    role: 'CLIENT',
    username: 'klijent@firma.rs',
    email: 'klijent@firma.rs',
    companyName: 'Firma',
  });
  await make('user', { role: 'USER', username: 'citalac', name: 'Petar', surname: 'Anić' });
  await make('blocked', { role: 'USER', username: 'blokiran', status: 'blocked' });
  await make('deleted', { role: 'USER', username: 'deleted-x', status: 'deleted' });
  // Another licence's users never appear.
  const other = await createLicence(app);
  await createUser(app, other, { role: 'EDITOR', username: 'urednik', name: 'Ana' });
});
afterAll(() => app.close());

async function listed(query: string, path = 'admin-get-licence-users') {
  const response = await usersCall(app, licence, 'GET', `${path}${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((user: { id: number }) => user.id);
}

describe('GET /users/admin-get-licence-users', () => {
  it.each([
    ['?filter[section]=backend', ['admin', 'editor', 'moderator']],
    ['?filter[section]=frontend', ['user', 'blocked']],
    ['?filter[section]=clients', ['client']],
    ['?filter[section]=frontend&filter[status]=blocked', ['blocked']],
    ['?filter[role]=EDITOR', ['editor']],
    ['?filter[status]=deleted', ['deleted']],
    ['?filter[email]=FIRMA.rs', ['moderator', 'client']],
    ['?filter[username]=urednik', ['editor']],
    ['?filter[name]=Ana Petrović', ['editor']],
    ['?filter[name]=Anić', ['user']],
    ['?filter[q]=PET', ['editor', 'user']],
    ['?filter[q]=firma', ['moderator', 'client']],
    ['?filter[q]=100%', []],
  ])('%s lists %j', async (query, keys) => {
    expect(await listed(query)).toEqual(keys.map((key) => ids[key]));
  });

  it('never lists deleted accounts unless asked', async () => {
    expect(await listed('?page_count=100')).not.toContain(ids.deleted);
  });

  it('pages with the X-Pagination headers', async () => {
    const response = await usersCall(
      app,
      licence,
      'GET',
      'admin-get-licence-users?filter[section]=backend&page=2&page_count=2',
      {
        token,
      },
    );
    expect(response.headers['x-pagination-total-count']).toBe('3');
    expect(response.headers['x-pagination-page-count']).toBe('2');
    expect(response.json().map((user: { id: number }) => user.id)).toEqual([ids.moderator]);
  });

  it('shows the modal’s fields and no secret', async () => {
    const response = await usersCall(app, licence, 'GET', 'admin-get-licence-users?filter[section]=clients', { token });
    expect(response.json()[0]).toMatchObject({ company_name: 'Firma', last_login_at: null, bio: null });
    expect(response.body).not.toMatch(/password|hash/);
  });

  it.each([
    ['filter[section]=everyone', 'filter[section]'],
    ['filter[role]=KING', 'filter[role]'],
    ['filter[status]=asleep', 'filter[status]'],
  ])('refuses %s with 422 naming it', async (query, field) => {
    const response = await usersCall(app, licence, 'GET', `admin-get-licence-users?${query}`, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe(field);
  });
});

describe('GET /users', () => {
  it('takes the same filters and answers the short user shape', async () => {
    expect(await listed('?filter[section]=clients', '')).toEqual([ids.client]);
    const response = await usersCall(app, licence, 'GET', '?filter[role]=EDITOR', { token });
    expect(response.json()[0]).not.toHaveProperty('last_login_at');
  });
});
