/** GET /tags (SPEC §7): public, paginated, filtered by a name prefix in any case; another licence's tags never show. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLicence } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { tags } from '../../db/schema';
import { TenantDb } from '../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function licenceWithTags(names: string[]) {
  const licence = await createLicence(app);
  await new TenantDb(app.deps.platformDb, licence.id).insert(
    tags,
    names.map((name, i) => ({ name, slug: `tag-${i}` })),
  );
  return licence;
}

const names = (response: { json(): unknown }) => (response.json() as { name: string }[]).map((tag) => tag.name);

it('lists the tags of the licence by name, for visitors too', async () => {
  const licence = await licenceWithTags(['more', 'Ajvar', 'med']);
  await licenceWithTags(['tuđi']);
  const response = await call(app, { method: 'GET', url: '/api/v1/tags', licence: licence.id });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    { id: expect.any(Number), name: 'Ajvar', slug: 'tag-1' },
    { id: expect.any(Number), name: 'med', slug: 'tag-2' },
    { id: expect.any(Number), name: 'more', slug: 'tag-0' },
  ]);
  expect(response.headers['x-pagination-total-count']).toBe('3');
});

it('keeps names starting with filter[name], in any case, with LIKE wildcards taken literally', async () => {
  const licence = await licenceWithTags(['Med', 'medenjaci', 'Domaći med', '50% popust', '50 godina']);
  const prefixed = await call(app, { method: 'GET', url: '/api/v1/tags?filter[name]=ME', licence: licence.id });
  expect(names(prefixed)).toEqual(['Med', 'medenjaci']);
  const percent = await call(app, {
    method: 'GET',
    url: `/api/v1/tags?filter[name]=${encodeURIComponent('50%')}`,
    licence: licence.id,
  });
  expect(names(percent)).toEqual(['50% popust']);
});

it('paginates, answering an empty page past the end with correct headers', async () => {
  const licence = await licenceWithTags(['a1', 'a2', 'a3']);
  const second = await call(app, { method: 'GET', url: '/api/v1/tags?page=2&page_count=2', licence: licence.id });
  expect(names(second)).toEqual(['a3']);
  const past = await call(app, { method: 'GET', url: '/api/v1/tags?page=9&page_count=2', licence: licence.id });
  expect(past.json()).toEqual([]);
  expect(past.headers['x-pagination-page-count']).toBe('2');
  const bad = await call(app, { method: 'GET', url: '/api/v1/tags?page_count=1000', licence: licence.id });
  expect(bad.statusCode).toBe(422);
});
