/**
 * The site's template (issue 16): its admin changes it and the next page of any visitor wears it; an id that names no
 * template is a 422 naming template_id in the user's language (SPEC §8), and a refused call changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { auditLog, licences } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const URL_TEMPLATE = '/api/v1/licences/update-licence-template';

const changeTemplate = (licence: TTestLicence, token: string | undefined, payload: object, language?: 'en' | 'srp') =>
  call(app, { method: 'POST', url: URL_TEMPLATE, licence: licence.id, token, payload, language });

const visitorRead = (licence: TTestLicence, url: string) => call(app, { method: 'GET', url, licence: licence.id });

async function licenceRow(licence: TTestLicence) {
  const [row] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
  return row!;
}

describe('update-licence-template', () => {
  it('changes the template: visitors read the new one at once, and the audit log says from which to which', async () => {
    const licence = await createLicence(app, { templateId: 1, siteName: 'Kuća' });
    const { user: admin, token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    // Visitors' reads before the save: the resolver and the public cache now hold the licence as it was.
    expect((await visitorRead(licence, '/api/v1/licences/get-licence-details')).json().template_id).toBe(1);
    expect((await visitorRead(licence, '/api/v1/licences/get-template-id')).json()).toEqual({ template_id: 1 });

    const response = await changeTemplate(licence, token, { template_id: 3 });
    expect(response.statusCode, response.body).toBe(200);
    // The answer is the licence as the site now sees it, as every site-settings call answers.
    expect(response.json()).toMatchObject({ id: licence.id, template_id: 3, site_name: 'Kuća' });

    expect((await visitorRead(licence, '/api/v1/licences/get-licence-details')).json().template_id).toBe(3);
    expect((await visitorRead(licence, '/api/v1/licences/get-template-id')).json()).toEqual({ template_id: 3 });

    const entries = await app.deps.platformDb
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.licenceId, licence.id), eq(auditLog.action, 'site.template')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      subjectType: 'site',
      before: { template_id: 1 },
      after: { template_id: 3 },
    });
  });

  it('takes the id from a form as text too, and the same template again logs nothing', async () => {
    const licence = await createLicence(app, { templateId: 1 });
    const { token } = await createSignedInUser(app, licence, { role: 'EDITOR' });
    const response = await call(app, {
      method: 'POST',
      url: URL_TEMPLATE,
      licence: licence.id,
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'template_id=2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await licenceRow(licence)).templateId).toBe(2);

    expect((await changeTemplate(licence, token, { template_id: 2 })).statusCode).toBe(200);
    const entries = await app.deps.platformDb
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.licenceId, licence.id), eq(auditLog.action, 'site.template')));
    expect(entries).toHaveLength(1);
  });

  it('refuses an id that names no template (or is no number) with a message at template_id in both languages, changing nothing', async () => {
    const licence = await createLicence(app, { templateId: 2 });
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const before = await licenceRow(licence);
    // 1000000 is SPEC §8's fallback when the template fetch fails: shown as the default, never stored.
    for (const templateId of [999, 0, -1, 1_000_000, 2.5, 'abc', '3x', '', null, true]) {
      const english = await changeTemplate(licence, token, { template_id: templateId });
      expect(english.statusCode, String(templateId)).toBe(422);
      expect(english.json(), String(templateId)).toEqual([
        { field: 'template_id', message: 'This template does not exist. Choose one of the templates offered.' },
      ]);
    }
    const serbian = await changeTemplate(licence, token, { template_id: 999 }, 'srp');
    expect(serbian.statusCode).toBe(422);
    expect(serbian.json()).toEqual([
      { field: 'template_id', message: 'Ovaj šablon ne postoji. Izaberite jedan od ponuđenih šablona.' },
    ]);
    const missing = await changeTemplate(licence, token, {}, 'srp');
    expect(missing.json()).toEqual([{ field: 'template_id', message: 'Ovo polje je obavezno.' }]);

    expect(await licenceRow(licence)).toEqual(before);
    expect((await visitorRead(licence, '/api/v1/licences/get-template-id')).json()).toEqual({ template_id: 2 });
  });

  it('is for the site’s staff who manage it: moderators, clients and front users 403, visitors 401', async () => {
    const licence = await createLicence(app, { templateId: 1 });
    for (const role of ['MODERATOR', 'CLIENT', 'USER'] as const) {
      const { token } = await createSignedInUser(app, licence, { role });
      const response = await changeTemplate(licence, token, { template_id: 2 });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message, role).toBe('Unauthorized access!');
    }
    const visitor = await changeTemplate(licence, undefined, { template_id: 2 });
    expect(visitor.statusCode).toBe(401);
    expect((await licenceRow(licence)).templateId).toBe(1);

    const { token: superadmin } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    expect((await changeTemplate(licence, superadmin, { template_id: 2 })).statusCode).toBe(200);
  });

  it('changes only the site it is called on: another site’s admin cannot change it, and the call leaves other sites alone', async () => {
    const licence = await createLicence(app, { templateId: 1 });
    const other = await createLicence(app, { templateId: 1 });
    const { token: otherAdmin } = await createSignedInUser(app, other, { role: 'ADMIN' });
    const foreign = await changeTemplate(licence, otherAdmin, { template_id: 3 });
    // Another licence's token is not a session of this site (511, the client signs out).
    expect(foreign.statusCode).toBe(511);
    expect((await licenceRow(licence)).templateId).toBe(1);

    const { token: ownAdmin } = await createSignedInUser(app, other, { role: 'ADMIN' });
    expect((await changeTemplate(other, ownAdmin, { template_id: 3 })).statusCode).toBe(200);
    expect((await licenceRow(other)).templateId).toBe(3);
    expect((await licenceRow(licence)).templateId).toBe(1);
  });
});
