/**
 * Every site-settings call × every role (SPEC §6, issue 12): the superadmin, admins and editors change the site;
 * moderators, clients and front users get 403 "Unauthorized access!", visitors 401; a refused call changes nothing.
 */
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { licences } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ALLOWED: readonly TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR'];

/** Each call with a body it accepts from an allowed role. */
const CALLS: Record<string, object> = {
  'update-licence-data': { site_name: 'Novi naziv' },
  'update-licence-greeting-messages': {
    sign_in_msg: 'Zdravo',
    register_msg: 'Hvala',
    client_register_msg: 'Dobrodošli',
  },
  'update-licence-terms-and-conditions': { terms_and_conditions: '<p>Uslovi korišćenja</p>' },
  'change-login-registration-status': { status: false },
  'change-search-status': { status: '0' },
};

async function licenceRow(licence: TTestLicence) {
  const [row] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
  return row!;
}

describe('who may change the site’s settings', () => {
  for (const [name, payload] of Object.entries(CALLS)) {
    it(`${name}: superadmin, admin, editor yes; moderator, client, user 403; visitor 401`, async () => {
      for (const role of LICENCE_ROLES) {
        // The stored logo lets update-licence-data through without a file.
        const licence = await createLicence(app, { icon: '/media/x/logo/a-400x400.webp' });
        const { token } = await createSignedInUser(app, licence, { role });
        const before = await licenceRow(licence);
        const response = await call(app, {
          method: 'POST',
          url: `/api/v1/licences/${name}`,
          licence: licence.id,
          token,
          payload,
        });
        if (ALLOWED.includes(role)) {
          expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
          expect(await licenceRow(licence), role).not.toEqual(before);
        } else {
          expect(response.statusCode, role).toBe(403);
          expect(response.json().message, role).toBe('Unauthorized access!');
          expect(await licenceRow(licence), role).toEqual(before);
        }
      }
      const licence = await createLicence(app);
      const visitor = await call(app, {
        method: 'POST',
        url: `/api/v1/licences/${name}`,
        licence: licence.id,
        payload,
        language: 'srp',
      });
      expect(visitor.statusCode).toBe(401);
    });
  }

  it('another licence’s admin cannot change this site with their token', async () => {
    const licence = await createLicence(app);
    const other = await createLicence(app);
    const { token } = await createSignedInUser(app, other, { role: 'ADMIN' });
    const before = await licenceRow(licence);
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/change-search-status',
      licence: licence.id,
      token,
      payload: { status: false },
    });
    expect(response.statusCode).toBe(511);
    expect(await licenceRow(licence)).toEqual(before);
  });

  it('refuses a switch value that is not on or off', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/change-search-status',
      licence: licence.id,
      token,
      payload: { status: 'maybe' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe('status');
    expect((await licenceRow(licence)).searchStatus).toBe(true);
  });
});
