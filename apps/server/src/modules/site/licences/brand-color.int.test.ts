/**
 * The site's brand colour (issue 16): saved with the header and hero as #rrggbb (lower case), shown to visitors with
 * the licence, cleared by an empty field; anything else is a 422 naming brand_color, changing nothing.
 */
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

async function siteWithAdmin() {
  // A stored logo lets update-licence-data through without a file.
  const licence = await createLicence(app, { icon: '/media/x/logo/a-400x400.webp', siteName: 'Boje' });
  const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
  return { licence, token };
}

const saveData = (licence: TTestLicence, token: string, payload: object, language: 'en' | 'srp' = 'en') =>
  call(app, {
    method: 'POST',
    url: '/api/v1/licences/update-licence-data',
    licence: licence.id,
    token,
    language,
    payload: { site_name: 'Boje', ...payload },
  });

const visitorLicence = async (licence: TTestLicence) =>
  (await call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', licence: licence.id })).json();

async function storedColour(licence: TTestLicence) {
  const [row] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
  return row!.brandColor;
}

describe('the brand colour in update-licence-data', () => {
  it('is stored in lower case and shown to visitors; an empty field clears it, none keeps it', async () => {
    const { licence, token } = await siteWithAdmin();
    expect((await visitorLicence(licence)).brand_color).toBeNull();

    const saved = await saveData(licence, token, { brand_color: ' #C2255C ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().brand_color).toBe('#c2255c');
    expect(await storedColour(licence)).toBe('#c2255c');
    expect((await visitorLicence(licence)).brand_color).toBe('#c2255c');

    const cleared = await saveData(licence, token, { brand_color: '' });
    expect(cleared.json().brand_color).toBeNull();
    expect((await visitorLicence(licence)).brand_color).toBeNull();

    await saveData(licence, token, { brand_color: '#1864ab' });
    // A field not sent keeps its value (decision 0050), the colour too.
    expect((await saveData(licence, token, {})).json().brand_color).toBe('#1864ab');
  });

  it('refuses anything but # and six hex digits, naming the field in the user’s language, and keeps the colour', async () => {
    const { licence, token } = await siteWithAdmin();
    await saveData(licence, token, { brand_color: '#1864ab' });
    for (const colour of ['red', '#fff', '#12345g', '1864ab', '#1864ab00', 'rgb(0,0,0)', 'url(x)']) {
      const response = await saveData(licence, token, { brand_color: colour });
      expect(response.statusCode, colour).toBe(422);
      expect(response.json(), colour).toEqual([
        { field: 'brand_color', message: 'Write the colour as # and six hexadecimal digits, for example #0b7a57.' },
      ]);
    }
    const serbian = await saveData(licence, token, { brand_color: 'plava' }, 'srp');
    expect(serbian.json()).toEqual([
      { field: 'brand_color', message: 'Boju upišite kao # i šest heksadecimalnih cifara, na primer #0b7a57.' },
    ]);
    expect(await storedColour(licence)).toBe('#1864ab');
  });
});
