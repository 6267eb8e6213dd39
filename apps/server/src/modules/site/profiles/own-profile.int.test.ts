import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, createUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart, type TMultipartValue } from '../../../../test/multipart';
import { users } from '../../../db/schema';

let app: TTestApp;
let png: Buffer;
beforeAll(async () => {
  // Public answers cached as in production: the public profile must show the change at once all the same.
  app = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60' });
  png = await pictureOf('png', 300, 300);
});
afterAll(() => app.close());

const AVATAR = '/media/1/logo/avatar-400x400.webp';

const ownProfile = (licence: TTestLicence, token?: string) =>
  call(app, { method: 'GET', url: '/api/v1/profiles/own-profile', licence: licence.id, token });

async function updateFront(
  licence: TTestLicence,
  token: string,
  id: number,
  fields: Record<string, TMultipartValue>,
  language: 'en' | 'srp' = 'en',
) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/profiles/update-front-user-profile/${id}`,
    licence: licence.id,
    token,
    language,
    ...(await multipart(fields)),
  });
}

const publicProfile = async (licence: TTestLicence, id: number) =>
  (await call(app, { method: 'GET', url: `/api/v1/profiles?filter[id]=${id}`, licence: licence.id })).json()[0];

async function userRow(id: number) {
  const [row] = await app.deps.platformDb.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('GET /profiles/own-profile', () => {
  it('answers every signed-in role with their whole profile, e-mail and phone included; a visitor gets 401', async () => {
    const licence = await createLicence(app);
    for (const role of LICENCE_ROLES) {
      const { user, token } = await createSignedInUser(app, licence, { role, phone: '0641234567' });
      const response = await ownProfile(licence, token);
      expect(response.statusCode, role).toBe(200);
      expect(response.json(), role).toMatchObject({
        id: user.id,
        role,
        email: user.email,
        phone: '0641234567',
        locations: [],
      });
      expect(response.body, role).not.toContain('password');
    }
    const visitor = await ownProfile(licence);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('update-front-user-profile', () => {
  it('saves a front user’s own profile with a new avatar; the public profile shows it on the next read', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence, {
      role: 'USER',
      bio: 'Stari opis',
      phone: '011223344',
      country: 'Srbija',
    });
    expect((await publicProfile(licence, user.id)).bio).toBe('Stari opis');

    const response = await updateFront(licence, token, user.id, {
      username: 'Ana Kuvarica',
      name: 'Ana',
      surname: 'Petrović',
      bio: 'Pišem o domaćoj kuhinji.',
      public_email: 'ana@example.com',
      gender: 'female',
      birthdate: '1990-04-12',
      city: 'Kragujevac',
      instagram: 'https://instagram.com/ana',
      phone: '',
      email: user.email.toUpperCase(),
      avatar: { data: png, filename: 'ja.png', type: 'image/png' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      id: user.id,
      username: 'Ana Kuvarica',
      email: user.email,
      bio: 'Pišem o domaćoj kuhinji.',
      birthdate: '1990-04-12',
      gender: 'female',
      // Sent empty: emptied; not sent: kept (decision 0050).
      phone: null,
      country: 'Srbija',
    });
    expect(saved.avatar).toMatch(new RegExp(`^/media/${licence.id}/logo/`));
    // The public sees the person's name, not the login (decision 0060).
    expect(await publicProfile(licence, user.id)).toMatchObject({
      username: 'Ana Petrović',
      bio: 'Pišem o domaćoj kuhinji.',
      avatar: saved.avatar,
    });
    expect((await ownProfile(licence, token)).json().username).toBe('Ana Kuvarica');
  });

  it('takes staff’s own profile too, and keeps the avatar and username when none is sent', async () => {
    const licence = await createLicence(app);
    for (const role of ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'] as const) {
      const { user, token } = await createSignedInUser(app, licence, { role, avatar: AVATAR });
      const response = await updateFront(licence, token, user.id, { name: 'Marko', avatar: AVATAR });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      expect(response.json(), role).toMatchObject({ name: 'Marko', avatar: AVATAR, username: user.username });
    }
  });

  it('requires an avatar while the profile has none, in both languages, changing nothing', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence, { role: 'USER' });
    const before = await userRow(user.id);
    const srp = await updateFront(licence, token, user.id, { name: 'Ana' }, 'srp');
    expect(srp.statusCode).toBe(422);
    expect(srp.json()).toEqual([{ field: 'avatar', message: 'Dodajte profilnu sliku.' }]);
    // A stored picture's address keeps the avatar as it is: there is none to keep.
    const en = await updateFront(licence, token, user.id, { name: 'Ana', avatar: AVATAR });
    expect(en.json()).toEqual([{ field: 'avatar', message: 'Add a profile picture.' }]);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('changes only the signed-in user’s own profile: another’s is 403, another licence’s or none 404', async () => {
    const licence = await createLicence(app);
    const other = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence, { role: 'ADMIN', avatar: AVATAR });
    const neighbour = await createUser(app, licence, { role: 'USER', avatar: AVATAR });
    const foreigner = await createUser(app, other, { role: 'USER', avatar: AVATAR });
    const before = await userRow(neighbour.id);

    const theirs = await updateFront(licence, token, neighbour.id, { name: 'Tuđe' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('Unauthorized access!');
    expect(await userRow(neighbour.id)).toEqual(before);
    expect((await updateFront(licence, token, foreigner.id, { name: 'Tuđe' })).statusCode).toBe(404);
    expect((await updateFront(licence, token, 2_000_000_000, { name: 'Niko' })).statusCode).toBe(404);
    expect((await userRow(user.id)).name).toBeNull();
  });

  it('is not the call of a client: 403 naming the mistake', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence, { role: 'CLIENT', avatar: AVATAR });
    const response = await updateFront(licence, token, user.id, { name: 'Firma' }, 'srp');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Ovaj poziv nije za vrstu vašeg naloga.');
  });

  it('refuses another e-mail, a taken username (whatever its case) and bad fields, changing nothing', async () => {
    const licence = await createLicence(app);
    const { user, token } = await createSignedInUser(app, licence, { role: 'USER', avatar: AVATAR });
    await createUser(app, licence, { username: 'Zauzeto Ime' });
    const before = await userRow(user.id);

    const email = await updateFront(licence, token, user.id, { email: 'nova@example.com', name: 'Ana' });
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual([
      { field: 'email', message: 'The account’s e-mail address is changed by the site’s administrator.' },
    ]);

    const taken = await updateFront(licence, token, user.id, { username: 'zauzeto ime' }, 'srp');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'username', message: 'Ovo korisničko ime je zauzeto.' });

    const bad = await updateFront(licence, token, user.id, {
      phone: '06x-123',
      birthdate: '2999-01-01',
      gender: 'robot',
      twitter: 'javascript:alert(document.cookie)',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().map((problem: { field: string }) => problem.field)).toEqual(
      expect.arrayContaining(['phone', 'birthdate', 'gender', 'twitter']),
    );
    // A social link is shown to every visitor as a link: only a web page's address.
    expect(bad.json()).toContainEqual({
      field: 'twitter',
      message: 'Enter the address of a web page, starting with https:// (or http://).',
    });
    expect(await userRow(user.id)).toEqual(before);
  });
});

describe('own profile calls and roles', () => {
  it('lets each role through the call of its kind only, and no visitor through either', async () => {
    const licence = await createLicence(app);
    const expected: Record<TLicenceRole, number> = {
      SUPERADMIN: 200,
      ADMIN: 200,
      EDITOR: 200,
      MODERATOR: 200,
      USER: 200,
      CLIENT: 403,
    };
    const company = {
      company_name: 'Firma',
      bio: 'Opis firme',
      public_email: 'firma@example.com',
      phone: '0641234567',
      'locations[0][country]': 'Srbija',
      'locations[0][city]': 'Beograd',
      'locations[0][address]': 'Knez Mihailova 1',
    };
    for (const role of LICENCE_ROLES) {
      const { user, token } = await createSignedInUser(app, licence, { role, avatar: AVATAR });
      const personal = await updateFront(licence, token, user.id, { bio: 'Opis' });
      expect(personal.statusCode, role).toBe(expected[role]);
      const client = await call(app, {
        method: 'POST',
        url: `/api/v1/profiles/update-client-profile/${user.id}`,
        licence: licence.id,
        token,
        ...(await multipart(company)),
      });
      expect(client.statusCode, role).toBe(role === 'CLIENT' ? 200 : 403);
    }
    const someone = await createUser(app, licence, { role: 'USER', avatar: AVATAR });
    for (const url of ['update-front-user-profile', 'update-client-profile']) {
      const visitor = await call(app, {
        method: 'POST',
        url: `/api/v1/profiles/${url}/${someone.id}`,
        licence: licence.id,
        payload: { bio: 'Opis' },
      });
      expect(visitor.statusCode, url).toBe(401);
    }
  });
});
