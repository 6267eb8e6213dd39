import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { categories, contents, contentTags, tags } from '../../../../db/schema';
import { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { refreshContentSearchText } from './content-search-text';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function setup() {
  const licence = await createLicence(app);
  const author = await createUser(app, licence, { role: 'ADMIN' });
  const tdb = new TenantDb(app.deps.platformDb, licence.id);
  const [category] = await tdb.insert(categories, { name: 'Čokolade', slug: 'cokolade', contentTypeId: 3 }).returning();
  const [tag] = await tdb.insert(tags, { name: 'Ђаковица', slug: 'dakovica' }).returning();
  const inserted = await tdb
    .insert(contents, [
      {
        contentTypeId: 3,
        title: 'Šećer',
        slug: 'secer',
        authorId: author.id,
        categoryId: category!.id,
        contentText: '<p>Beli <b>kristal</b></p>',
      },
      { contentTypeId: 3, title: 'Other', slug: 'other', authorId: author.id },
    ])
    .returning();
  await tdb.insert(contentTags, { contentId: inserted[0]!.id, tagId: tag!.id });
  return { tdb, category: category!, tag: tag!, first: inserted[0]!, second: inserted[1]! };
}

const textOf = async (tdb: TenantDb, id: number) => (await tdb.findOne(contents, eq(contents.id, id)))?.searchText;

describe('refreshContentSearchText', () => {
  it('folds title, text, tag names and category name of the chosen contents only', async () => {
    const { tdb, first, second } = await setup();
    await refreshContentSearchText(tdb, { contentIds: [first.id] });
    expect(await textOf(tdb, first.id)).toBe('secer beli kristal dakovica cokolade');
    expect(await textOf(tdb, second.id)).toBe('');
  });

  it('refreshes the contents of a category or a tag after a rename', async () => {
    const { tdb, first, second, category, tag } = await setup();
    await tdb.update(categories, { name: 'Bombone' }, eq(categories.id, category.id));
    await refreshContentSearchText(tdb, { categoryId: category.id });
    expect(await textOf(tdb, first.id)).toBe('secer beli kristal dakovica bombone');
    await tdb.update(tags, { name: 'Slatko' }, eq(tags.id, tag.id));
    await refreshContentSearchText(tdb, { tagId: tag.id });
    expect(await textOf(tdb, first.id)).toBe('secer beli kristal slatko bombone');
    expect(await textOf(tdb, second.id)).toBe('');
  });

  it('an empty id list changes nothing; an empty scope refreshes the whole licence', async () => {
    const { tdb, first, second } = await setup();
    await refreshContentSearchText(tdb, { contentIds: [] });
    expect(await textOf(tdb, first.id)).toBe('');
    await refreshContentSearchText(tdb, {});
    expect(await textOf(tdb, first.id)).toBe('secer beli kristal dakovica cokolade');
    expect(await textOf(tdb, second.id)).toBe('other');
  });
});
