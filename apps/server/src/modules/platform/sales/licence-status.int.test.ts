/**
 * The licence's state machine (issue 13): every allowed transition works and stamps status_changed_at, every other
 * one is a 422 naming from and to and changes nothing, and the site answers by its new status at once.
 */
import { LICENCE_STATUSES, type TLicenceStatus } from '@izlog/contract/constants';
import { LICENCE_TRANSITIONS } from '@izlog/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createOwnedLicence, createPlatformAccount, platformCall } from '../../../../test/support/sales-console';
import { AppError } from '../../../platform/http/errors';
import { changeLicenceStatus } from './licence-status';
import { findLicence } from './sales.queries';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const pairs = LICENCE_STATUSES.flatMap((from) => LICENCE_STATUSES.map((to) => [from, to] as const));
const allowed = pairs.filter(([from, to]) => LICENCE_TRANSITIONS[from].includes(to));
const refused = pairs.filter(([from, to]) => !LICENCE_TRANSITIONS[from].includes(to));

const change = (licenceId: number, to: TLicenceStatus) =>
  changeLicenceStatus(app.deps, licenceId, to, { reason: 'test', log: app.log });

describe('the licence state machine', () => {
  it('allows exactly what the table says (sanity: both lists are non-empty and cover every pair)', () => {
    expect(allowed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(allowed.length + refused.length).toBe(LICENCE_STATUSES.length ** 2);
  });

  it.each(allowed)('%s → %s is allowed and stamps the time of the change', async (from, to) => {
    const licence = await createLicence(app, { status: from });
    const before = Date.now();
    const changed = await change(licence.id, to);
    expect(changed.status).toBe(to);
    const stored = await findLicence(app.deps.platformDb, licence.id);
    expect(stored?.status).toBe(to);
    expect(stored?.statusChangedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each(refused)('%s → %s is refused with a 422 naming both, and nothing changes', async (from, to) => {
    const licence = await createLicence(app, { status: from });
    const error = await change(licence.id, to).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, key: 'licence_transition_invalid', params: { from, to } });
    const stored = await findLicence(app.deps.platformDb, licence.id);
    expect(stored?.status).toBe(from);
    expect(stored?.statusChangedAt).toBeNull();
  });

  it('an unknown licence is a 404', async () => {
    await expect(change(2_000_000_000, 'closed')).rejects.toMatchObject({ status: 404 });
  });

  it('the refusal reads as a sentence in both languages', async () => {
    const { formatMessage } = await import('@izlog/contract/messages');
    expect(formatMessage('licence_transition_invalid', 'en', { from: 'closed', to: 'active' })).toBe(
      'A licence cannot go from "closed" to "active".',
    );
    expect(formatMessage('licence_transition_invalid', 'srp', { from: 'closed', to: 'active' })).toContain('closed');
  });

  it('the site answers by its new status at once: a suspended site refuses writes, active again takes them', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const greet = () =>
      call(app, {
        method: 'POST',
        url: '/api/v1/licences/update-licence-greeting-messages',
        licence: licence.id,
        token,
        payload: { sign_in_msg: 'Zdravo!', register_msg: 'Dobro došli!', client_register_msg: 'Dobro došli, firme!' },
      });
    // The resolver holds the active licence now.
    expect((await greet()).statusCode).toBe(200);
    await change(licence.id, 'suspended');
    const refusedWrite = await greet();
    expect(refusedWrite.statusCode).toBe(403);
    expect(refusedWrite.json().message).toMatch(/not active/i);
    await change(licence.id, 'active');
    expect((await greet()).statusCode).toBe(200);
  });
});

describe('resuming a suspension after the term ended', () => {
  const DAY = 86_400_000;

  it('lands in expired, not active: the site stays read-only', async () => {
    const expiresAt = new Date(Date.now() - 3 * DAY);
    // Suspended before the expiry job came by (it expires only active licences).
    const licence = await createLicence(app, { expiresAt });
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    await change(licence.id, 'suspended');

    const changed = await change(licence.id, 'active');
    expect(changed.status).toBe('expired');
    const stored = await findLicence(app.deps.platformDb, licence.id);
    expect(stored).toMatchObject({ status: 'expired', expiresAt });
    const write = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/update-licence-greeting-messages',
      licence: licence.id,
      token,
      payload: { sign_in_msg: 'Zdravo!', register_msg: 'Dobro došli!', client_register_msg: 'Dobro došli, firme!' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('a sales user resuming it in the console sees it expired, with a renewal as the way back', async () => {
    const seller = await createPlatformAccount(app, 'SALES');
    const expiresAt = new Date(Date.now() - 3 * DAY);
    const licence = await createOwnedLicence(app, seller, { status: 'suspended', expiresAt });
    const resumed = await platformCall(app, seller, {
      method: 'POST',
      url: `/api/v1/licences/sales-user-update-licence-status/${licence.id}`,
      payload: { status: 'active' },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ status: 'expired' });
    const renewal = await platformCall(app, seller, {
      method: 'POST',
      url: `/api/v1/licences/renew-licence/${licence.id}`,
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
  });

  it('a suspension resumed while the term runs (or a licence without a term) is active again', async () => {
    const running = await createLicence(app, { status: 'suspended', expiresAt: new Date(Date.now() + DAY) });
    expect((await change(running.id, 'active')).status).toBe('active');
    const termless = await createLicence(app, { status: 'suspended', expiresAt: null });
    expect((await change(termless.id, 'active')).status).toBe('active');
  });
});
