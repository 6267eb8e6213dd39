import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TSearchHit } from '@izlog/contract/search';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, createProduct, postCatalog } from '../../../../test/support/catalog-test-data';
import { contents } from '../../../db/schema';
import { TenantDb } from '../../../platform/tenancy/tenant-db';
import { foldForSearch } from '../../../platform/text/search-text';
import { foldedSql } from './folded-sql.queries';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../db/migrations', import.meta.url));

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

  it('finds Serbian word forms by their stem: "stolice", "столице" and "hrastu" find "stolica" and "hrasta"', async () => {
    const w = await world();
    expect(await titles(w.licence, 'stolice')).toEqual(['Stolica od hrasta', 'Kako urediti dom']);
    expect(await titles(w.licence, 'столице')).toEqual(['Stolica od hrasta', 'Kako urediti dom']);
    expect(await titles(w.licence, 'hrastu')).toEqual(['Stolica od hrasta']);
    expect(await titles(w.licence, 'klupa')).toEqual(['Баштенски намештај']);
    // The contents list's search is the same search.
    const list = await call(app, { method: 'GET', url: '/api/v1/contents?search=stolice', licence: w.licence.id });
    expect(list.json().map((item: { title: string }) => item.title)).toContain('Stolica od hrasta');
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
      image_sizes: {},
      offer: null,
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
          image_sizes: w.garden.image_sizes,
          offer: null,
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

describe('đ and dj', () => {
  /** A product and a catalog named with đ, and an article that has the word only in its text. */
  async function handMadeWorld() {
    const licence = await createLicence(app);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const category = await createCategory(app, licence, { name: 'Kuhinja' });
    const product = await createProduct(app, licence, {
      authorId: admin.user.id,
      title: 'Ručno rađena činija',
      description: 'Glinena činija za salatu.',
    });
    const article = await createProduct(app, licence, {
      authorId: admin.user.id,
      contentTypeId: CONTENT_TYPE.article,
      title: 'Keramika iz Zlakuse',
      contentText: '<p>Svaka činija je ručno rađena u selu kraj Užica.</p>',
    });
    const catalog = (
      await postCatalog(app, {
        licence,
        token: admin.token,
        path: 'admin-create-catalog',
        fields: { category_id: String(category.id), name: 'Ručno rađena činija' },
      })
    ).json();
    return { licence, product, article, catalog };
  }

  const hitsOf = async (licence: TTestLicence, q: string) =>
    (await search(licence, q)).json().map((hit: { type: string; id: number }) => `${hit.type} ${hit.id}`);

  it('"radjena", "radena", "rađena" and "РАЂЕНА" find the same contents and catalogs, titles first', async () => {
    const w = await handMadeWorld();
    for (const q of ['radjena', 'radena', 'rađena', 'РАЂЕНА', 'rucno radj', 'Ručno RAĐENA činija']) {
      const hits = await hitsOf(w.licence, q);
      // Both titles hold every word, so both rank above the article, which has the word in its text only.
      expect(hits.slice(0, 2).sort(), q).toEqual([`catalog ${w.catalog.id}`, `product ${w.product.id}`]);
      if (hits.length === 3) expect(hits[2], q).toBe(`article ${w.article.id}`);
    }
    expect(await hitsOf(w.licence, 'radjena')).toHaveLength(3);
    expect(await hitsOf(w.licence, 'radjen cinij')).toEqual(
      expect.arrayContaining([`catalog ${w.catalog.id}`, `product ${w.product.id}`, `article ${w.article.id}`]),
    );
  });

  it('the snippet starts at the word a "dj" query matched', async () => {
    const licence = await createLicence(app);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const filler = 'Glina se mesi, suši i peče dva puta, na niskoj pa na visokoj temperaturi, u peći na drva. ';
    await createProduct(app, licence, {
      authorId: admin.user.id,
      title: 'Činija Zlatar',
      description: `${filler}${filler}Glazura je ručno rađena od pepela.`,
    });
    const [hit] = (await search(licence, 'radjena')).json();
    expect(hit.snippet).toMatch(/ručno rađena od pepela\.$/);
  });

  it('migration 0008 folds the stored text of contents written before it, so both spellings find them', async () => {
    const w = await handMadeWorld();
    const tenant = new TenantDb(app.deps.platformDb, w.licence.id);
    // As the previous folding stored it: "dj" kept, "đ" as "d".
    await tenant.update(
      contents,
      { searchText: 'djordje i rucno radjena cinija', searchTitle: 'djordje' },
      eq(contents.id, w.product.id),
    );
    expect(await hitsOf(w.licence, 'djordje')).toEqual([]);
    const migration = readFileSync(join(MIGRATIONS_DIR, '0008_search_dj_as_d.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await app.deps.platformDb.execute(sql.raw(statement));
    }
    for (const q of ['djordje', 'đorđe', 'Ђорђе', 'dorde'])
      expect(await hitsOf(w.licence, q), q).toEqual([`product ${w.product.id}`]);
    const [row] = await tenant.select(contents, eq(contents.id, w.product.id));
    expect({ text: row?.searchText, title: row?.searchTitle }).toEqual({
      text: 'dorde i rucno radena cinija',
      title: 'dorde',
    });
  });
});

describe('what a hit shows', () => {
  it('a product hit carries its picture with its variants and its price; other hits carry no price', async () => {
    const licence = await createLicence(app);
    const admin = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const mug = await createProduct(app, licence, {
      authorId: admin.user.id,
      title: 'Šolja za kafu Jutro',
      image: `/media/${licence.id}/content/mug-900x600.webp`,
      price: 129_000,
      currencyId: 1,
      discount: 10,
      discountType: 1,
    });
    const onRequest = await createProduct(app, licence, {
      authorId: admin.user.id,
      title: 'Šolja po meri',
      price: null,
    });
    const hits = (await search(licence, 'solja')).json() as TSearchHit[];
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    expect(byId.get(mug.id)).toMatchObject({
      type: 'product',
      image: `/media/${licence.id}/content/mug-900x600.webp`,
      image_sizes: {
        '300x200': `/media/${licence.id}/content/mug-300x200.webp`,
        '600x400': `/media/${licence.id}/content/mug-600x400.webp`,
        '900x600': `/media/${licence.id}/content/mug-900x600.webp`,
        '1500x1000': `/media/${licence.id}/content/mug-1500x1000.webp`,
      },
      offer: { price: 1290, currency_id: 1, discount: 10, discount_type: 1 },
    });
    expect(byId.get(onRequest.id)?.offer).toEqual({ price: null, currency_id: 1, discount: 0, discount_type: 0 });
  });

  it('a catalog hit carries its own picture', async () => {
    const w = await world();
    const [hit] = (await search(w.licence, 'ljuljaske')).json() as TSearchHit[];
    expect(hit?.image).toMatch(/^\/media\/.*-900x600\.webp$/);
    expect(hit?.image_sizes['300x200']).toBe(hit?.image?.replace('900x600', '300x200'));
    expect(hit?.offer).toBeNull();
  });
});

describe('folding in SQL', () => {
  it('folds text exactly as the application folds queries', async () => {
    const samples = [
      'Šrafciger ČEKIĆ žica Đak',
      'Љуљашка, Њива и Џеп — ђак ЋУПРИЈА',
      '<p>Crème brûlée &amp; <b>Ångström</b></p>',
      'ÆSIR straße 42',
      'Đorđe, Djordje i ĐURĐEVDAN: ručno rađena, radjena — odjava',
    ];
    for (const text of samples) {
      const result = await app.deps.platformDb.execute(sql`select ${foldedSql(sql`${text}::text`)} as folded`);
      const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
      expect({ text, folded: row?.folded.trim() }).toEqual({ text, folded: foldForSearch(text) });
    }
  });
});
