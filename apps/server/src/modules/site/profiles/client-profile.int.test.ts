import { CONTENT_TYPE } from '@izlog/contract/constants';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence, type TTestUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { contentLocations, contents, userLocations, users } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const LOGO = '/media/1/logo/firma-400x400.webp';

type TLocationForm = { id?: number; country: string; city: string; address: string };

const COMPANY = {
  company_name: 'Stolarija Kod Mike',
  bio: 'Nameštaj od punog drveta po meri.',
  public_email: 'prodaja@example.com',
  phone: '0641234567',
};

function updateClient(
  licence: TTestLicence,
  token: string,
  id: number,
  payload: Record<string, unknown>,
  language: 'en' | 'srp' = 'en',
) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/profiles/update-client-profile/${id}`,
    licence: licence.id,
    token,
    language,
    payload,
  });
}

/** A signed-in client with two stored locations: Beograd (primary) and Niš. */
async function clientWithLocations() {
  const licence = await createLicence(app);
  const { user, token } = await createSignedInUser(app, licence, { role: 'CLIENT', avatar: LOGO });
  const tdb = new TenantDb(app.deps.platformDb, licence.id);
  const [beograd, nis] = await tdb
    .insert(userLocations, [
      { userId: user.id, country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1', primaryLocation: 0 },
      { userId: user.id, country: 'Srbija', city: 'Niš', address: 'Obrenovićeva 2', primaryLocation: 1 },
    ])
    .returning();
  return { licence, user, token, tdb, beograd: beograd!, nis: nis! };
}

async function productAt(tdb: TenantDb, author: TTestUser, locationId: number, status = 'approved') {
  const [product] = await tdb
    .insert(contents, {
      contentTypeId: CONTENT_TYPE.product,
      title: `Sto ${locationId}`,
      slug: `sto-${locationId}-${status}`,
      authorId: author.id,
      status,
    })
    .returning();
  await tdb.insert(contentLocations, { contentId: product!.id, locationId });
  return product!;
}

const storedLocations = (user: TTestUser) =>
  app.deps.platformDb
    .select()
    .from(userLocations)
    .where(eq(userLocations.userId, user.id))
    .orderBy(asc(userLocations.id));

async function userRow(id: number) {
  const [row] = await app.deps.platformDb.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('update-client-profile', () => {
  it('replaces the locations: kept ones keep their ids, the first listed becomes the primary one', async () => {
    const { licence, user, token, tdb, beograd, nis } = await clientWithLocations();
    await productAt(tdb, user, nis.id);
    const locations: TLocationForm[] = [
      { id: nis.id, country: 'Srbija', city: 'Niš', address: 'Obrenovićeva 20' },
      { country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 3' },
    ];
    const response = await updateClient(licence, token, user.id, { ...COMPANY, locations, email: user.email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      company_name: 'Stolarija Kod Mike',
      public_email: 'prodaja@example.com',
      // The account's address is the primary location's.
      city: 'Niš',
      address: 'Obrenovićeva 20',
      avatar: LOGO,
    });
    expect(response.json().locations).toEqual([
      { id: nis.id, country: 'Srbija', city: 'Niš', address: 'Obrenovićeva 20', primary_location: 0 },
      { id: expect.any(Number), country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 3', primary_location: 1 },
    ]);
    // Beograd was left out and offered nothing: it is gone; the product at Niš still names its location.
    expect((await storedLocations(user)).map((location) => location.id)).not.toContain(beograd.id);
    const [link] = await tdb.select(contentLocations, eq(contentLocations.locationId, nis.id));
    expect(link).toBeDefined();

    const publicProfile = await call(app, {
      method: 'GET',
      url: `/api/v1/profiles?filter[id]=${user.id}&expand=locations`,
      licence: licence.id,
    });
    expect(publicProfile.json()[0].locations.map((l: { city: string }) => l.city)).toEqual(['Niš', 'Novi Sad']);
  });

  it('refuses to remove a location products are offered at, naming it, and changes nothing', async () => {
    const { licence, user, token, tdb, beograd } = await clientWithLocations();
    await productAt(tdb, user, beograd.id);
    const before = { user: await userRow(user.id), locations: await storedLocations(user) };
    const response = await updateClient(
      licence,
      token,
      user.id,
      {
        ...COMPANY,
        company_name: 'Novo ime',
        locations: [{ country: 'Srbija', city: 'Subotica', address: 'Korzo 1' }],
      },
      'srp',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      {
        field: 'locations',
        message:
          'Na lokaciji „Knez Mihailova 1, Beograd“ se nudi proizvoda: 1. Uklonite je iz tih proizvoda pre nego što je obrišete.',
      },
    ]);
    expect({ user: await userRow(user.id), locations: await storedLocations(user) }).toEqual(before);
  });

  it('lets go of a location only deleted products still named', async () => {
    const { licence, user, token, tdb, beograd, nis } = await clientWithLocations();
    await productAt(tdb, user, beograd.id, 'deleted');
    const response = await updateClient(licence, token, user.id, {
      ...COMPANY,
      locations: [{ id: nis.id, country: 'Srbija', city: 'Niš', address: 'Obrenovićeva 2' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().locations).toEqual([expect.objectContaining({ id: nis.id, primary_location: 0 })]);
    expect(await tdb.select(contentLocations, eq(contentLocations.locationId, beograd.id))).toEqual([]);
  });

  it('refuses a location id that is not the client’s own, and one listed twice', async () => {
    const { licence, user, token, nis } = await clientWithLocations();
    const other = await clientWithLocations();
    const before = await storedLocations(user);
    const foreign = await updateClient(licence, token, user.id, {
      ...COMPANY,
      locations: [{ id: other.beograd.id, country: 'Srbija', city: 'Beograd', address: 'Tuđa 1' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual([{ field: 'locations.0.id', message: 'This location is not one of yours.' }]);
    const twice = await updateClient(licence, token, user.id, {
      ...COMPANY,
      locations: [
        { id: nis.id, country: 'Srbija', city: 'Niš', address: 'A 1' },
        { id: nis.id, country: 'Srbija', city: 'Niš', address: 'B 2' },
      ],
    });
    expect(twice.json()[0].field).toBe('locations.1.id');
    expect(await storedLocations(user)).toEqual(before);
    expect(await storedLocations(other.user)).toHaveLength(2);
  });

  it('requires the company fields and at least one location: one sent empty is refused, naming each', async () => {
    const { licence, user, token } = await clientWithLocations();
    const response = await updateClient(licence, token, user.id, {
      company_name: '',
      bio: ' ',
      public_email: '',
      phone: 'abc',
      locations: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().map((problem: { field: string }) => problem.field)).toEqual(
      expect.arrayContaining(['company_name', 'bio', 'public_email', 'phone', 'locations']),
    );
  });

  it('requires a logo while the company has none', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence, { role: 'CLIENT' });
    const response = await updateClient(licence, token, user.id, {
      ...COMPANY,
      locations: [{ country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'avatar', message: 'Add a profile picture.' }]);
    expect(await storedLocations(user)).toEqual([]);
  });

  it('is the call of clients only: a front user or staff member gets 403 naming the mistake', async () => {
    const licence = await createLicence(app);
    for (const role of ['USER', 'ADMIN', 'SUPERADMIN'] as const) {
      const { user, token } = await createSignedInUser(app, licence, { role, avatar: LOGO });
      const response = await updateClient(licence, token, user.id, {
        ...COMPANY,
        locations: [{ country: 'Srbija', city: 'Beograd', address: 'Knez Mihailova 1' }],
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message, role).toBe('This call is not for your kind of account.');
    }
  });
});
