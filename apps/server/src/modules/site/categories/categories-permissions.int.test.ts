import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, get, post, siteWithManager, type TSite } from '../../../../test/support/categories';
import { POLICY } from '../../../platform/permissions/policy';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MANAGERS: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR'];

/** Every write of the module, each on fresh rows so a success does not spoil the next role's call. */
async function writes(site: TSite) {
  const category = await createCategory(app, site, { name: 'Meta', attributes: [{ name: 'A1', values: 'x' }] });
  const attribute = category.attributes[0];
  return [
    { url: 'categories/admin-create-category', body: { name: 'Nova', content_type_id: 3 } },
    { url: `categories/admin-update-category/${category.id}`, body: { description: 'opis' } },
    { url: `categories/admin-update-attribute/${attribute.id}`, body: { description: 'opis' } },
    { url: 'categories/update-category-order/3', body: { order: [category.id] } },
    { url: 'categories/update-content-type-order', body: { order: [3, 2, 1, 4] } },
    { url: `categories/admin-delete-attribute-category-link/${attribute.attribute_connect.id}`, body: {} },
    { url: `categories/admin-delete-attribute/${attribute.id}`, body: {} },
    { url: `categories/admin-delete-category/${category.id}`, body: {} },
  ];
}

describe('category permissions (SPEC §6)', () => {
  it('lets admins, the superadmin and editors manage categories, attributes and the menu order', () => {
    expect(POLICY['categories.manage']).toEqual(MANAGERS);
    expect(POLICY['categories.read']).toBe('anyone');
  });

  it('answers 401 to visitors and 403 to moderators, clients and front users on every write', async () => {
    const site = await siteWithManager(app);
    for (const role of LICENCE_ROLES.filter((r) => !MANAGERS.includes(r))) {
      const { token } = await createSignedInUser(app, site.licence, { role });
      for (const { url, body } of await writes(site)) {
        const response = await post(app, site, url, body, { token });
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json().message).toBe('Unauthorized access!');
      }
    }
    for (const { url, body } of await writes(site)) {
      const response = await post(app, site, url, body, { token: null, language: 'srp' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe('Morate biti prijavljeni.');
    }
  });

  it('lets every managing role do every write', async () => {
    const site = await siteWithManager(app);
    for (const role of MANAGERS) {
      const { token } = await createSignedInUser(app, site.licence, { role });
      for (const { url, body } of await writes(site)) {
        const response = await post(app, site, url, body, { token });
        expect(response.statusCode, `${role} ${url}: ${response.body}`).toBe(200);
      }
    }
  });

  it('answers 404 on every write to another licence’s rows', async () => {
    const owner = await siteWithManager(app);
    const stranger = await siteWithManager(app);
    const byId = (await writes(owner)).filter((w) => /\/\d+$/.test(w.url) && !w.url.includes('order'));
    expect(byId).toHaveLength(5);
    for (const { url, body } of byId) {
      const response = await post(app, stranger, url, body);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('lets anyone read: visitors and every role', async () => {
    const site = await siteWithManager(app);
    const category = await createCategory(app, site, { name: 'Javna' });
    for (const role of LICENCE_ROLES) {
      const { token } = await createSignedInUser(app, site.licence, { role });
      for (const url of ['categories', `categories/${category.id}`, 'attributes', 'licence-content-type-options']) {
        expect((await get(app, site, url, { token })).statusCode, `${role} ${url}`).toBe(200);
        expect((await get(app, site, url)).statusCode, url).toBe(200);
      }
    }
  });
});
