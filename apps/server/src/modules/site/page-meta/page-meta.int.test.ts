import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { getPublicPlanner, insertItem, insertPlanner } from '../../../../test/support/planner-rows';
import { catalogs, contents } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const page = (licence: number, url: string) =>
  call(app, { method: 'GET', url, licence, headers: { accept: 'text/html' } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('single pages carry their own title and description in the HTML', () => {
  it('names an approved product, article, blog, static page and catalog; the rest get the site title', async () => {
    const licence = await createLicence(app, { titleOfApp: 'Izlog Test', description: 'Opis sajta' });
    const author = await createUser(app, licence, { role: 'ADMIN' });
    const tdb = new TenantDb(app.deps.platformDb, licence.id);
    const base = { authorId: author.id, status: 'approved', searchText: '' };
    await tdb.insert(contents, [
      {
        ...base,
        contentTypeId: CONTENT_TYPE.product,
        title: 'Šolja <Jutro>',
        slug: 'solja-jutro',
        description: 'Keramička šolja & tacna',
      },
      {
        ...base,
        contentTypeId: CONTENT_TYPE.article,
        title: 'Vest dana',
        slug: 'vest-dana',
        contentText: '<p>Prvi <b>pasus</b> vesti.</p>',
      },
      { ...base, contentTypeId: CONTENT_TYPE.blog, title: 'Moj blog', slug: 'moj-blog' },
      { ...base, contentTypeId: CONTENT_TYPE.staticPage, title: 'O nama', slug: 'o-nama' },
      { ...base, contentTypeId: CONTENT_TYPE.product, title: 'Skica', slug: 'skica', status: 'draft' },
    ]);
    await tdb.insert(catalogs, { name: 'Jesen', slug: 'jesen', authorId: author.id, status: 'approved' });

    const product = (await page(licence.id, '/products/solja-jutro')).body;
    expect(titleOf(product)).toBe('Šolja &lt;Jutro&gt; — Izlog Test');
    expect(descriptionOf(product)).toBe('Keramička šolja &amp; tacna');
    const article = (await page(licence.id, '/articles/vest-dana')).body;
    expect(titleOf(article)).toBe('Vest dana — Izlog Test');
    expect(descriptionOf(article)).toBe('Prvi pasus vesti.');
    expect(titleOf((await page(licence.id, '/blogs/moj-blog')).body)).toBe('Moj blog — Izlog Test');
    expect(titleOf((await page(licence.id, '/pages/o-nama')).body)).toBe('O nama — Izlog Test');
    expect(titleOf((await page(licence.id, '/catalogs/jesen')).body)).toBe('Jesen — Izlog Test');

    const draft = (await page(licence.id, '/products/skica')).body;
    expect(titleOf(draft)).toBe('Izlog Test');
    expect(descriptionOf(draft)).toBe('Opis sajta');
    // A slug of another type does not borrow the product's title.
    expect(titleOf((await page(licence.id, '/articles/solja-jutro')).body)).toBe('Izlog Test');
  });

  it('names a planner the public sees by its title and description, and no other planner', async () => {
    const licence = await createLicence(app, { titleOfApp: 'Izlog Test', description: 'Opis sajta' });
    const owner = await createUser(app, licence, { role: 'USER' });
    const blocked = await createUser(app, licence, { role: 'USER', status: 'blocked' });
    const plannerWith = async (
      userId: number,
      values: Parameters<typeof insertPlanner>[3],
      item: Parameters<typeof insertItem>[3] = {},
    ) => {
      const planner = await insertPlanner(app, licence, userId, values);
      await insertItem(app, licence, planner, item);
      return planner;
    };
    const shared = await plannerWith(owner.id, {
      title: 'Venčanje <jun>',
      description: 'Sve za veliki dan:\ncveće, muzika i torta.',
    });
    const unseen = [
      await plannerWith(owner.id, { title: 'Tajni plan', isPublic: false }),
      // Made public, its words still waiting for a moderator, or refused.
      await plannerWith(owner.id, { title: 'Čeka moderatora', status: 'pending' }),
      await plannerWith(owner.id, { title: 'Odbijen', status: 'disapproved' }),
      // Public and approved, but with no item the public sees.
      await plannerWith(owner.id, { title: 'Prazan' }, { status: 'pending' }),
      // Of an owner who has been blocked.
      await plannerWith(blocked.id, { title: 'Blokiran vlasnik' }),
    ];

    const sharedPage = (await page(licence.id, `/planners/${shared.id}`)).body;
    expect(titleOf(sharedPage)).toBe('Venčanje &lt;jun&gt; — Izlog Test');
    expect(descriptionOf(sharedPage)).toBe('Sve za veliki dan: cveće, muzika i torta.');
    for (const planner of unseen) {
      const html = (await page(licence.id, `/planners/${planner.id}`)).body;
      expect(titleOf(html), planner.title).toBe('Izlog Test');
      expect(descriptionOf(html), planner.title).toBe('Opis sajta');
      // The same rule as the planner's own page: not found there either.
      expect((await getPublicPlanner(app, licence, planner.id)).statusCode, planner.title).toBe(404);
    }
    // The list page and an id past the ids' range are the site's own title, not an error.
    expect(titleOf((await page(licence.id, '/planners')).body)).toBe('Izlog Test');
    expect(titleOf((await page(licence.id, '/planners/99999999999')).body)).toBe('Izlog Test');

    const other = await createLicence(app, { titleOfApp: 'Drugi sajt' });
    expect(titleOf((await page(other.id, `/planners/${shared.id}`)).body)).toBe('Drugi sajt');
  });

  it('never names another licence’s content', async () => {
    const owner = await createLicence(app);
    const other = await createLicence(app, { titleOfApp: 'Drugi sajt' });
    const author = await createUser(app, owner, { role: 'ADMIN' });
    await new TenantDb(app.deps.platformDb, owner.id).insert(contents, {
      authorId: author.id,
      status: 'approved',
      contentTypeId: CONTENT_TYPE.product,
      title: 'Tajni proizvod',
      slug: 'tajni',
    });
    expect(titleOf((await page(other.id, '/products/tajni')).body)).toBe('Drugi sajt');
  });
});
