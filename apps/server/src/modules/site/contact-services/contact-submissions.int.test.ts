/**
 * GET contact-submissions: staff read what visitors sent, newest first, a page at a time, by service and by delivery
 * state; nobody else reads them, and another licence's never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  contactWorld,
  createService,
  drainContactMail,
  getSubmissions,
  submitForm,
} from '../../../../test/support/contact-services';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const messages = (response: { json(): unknown }) =>
  (response.json() as { message: string }[]).map((submission) => submission.message);

describe('contact-submissions', () => {
  it('lists the licence’s messages newest first, by page, by service and by delivery', async () => {
    const world = await contactWorld(app, 'Prodaja');
    const other = await contactWorld(app, 'Prodaja');
    const servis = (
      await createService(
        app,
        world.licence,
        { service_name: 'Servis', email: `servis-${world.licence.id}@firma.example.com` },
        { token: world.admin.token },
      )
    ).json();
    const send = (serviceId: number, message: string) =>
      submitForm(app, world.licence, { contact_service_id: serviceId, submited_by: 'a@example.com', message });
    await send(world.service.id, 'Prva poruka');
    await send(servis.id, 'Druga poruka');
    await send(world.service.id, 'Treća poruka');
    await submitForm(app, other.licence, {
      contact_service_id: other.service.id,
      submited_by: 'a@example.com',
      message: 'Tuđa poruka',
    });
    await drainContactMail(app);

    const token = world.editor.token;
    const all = await getSubmissions(app, world.licence, '', { token });
    expect(all.statusCode).toBe(200);
    expect(messages(all)).toEqual(['Treća poruka', 'Druga poruka', 'Prva poruka']);
    expect(all.json().every((submission: { delivery: string }) => submission.delivery === 'sent')).toBe(true);

    const second = await getSubmissions(app, world.licence, '?page=2&page_count=2', { token });
    expect(messages(second)).toEqual(['Prva poruka']);
    expect(second.headers['x-pagination-total-count']).toBe('3');
    expect(second.headers['x-pagination-page-count']).toBe('2');

    const byService = await getSubmissions(app, world.licence, `?filter[contact_service_id]=${servis.id}`, { token });
    expect(messages(byService)).toEqual(['Druga poruka']);
    expect(byService.json()[0].service_name).toBe('Servis');
    expect((await getSubmissions(app, world.licence, '?filter[delivery]=failed', { token })).json()).toEqual([]);
    // Another licence's service id filters to nothing, never to its messages.
    const foreign = await getSubmissions(app, world.licence, `?filter[contact_service_id]=${other.service.id}`, {
      token,
    });
    expect(foreign.json()).toEqual([]);
  });

  it('refuses a filter that is not a delivery state or an id (422)', async () => {
    const world = await contactWorld(app);
    const token = world.admin.token;
    const bad = await getSubmissions(app, world.licence, '?filter[delivery]=lost', { token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()[0].field).toBe('filter[delivery]');
    expect((await getSubmissions(app, world.licence, '?filter[contact_service_id]=abc', { token })).statusCode).toBe(
      422,
    );
  });

  it('is for staff: visitors 401, clients, users and moderators 403', async () => {
    const world = await contactWorld(app);
    await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'a@example.com',
      message: 'Tajna poruka',
    });
    const visitor = await getSubmissions(app, world.licence, '');
    expect(visitor.statusCode).toBe(401);
    for (const role of ['client', 'user', 'moderator'] as const) {
      const response = await getSubmissions(app, world.licence, '', { token: world[role].token });
      expect(response.statusCode, role).toBe(403);
      expect(response.body).not.toContain('Tajna poruka');
    }
    const superadmin = await getSubmissions(app, world.licence, '', { token: world.superadmin.token });
    expect(messages(superadmin)).toEqual(['Tajna poruka']);
  });
});
