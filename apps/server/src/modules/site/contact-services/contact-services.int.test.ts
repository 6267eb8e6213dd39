/**
 * Contact services (SPEC §7 "Widgets and contact"): admins and editors add and delete them, anyone reads them (visitors
 * without the address); clients, users and moderators may not manage them; another licence's service is a 404.
 */
import { CONTACT_SERVICES_MAX } from '@izlog/contract/contact-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  contactWorld,
  createService,
  deleteService,
  getServices,
  getSubmissions,
  submitForm,
} from '../../../../test/support/contact-services';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('get-licence-contact-services and create-contact-service', () => {
  it('lets admins and editors add services that everyone reads, visitors without the address', async () => {
    const world = await contactWorld(app, 'Prodaja');
    const added = await createService(
      app,
      world.licence,
      { service_name: '  Servis  ', email: 'Servis@Firma.example.com', description: '' },
      { token: world.editor.token },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      service_name: 'Servis',
      email: 'servis@firma.example.com',
      description: '',
      created_at: expect.any(String),
    });

    const visitor = await getServices(app, world.licence);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual([
      { id: world.service.id, service_name: 'Prodaja', description: 'Ponude i cene' },
      { id: added.json().id, service_name: 'Servis', description: '' },
    ]);
    expect(visitor.body).not.toContain('@firma.example.com');
    expect(visitor.headers['x-pagination-total-count']).toBe('2');

    for (const role of ['client', 'user', 'moderator'] as const) {
      const signedIn = await getServices(app, world.licence, { token: world[role].token });
      expect(signedIn.body, role).not.toContain('@firma.example.com');
    }
    const staff = await getServices(app, world.licence, { token: world.superadmin.token });
    expect(staff.json().map((service: { email: string }) => service.email)).toEqual([
      world.service.email,
      'servis@firma.example.com',
    ]);
  });

  it('answers a site with no services with an empty list, and never another licence’s', async () => {
    await contactWorld(app, 'Tuđa');
    const empty = await createLicence(app);
    const response = await getServices(app, empty);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a service without a name or with a bad address, naming the fields, in Serbian too', async () => {
    const world = await contactWorld(app);
    const bad = await createService(
      app,
      world.licence,
      { service_name: 'x', email: 'not-an-address' },
      { token: world.admin.token, language: 'srp' },
    );
    expect(bad.statusCode).toBe(422);
    const byField = (field: string) => bad.json().find((problem: { field: string }) => problem.field === field);
    expect(bad.json()).toHaveLength(2);
    expect(byField('service_name').message).toBe('Unesite najmanje 2 znaka.');
    expect(byField('email').message).toBe('E-adresa nije ispravna.');
    expect((await getServices(app, world.licence)).json()).toHaveLength(1);
  });

  it('refuses a second service of one name (409 naming service_name), in any case', async () => {
    const world = await contactWorld(app, 'Prodaja');
    const twin = await createService(
      app,
      world.licence,
      { service_name: 'PRODAJA', email: 'druga@firma.example.com' },
      { token: world.admin.token },
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      field: 'service_name',
      message: 'A contact service with this name already exists.',
    });
  });

  it(`keeps at most ${CONTACT_SERVICES_MAX} services; a deleted one frees its place and its name`, async () => {
    const world = await contactWorld(app, 'Usluga 0');
    for (let i = 1; i < CONTACT_SERVICES_MAX; i += 1) {
      const response = await createService(
        app,
        world.licence,
        { service_name: `Usluga ${i}`, email: `u${i}@firma.example.com` },
        { token: world.admin.token },
      );
      expect(response.statusCode).toBe(200);
    }
    const over = await createService(
      app,
      world.licence,
      { service_name: 'Jedna previše', email: 'x@firma.example.com' },
      { token: world.admin.token },
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(`A site can have at most ${CONTACT_SERVICES_MAX} contact services.`);

    expect((await deleteService(app, world.licence, world.service.id, { token: world.admin.token })).statusCode).toBe(
      200,
    );
    const again = await createService(
      app,
      world.licence,
      { service_name: 'Usluga 0', email: 'nova@firma.example.com' },
      { token: world.admin.token },
    );
    expect(again.statusCode).toBe(200);
  });
});

describe('delete-contact-service', () => {
  it('takes the service off the list while its messages keep naming it', async () => {
    const world = await contactWorld(app, 'Reklamacije');
    const sent = await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'kupac@example.com',
      message: 'Stigla je pogrešna veličina.',
    });
    expect(sent.statusCode).toBe(200);

    const deleted = await deleteService(app, world.licence, world.service.id, { token: world.editor.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The contact service was deleted.' });
    expect((await getServices(app, world.licence, { token: world.admin.token })).json()).toEqual([]);

    const submissions = await getSubmissions(app, world.licence, '', { token: world.admin.token });
    expect(submissions.json()).toMatchObject([
      { contact_service_id: world.service.id, service_name: 'Reklamacije', message: 'Stigla je pogrešna veličina.' },
    ]);
    // Deleted is gone: a second delete finds nothing, and the form cannot write to it.
    expect((await deleteService(app, world.licence, world.service.id, { token: world.admin.token })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown id and for another licence’s service, which stays', async () => {
    const mine = await contactWorld(app);
    const theirs = await contactWorld(app);
    expect((await deleteService(app, mine.licence, 2_000_000, { token: mine.admin.token })).statusCode).toBe(404);
    const foreign = await deleteService(app, mine.licence, theirs.service.id, { token: mine.admin.token });
    expect(foreign.statusCode).toBe(404);
    expect((await getServices(app, theirs.licence)).json()).toHaveLength(1);
  });
});

describe('who may manage services', () => {
  it('gives clients, users and moderators 403 and visitors 401, and changes nothing', async () => {
    const world = await contactWorld(app);
    for (const role of ['client', 'user', 'moderator'] as const) {
      const token = world[role].token;
      const create = await createService(
        app,
        world.licence,
        { service_name: 'Moja', email: 'a@b.example.com' },
        { token },
      );
      expect(create.statusCode, role).toBe(403);
      expect(create.json().message).toBe('Unauthorized access!');
      expect((await deleteService(app, world.licence, world.service.id, { token })).statusCode, role).toBe(403);
    }
    const visitorCreate = await createService(app, world.licence, { service_name: 'Moja', email: 'a@b.example.com' });
    expect(visitorCreate.statusCode).toBe(401);
    expect((await deleteService(app, world.licence, world.service.id)).statusCode).toBe(401);
    expect((await getServices(app, world.licence)).json()).toHaveLength(1);
  });
});
