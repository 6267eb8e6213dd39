import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { userLocations } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const profiles = (licence: number, query: string) =>
  call(app, { method: 'GET', url: `/api/v1/profiles?${query}`, licence });

describe('public profiles', () => {
  it('shows an author by id or shown name with public fields only, locations on request', async () => {
    const licence = await createLicence(app);
    const seller = await createUser(app, licence, {
      role: 'CLIENT',
      username: 'Drvo i Kamen',
      companyName: 'Drvo i Kamen d.o.o.',
      publicEmail: 'prodaja@example.com',
      phone: '0112345678',
      bio: 'Nameštaj od hrasta.',
    });
    await new TenantDb(app.deps.platformDb, licence.id).insert(userLocations, [
      { userId: seller.id, country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1', primaryLocation: 0 },
      { userId: seller.id, country: 'Srbija', city: 'Niš', address: 'Obrenovićeva 2', primaryLocation: 1 },
    ]);

    const byId = await profiles(licence.id, `filter[id]=${seller.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual([
      expect.objectContaining({
        id: seller.id,
        // A company is shown by its name (decision 0045).
        username: 'Drvo i Kamen d.o.o.',
        company_name: 'Drvo i Kamen d.o.o.',
        public_email: 'prodaja@example.com',
        bio: 'Nameštaj od hrasta.',
        is_client: true,
      }),
    ]);
    expect(byId.body).not.toContain(seller.email);
    expect(byId.body).not.toContain('0112345678');
    expect(byId.json()[0].locations).toBeUndefined();

    const byName = await profiles(licence.id, 'filter[username]=drvo%20i%20kamen%20d.o.o.&expand=locations');
    expect(byName.json()[0].locations.map((l: { city: string }) => l.city)).toEqual(['Beograd', 'Niš']);
    expect(byName.headers['x-pagination-total-count']).toBe('1');
  });

  it('credits a person by the name and surname the profile holds, not the login they chose (issue 26 item 9)', async () => {
    const licence = await createLicence(app);
    const person = await createUser(app, licence, { username: 'milica', name: 'Milica', surname: 'Jovanović' });
    const response = await profiles(licence.id, `filter[id]=${person.id}`);
    expect(response.json()).toEqual([expect.objectContaining({ id: person.id, username: 'Milica Jovanović' })]);
  });

  it('hides blocked and unconfirmed accounts and other licences’ people', async () => {
    const licence = await createLicence(app);
    const other = await createLicence(app);
    const blocked = await createUser(app, licence, { status: 'blocked' });
    const inactive = await createUser(app, licence, { status: 'inactive' });
    const foreigner = await createUser(app, other);
    for (const user of [blocked, inactive, foreigner]) {
      const response = await profiles(licence.id, `filter[id]=${user.id}`);
      expect(response.json(), user.username).toEqual([]);
    }
  });

  it('names a bad filter', async () => {
    const licence = await createLicence(app);
    const response = await profiles(licence.id, 'filter[id]=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe('filter[id]');
  });
});
