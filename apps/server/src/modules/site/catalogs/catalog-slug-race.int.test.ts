import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { catalogWorld, postCatalog } from '../../../../test/support/catalog-test-data';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('catalogs created at the same moment with the same name', () => {
  it('both succeed, each with its own slug (never a 500)', async () => {
    const w = await catalogWorld(app);
    const create = () =>
      postCatalog(app, {
        licence: w.licence,
        token: w.admin.token,
        path: 'admin-create-catalog',
        fields: { name: 'Jesenja ponuda', category_id: w.category.id },
      });
    const responses = await Promise.all([create(), create(), create()]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const slugs = responses.map((r) => r.json().slug as string).sort();
    expect(slugs).toEqual(['jesenja-ponuda', 'jesenja-ponuda-2', 'jesenja-ponuda-3']);
  });
});
