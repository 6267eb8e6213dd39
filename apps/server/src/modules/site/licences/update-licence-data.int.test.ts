import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart, type TMultipartValue } from '../../../../test/multipart';
import { auditLog, licences } from '../../../db/schema';

let app: TTestApp;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  [png, jpeg] = await Promise.all([pictureOf('png', 300, 300), pictureOf('jpeg', 300, 300)]);
});
afterAll(() => app.close());

const URL_DATA = '/api/v1/licences/update-licence-data';

async function siteWithAdmin(values: Partial<typeof licences.$inferInsert> = {}) {
  const licence = await createLicence(app, values);
  const { user, token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
  return { licence, admin: user, token };
}

async function updateData(
  licence: TTestLicence,
  token: string,
  fields: Record<string, TMultipartValue>,
  language: 'en' | 'srp' = 'en',
) {
  return call(app, {
    method: 'POST',
    url: URL_DATA,
    licence: licence.id,
    token,
    language,
    ...(await multipart(fields)),
  });
}

const details = (licence: TTestLicence) =>
  call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', licence: licence.id });

async function licenceRow(licence: TTestLicence) {
  const [row] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
  return row!;
}

const logo = () => ({ data: png, filename: 'logo.png', type: 'image/png' });

describe('update-licence-data', () => {
  it('saves the header, hero and contact data; visitors read them at once, and the audit log has what changed', async () => {
    const { licence, admin, token } = await siteWithAdmin({ siteName: 'Stari naziv' });
    // A visitor's read before the save: the resolver now holds the licence as it was.
    expect((await details(licence)).json().site_name).toBe('Stari naziv');

    const response = await updateData(licence, token, {
      site_name: 'Kuća Dizajna',
      description: 'Nameštaj po meri',
      overlay_text: 'Sve za vaš dom',
      button_text: 'Pogledaj proizvode',
      link_text: 'products',
      phone: '0112345678',
      city: 'Beograd',
      facebook_url: 'https://facebook.com/kuca',
      icon: logo(),
      site_image: { data: jpeg, filename: 'hero.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      site_name: 'Kuća Dizajna',
      overlay_text: 'Sve za vaš dom',
      button_text: 'Pogledaj proizvode',
      link_text: 'products',
      phone: '0112345678',
      facebook_url: 'https://facebook.com/kuca',
    });
    // Both pictures re-encoded by the images platform: the logo square, the site image 3:2.
    expect(saved.icon).toMatch(new RegExp(`^/media/${licence.id}/logo/.+-400x400\\.webp$`));
    expect(saved.site_image).toMatch(new RegExp(`^/media/${licence.id}/siteImage/.+-900x600\\.webp$`));
    expect(saved.terms_and_conditions).toBeUndefined();

    expect((await details(licence)).json()).toMatchObject({ site_name: 'Kuća Dizajna', icon: saved.icon });

    const entries = await app.deps.platformDb
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.licenceId, licence.id), eq(auditLog.action, 'site.data')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, subjectType: 'site', subjectLabel: 'Kuća Dizajna' });
    expect(entries[0]!.before).toMatchObject({ site_name: 'Stari naziv', overlay_text: null, icon: null });
    expect(entries[0]!.after).toMatchObject({ site_name: 'Kuća Dizajna', overlay_text: 'Sve za vaš dom' });
    // Unchanged fields are not in the entry.
    expect(entries[0]!.before).not.toHaveProperty('country');
  });

  it('keeps the logo and site image when none is sent, and empties a text sent empty (decision 0050)', async () => {
    const { licence, token } = await siteWithAdmin();
    const first = await updateData(licence, token, {
      site_name: 'Prvi',
      overlay_text: 'Tekst',
      icon: logo(),
      site_image: '/stock-library/food-4/download',
    });
    expect(first.statusCode, first.body).toBe(200);
    const { icon, site_image } = first.json();
    expect(site_image).toMatch(/siteImage/);

    // The form sends the stored pictures' addresses back: they stay as they are.
    const second = await updateData(licence, token, { site_name: 'Drugi', overlay_text: '', icon, site_image });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ site_name: 'Drugi', icon, site_image, overlay_text: null });
  });

  it('requires a logo while the site has none, and a PNG by its bytes, naming the field in both languages', async () => {
    const { licence, token } = await siteWithAdmin({ siteName: 'Kako je bilo' });
    const before = await licenceRow(licence);

    const missing = await updateData(licence, token, { site_name: 'Novo' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual([{ field: 'icon', message: 'The logo is required.' }]);

    // A JPEG named and typed as a PNG is still a JPEG.
    const disguised = { data: jpeg, filename: 'logo.png', type: 'image/png' };
    const notPng = await updateData(licence, token, { site_name: 'Novo', icon: disguised }, 'srp');
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json()).toEqual([{ field: 'icon', message: 'Logo mora biti PNG slika.' }]);

    const brokenPng = { data: png.subarray(0, 60), filename: 'logo.png', type: 'image/png' };
    const broken = await updateData(licence, token, { site_name: 'Novo', icon: brokenPng });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()[0].field).toBe('icon');

    // A failed logo leaves every field as it was, the site image too.
    const withImage = await updateData(licence, token, {
      site_name: 'Novo',
      icon: disguised,
      site_image: { data: jpeg, filename: 'hero.jpg', type: 'image/jpeg' },
    });
    expect(withImage.statusCode).toBe(422);
    expect(await licenceRow(licence)).toEqual(before);
    expect((await details(licence)).json().site_name).toBe('Kako je bilo');
  });

  it('takes a button link only to a page of this site, with a text beside it', async () => {
    const { licence, token } = await siteWithAdmin({ icon: '/media/x/logo/a-400x400.webp' });
    const before = await licenceRow(licence);
    for (const link of [
      'https://evil.example',
      '//evil.example/x',
      'javascript:alert(1)',
      '../admin',
      'a b',
      'x?y=1',
    ]) {
      const response = await updateData(licence, token, { site_name: 'Sajt', button_text: 'Idi', link_text: link });
      expect(response.statusCode, link).toBe(422);
      expect(response.json(), link).toEqual([
        {
          field: 'link_text',
          message: 'The button link may hold only letters, digits, - and _ and leads to a page of this site.',
        },
      ]);
    }
    const noText = await updateData(licence, token, { site_name: 'Sajt', link_text: 'products' });
    expect(noText.json()).toEqual([{ field: 'link_text', message: 'The button needs both a text and a link.' }]);
    expect(await licenceRow(licence)).toEqual(before);

    for (const link of ['products', 'o-nama', 'blogs/moj_blog']) {
      const response = await updateData(licence, token, { site_name: 'Sajt', button_text: 'Idi', link_text: link });
      expect(response.statusCode, link).toBe(200);
      expect(response.json().link_text).toBe(link);
    }
  });

  it('takes social links only to web pages, never a script the visitor’s browser would run', async () => {
    const { licence, token } = await siteWithAdmin({ icon: '/media/x/logo/a-400x400.webp' });
    const before = await licenceRow(licence);
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html,<script>x()</script>', 'ftp://x.rs/a']) {
      const response = await updateData(licence, token, { site_name: 'Sajt', facebook_url: link }, 'srp');
      expect(response.statusCode, link).toBe(422);
      expect(response.json(), link).toEqual([
        { field: 'facebook_url', message: 'Unesite adresu stranice koja počinje sa https:// (ili http://).' },
      ]);
    }
    expect(await licenceRow(licence)).toEqual(before);
  });

  it('requires the site name and refuses a stock location it does not know, changing nothing', async () => {
    const { licence, token } = await siteWithAdmin({ icon: '/media/x/logo/a-400x400.webp', siteName: 'Ostaje' });
    const before = await licenceRow(licence);
    const noName = await updateData(licence, token, { site_name: ' ', overlay_text: 'Bez imena' }, 'srp');
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toEqual([{ field: 'site_name', message: 'Ovo polje je obavezno.' }]);

    const badStock = await updateData(licence, token, {
      site_name: 'Novo ime',
      site_image: 'https://evil.example/x.jpg',
    });
    expect(badStock.statusCode).toBe(422);
    expect(badStock.json()[0].field).toBe('site_image');
    expect(await licenceRow(licence)).toEqual(before);
  });

  it('takes a JSON body too (no pictures: the stored logo stays)', async () => {
    const { licence, token } = await siteWithAdmin({ icon: '/media/x/logo/a-400x400.webp' });
    const response = await call(app, {
      method: 'POST',
      url: URL_DATA,
      licence: licence.id,
      token,
      payload: { site_name: 'Iz JSON-a', twitter_url: 'https://x.com/sajt' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      site_name: 'Iz JSON-a',
      twitter_url: 'https://x.com/sajt',
      icon: '/media/x/logo/a-400x400.webp',
    });
  });
});
