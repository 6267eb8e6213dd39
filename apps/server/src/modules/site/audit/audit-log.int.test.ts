/**
 * The audit log (issue 12): admin actions are recorded in the transaction of the change, with who, what, when, and
 * the changed fields before and after; GET /audit-log lists a licence's entries newest first, filtered by user
 * (about them or by them), by action and by subject; a failed call writes none; another licence's entries never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, createUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { tenantOf } from '../../../../test/support/content-test-support';
import { auditLogCall, type TUserAdminWorld, userAdminWorld, usersCall } from '../../../../test/support/user-admin';
import { recordAudit } from './record-audit';

let app: TTestApp;
let world: TUserAdminWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await userAdminWorld(app);
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST', path: string, payload?: object) =>
  usersCall(app, world.licence, method, path, { token: world.admin.token, payload });

const log = async (query = '', token = world.admin.token) => {
  const response = await auditLogCall(app, world.licence, query, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('GET /audit-log', () => {
  it('lists what admins did, newest first, with who, what, when, and the changed fields', async () => {
    const target = await createUser(app, world.licence, { role: 'USER', username: 'meta' });
    await asAdmin('POST', `admin-update-user-role/${target.id}`, { role: 'EDITOR', status: 'active' });
    await asAdmin('POST', `admin-block-user/${target.id}`);
    const entries = (await log(`?filter[user_id]=${target.id}`)).json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor_id: world.admin.user.id,
      actor_username: world.admin.user.username,
      action: 'user.block',
      subject_type: 'user',
      subject_id: target.id,
      subject_label: 'meta',
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
    expect(entries[1]).toMatchObject({ action: 'user.role', before: { role: 'USER' }, after: { role: 'EDITOR' } });
    expect(Date.parse(entries[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filter[user_id] gives the entries about that user and those done by them', async () => {
    const { user: otherAdmin, token } = await createSignedInUser(app, world.licence, { role: 'ADMIN' });
    const target = await createUser(app, world.licence);
    await usersCall(app, world.licence, 'POST', `admin-block-user/${target.id}`, { token });
    await asAdmin('POST', `admin-update-user/${otherAdmin.id}`, { name: 'Druga' });
    const entries = (await log(`?filter[user_id]=${otherAdmin.id}`)).json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['user.update', 'user.block']);
  });

  it('filters by action and by subject, and pages', async () => {
    const fresh = await userAdminWorld(app);
    const tdb = tenantOf(app, fresh.licence);
    const actor = { id: fresh.admin.user.id, username: fresh.admin.user.username };
    for (const [action, subjectType] of [
      ['user.block', 'user'],
      ['site.greetings', 'site'],
      ['user.block', 'user'],
      ['site.search', 'site'],
    ] as const) {
      await recordAudit(tdb, actor, {
        action,
        subjectType,
        subjectId: subjectType === 'user' ? fresh.user.user.id : null,
        subjectLabel: 'x',
        before: null,
        after: null,
      });
    }
    const call = (query: string) => auditLogCall(app, fresh.licence, query, { token: fresh.admin.token });
    expect((await call('?filter[action]=user.block')).json()).toHaveLength(2);
    const site = (await call('?filter[subject_type]=site')).json();
    expect(site.map((entry: { action: string }) => entry.action)).toEqual(['site.search', 'site.greetings']);
    const page = await call('?page=2&page_count=3');
    expect(page.headers['x-pagination-total-count']).toBe('4');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].action).toBe('user.block');
  });

  it.each([
    ['filter[action]=user.dance', 'filter[action]'],
    ['filter[user_id]=abc', 'filter[user_id]'],
    ['filter[subject_type]=planet', 'filter[subject_type]'],
  ])('refuses %s with 422 naming it', async (query, field) => {
    const response = await auditLogCall(app, world.licence, `?${query}`, { token: world.admin.token });
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe(field);
  });

  it('never shows another licence’s entries', async () => {
    const other = await userAdminWorld(app);
    const target = await createUser(app, other.licence, { username: 'tudji' });
    await usersCall(app, other.licence, 'POST', `admin-block-user/${target.id}`, { token: other.admin.token });
    const entries = (await log('?page_count=100')).json();
    expect(entries.map((entry: { subject_label: string }) => entry.subject_label)).not.toContain('tudji');
    const theirs = await auditLogCall(app, world.licence, `?filter[user_id]=${target.id}`, {
      token: world.admin.token,
    });
    expect(theirs.json()).toEqual([]);
  });
});

describe('written with the change', () => {
  it('a failed call writes no entry', async () => {
    const target = await createUser(app, world.licence);
    const before = (await log(`?filter[user_id]=${target.id}`)).json();
    await asAdmin('POST', `admin-update-user-email/${target.id}`, { email: world.editor.user.email });
    await asAdmin('POST', `admin-update-user-role/${target.id}`, { role: 'SUPERADMIN', status: 'active' });
    await asAdmin('POST', `admin-update-user-username/${target.id}`, { username: world.editor.user.username });
    expect((await log(`?filter[user_id]=${target.id}`)).json()).toEqual(before);
  });

  it('an entry written in a transaction that rolls back is gone with it', async () => {
    const licence = await createLicence(app);
    const tdb = tenantOf(app, licence);
    await expect(
      tdb.transaction(async (tx) => {
        await recordAudit(
          tx,
          { id: 1, username: 'a' },
          {
            action: 'site.data',
            subjectType: 'site',
            subjectId: null,
            subjectLabel: 'Site',
            before: { site_name: 'Old' },
            after: { site_name: 'New' },
          },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    expect((await auditLogCall(app, licence, '', { token: admin.token })).json()).toEqual([]);
  });

  it('keeps no secret even when a caller passes one', async () => {
    const licence = await createLicence(app);
    await recordAudit(
      tenantOf(app, licence),
      { id: 1, username: 'a' },
      {
        action: 'user.update',
        subjectType: 'user',
        subjectId: 1,
        subjectLabel: 'x',
        before: { password_hash: 'scrypt$old', name: 'A' },
        after: { password_hash: 'scrypt$new', name: 'B', auth_key: 'tok' },
      },
    );
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const [entry] = (await auditLogCall(app, licence, '', { token: admin.token })).json();
    expect(entry.before).toEqual({ name: 'A' });
    expect(entry.after).toEqual({ name: 'B' });
  });
});
