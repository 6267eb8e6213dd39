import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { catalogs, contents } from '../../db/schema';
import { TenantDb } from '../../platform/tenancy/tenant-db';

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
