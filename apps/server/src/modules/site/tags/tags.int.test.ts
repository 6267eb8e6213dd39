/**
 * GET /tags (SPEC §7): public, paginated, filtered by a name prefix in any case; another licence's tags never show.
 * Visitors and members see a tag only while content the public sees carries it; staff see every tag (decision 0045).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLicence, createSignedInUser, createUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { categories, contents, contentTags, tags } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let made = 0;

/** A content of the licence in `status` (an approved one is public unless its category is not active). */
async function contentWith(licence: TTestLicence, tagIds: number[], status: string, categoryId?: number) {
  made += 1;
  const tdb = new TenantDb(app.deps.platformDb, licence.id);
  const author = await createUser(app, licence, { role: 'CLIENT' });
  const [row] = await tdb
    .insert(contents, {
      contentTypeId: CONTENT_TYPE.product,
      title: `Proizvod ${made}`,
      slug: `proizvod-${made}`,
      authorId: author.id,
      status,
      categoryId,
    })
    .returning();
  if (tagIds.length > 0)
    await tdb.insert(
      contentTags,
      tagIds.map((tagId) => ({ contentId: row!.id, tagId })),
    );
}

/** A licence whose tags of `names` are all on a public content. */
async function licenceWithTags(names: string[]) {
  const licence = await createLicence(app);
  const rows = await new TenantDb(app.deps.platformDb, licence.id)
    .insert(
      tags,
      names.map((name, i) => ({ name, slug: `tag-${i}` })),
    )
    .returning();
  await contentWith(
    licence,
    rows.map((tag) => tag.id),
    'approved',
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

it('shows visitors and members a tag only while content the public sees carries it; staff see every tag', async () => {
  const licence = await licenceWithTags(['Tajna javna']);
  const tdb = new TenantDb(app.deps.platformDb, licence.id);
  const [draftOnly, waiting, hiddenCategory, orphan] = await tdb
    .insert(tags, [
      { name: 'Tajna nacrta', slug: 'tajna-nacrta' },
      { name: 'Tajna moderacije', slug: 'tajna-moderacije' },
      { name: 'Tajna kategorije', slug: 'tajna-kategorije' },
      { name: 'Tajna bez sadržaja', slug: 'tajna-bez-sadrzaja' },
    ])
    .returning();
  const [inactive] = await tdb
    .insert(categories, { name: 'Skrivena', slug: 'skrivena', contentTypeId: CONTENT_TYPE.product, status: 'inactive' })
    .returning();
  await contentWith(licence, [draftOnly!.id], 'draft');
  await contentWith(licence, [waiting!.id], 'on_moderation');
  await contentWith(licence, [hiddenCategory!.id], 'approved', inactive!.id);
  void orphan;

  const tagsSeenBy = async (role?: TLicenceRole) => {
    const token = role ? (await createSignedInUser(app, licence, { role })).token : undefined;
    const response = await call(app, {
      method: 'GET',
      url: '/api/v1/tags?filter[name]=tajna',
      licence: licence.id,
      token,
    });
    expect(response.statusCode).toBe(200);
    return { names: names(response), total: response.headers['x-pagination-total-count'] };
  };
  for (const role of [undefined, 'USER', 'CLIENT'] as const) {
    expect(await tagsSeenBy(role), role ?? 'visitor').toEqual({ names: ['Tajna javna'], total: '1' });
  }
  const everyTag = ['Tajna bez sadržaja', 'Tajna javna', 'Tajna kategorije', 'Tajna moderacije', 'Tajna nacrta'];
  for (const role of ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'] as const) {
    expect(await tagsSeenBy(role), role).toEqual({ names: everyTag, total: '5' });
  }
});
