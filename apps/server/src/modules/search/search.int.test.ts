import { CONTENT_TYPE } from '@izlog/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { foldForSearch } from '../../platform/text/search-text';
import { createCategory, createProduct, postCatalog } from '../catalogs/catalog-test-data';
import { foldedSql } from './folded-sql';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A site with Latin and Cyrillic products, an article that mentions a chair, catalogs, and things nobody may find. */
async function world() {
  const licence = await createLicence(app);
  const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
  const client = await createSignedInUser(app, licence, { role: 'CLIENT' });
  const category = await createCategory(app, licence, { name: 'Nameštaj' });
  const authorId = client.user.id;
  const chair = await createProduct(app, licence, {
    authorId,
    title: 'Stolica od hrasta',
    description:
      'Udobna drvena stolica za trpezariju, ručno rađena u radionici na obodu grada, od punog hrasta koji raste ' +
      'u šumama Fruške gore. Svaka stolica je zaštićena prirodnim uljem i voskom, pa dugo traje i lako se čisti. ' +
      'Isporuka na kućnu adresu u roku od sedam dana.',
  });
  const table = await createProduct(app, licence, {
    authorId,
    title: 'Сто за кухињу',
    description: 'Чврст сто од ораха за шест особа.',
  });
  const screwdriver = await createProduct(app, licence, { authorId, title: 'Šrafciger', description: 'Alat' });
  const article = await createProduct(app, licence, {
    authorId,
    contentTypeId: CONTENT_TYPE.article,
    title: 'Kako urediti dom',
    contentText: '<p>Svaki dom treba jednu dobru <strong>stolicu</strong>, a svaka stolica svoj kutak.</p>',
  });
  await createProduct(app, licence, { authorId, title: 'Stolica u izradi', status: 'draft' });
  const create = async (path: string, token: string, fields: Record<string, string>) =>
    (await postCatalog(app, { licence, token, path, fields: { category_id: String(category.id), ...fields } })).json();
  const garden = await create('admin-create-catalog', admin.token, {
    name: 'Баштенски намештај',
    description: '<p>Клупе и љуљашке за двориште</p>',
  });
  await create('create-catalog-draft', client.token, { name: 'Bašta u pripremi' });
  return { licence, chair, table, screwdriver, article, garden };
}

const search = (licence: TTestLicence, q: string, extra = '', language: 'en' | 'srp' = 'en') =>
  call(app, { method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}`, licence: licence.id, language });
const titles = async (licence: TTestLicence, q: string) =>
  (await search(licence, q)).json().map((hit: { title: string }) => hit.title);

describe('GET /search', () => {
  it('a Cyrillic query finds Latin text, and a Latin query Cyrillic text', async () => {
    const w = await world();
    expect(await titles(w.licence, 'СТОЛИЦА ОД ХРАСТА')).toEqual(['Stolica od hrasta']);
    expect(await titles(w.licence, 'sto za kuhinju')).toEqual(['Сто за кухињу']);
    expect(await titles(w.licence, 'orah')).toEqual(['Сто за кухињу']);
  });

  it('is blind to case and diacritics: "srafciger" and "ŠRAFCIGER" find "Šrafciger"', async () => {
    const w = await world();
    expect(await titles(w.licence, 'srafciger')).toEqual(['Šrafciger']);
    expect(await titles(w.licence, 'ŠRAFCIGER')).toEqual(['Šrafciger']);
    expect(await titles(w.licence, 'rucno radena')).toEqual(['Stolica od hrasta']);
  });

  it('words match as prefixes, so "sto" finds the table ("сто") and every chair ("stolica")', async () => {
    const w = await world();
    expect((await titles(w.licence, 'sto')).sort()).toEqual(['Kako urediti dom', 'Stolica od hrasta', 'Сто за кухињу']);
  });

  it('ranks a title match above a text match', async () => {
    const w = await world();
    const response = await search(w.licence, 'stolica');
    expect(response.json().map((hit: { title: string }) => hit.title)).toEqual([
      'Stolica od hrasta',
      'Kako urediti dom',
    ]);
    expect(response.json()[1]).toEqual({
      type: 'article',
      id: w.article.id,
      title: 'Kako urediti dom',
      slug: w.article.slug,
      image: w.article.image,
      content_type_id: CONTENT_TYPE.article,
      snippet: 'Svaki dom treba jednu dobru stolicu, a svaka stolica svoj kutak.',
    });
  });

  it('finds approved catalogs by name and description in either script', async () => {
    const w = await world();
    for (const q of ['bastenski', 'БАШТЕНСКИ', 'ljuljaske', 'Klupe dvoriste']) {
      const body = (await search(w.licence, q)).json();
      expect(body).toEqual([
        {
          type: 'catalog',
          id: w.garden.id,
          title: 'Баштенски намештај',
          slug: 'bastenski-namestaj',
          image: w.garden.image,
          content_type_id: null,
          snippet: 'Клупе и љуљашке за двориште',
        },
      ]);
    }
  });

  it('never finds drafts, or another licence’s contents', async () => {
    const w = await world();
    expect(await titles(w.licence, 'izradi')).toEqual([]);
    expect(await titles(w.licence, 'pripremi')).toEqual([]);
    const other = await createLicence(app);
    expect(await titles(other, 'stolica')).toEqual([]);
  });

  it('pages with headers; a page past the end and a query with no match give []', async () => {
    const w = await world();
    const first = await search(w.licence, 'sto', '&page_count=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers).toMatchObject({ 'x-pagination-total-count': '3', 'x-pagination-page-count': '2' });
    const past = await search(w.licence, 'sto', '&page=4&page_count=2');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    const none = await search(w.licence, 'podmornica');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-pagination-total-count']).toBe('0');
    expect((await search(w.licence, '?!')).json()).toEqual([]);
  });

  it('cuts a long text to a snippet around the first matching word', async () => {
    const w = await world();
    const [hit] = (await search(w.licence, 'ULJEM')).json();
    expect(hit.snippet).toBe(
      '… Svaka stolica je zaštićena prirodnim uljem i voskom, pa dugo traje i lako se čisti. ' +
        'Isporuka na kućnu adresu u roku od sedam dana.',
    );
  });

  it('a blank query names q', async () => {
    const w = await world();
    for (const q of ['', '   ']) {
      const response = await search(w.licence, q, '', 'srp');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field: 'q', message: 'Ovo polje je obavezno.' }]);
    }
    const missing = await call(app, { method: 'GET', url: '/api/v1/search', licence: w.licence.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual([{ field: 'q', message: 'This field is required.' }]);
  });

  it('is refused with a clear message where the site turned search off', async () => {
    const licence = await createLicence(app, { searchStatus: false });
    const en = await search(licence, 'stolica');
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ name: 'Forbidden', message: 'Search is turned off on this site.', status: 403 });
    const srp = await search(licence, 'stolica', '', 'srp');
    expect(srp.json().message).toBe('Pretraga je isključena na ovom sajtu.');
  });
});

describe('folding in SQL', () => {
  it('folds text exactly as the application folds queries', async () => {
    const samples = [
      'Šrafciger ČEKIĆ žica Đak',
      'Љуљашка, Њива и Џеп — ђак ЋУПРИЈА',
      '<p>Crème brûlée &amp; <b>Ångström</b></p>',
      'ÆSIR straße 42',
    ];
    for (const text of samples) {
      const result = await app.deps.platformDb.execute(sql`select ${foldedSql(sql`${text}::text`)} as folded`);
      const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
      expect({ text, folded: row?.folded.trim() }).toEqual({ text, folded: foldForSearch(text) });
    }
  });
});
