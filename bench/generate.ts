/**
 * Data generator for the benchmarks: N licences × M approved products (with categories, an author and about 1 KB of
 * rich text each), written with set-based SQL so a million rows take a minute or two, not an hour. Titles come from a
 * word list in Serbian Latin so search has realistic words; search_text is folded the same way the server folds it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';
import { foldForSearch } from '../apps/server/src/platform/text/search-text';

export const BENCH_PREFIX = 'bench-';
const NOUNS = [
  'sto',
  'stolica',
  'polica',
  'komoda',
  'lampa',
  'šolja',
  'tanjir',
  'ćebe',
  'jastuk',
  'tepih',
  'čaša',
  'džezva',
];
const ADJECTIVES = ['hrastov', 'beli', 'crni', 'mali', 'veliki', 'drveni', 'stakleni', 'vuneni', 'lanen', 'bakarni'];
const PLACES = ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Zlatibor', 'Užice'];
/** A product's text, as shops write it: two or three paragraphs of rich text (about 1 KB). */
const TEXTS = [
  [
    'Ručno izrađen komad od domaćeg drveta, brušen i zaštićen prirodnim uljem, tako da zadržava toplinu i šaru drveta godinama.',
    'Dimenzije su prilagođene manjim stanovima, a spojevi su pojačani tako da podnesu svakodnevnu upotrebu bez škripe.',
    'Isporuka na adresu u roku od pet radnih dana; montaža je jednostavna i uz svaki komad dolazi uputstvo sa crtežima.',
  ],
  [
    'Klasičan oblik koji se uklapa u svaki prostor: od kuhinje do dnevne sobe, uz moderan ili starinski nameštaj.',
    'Materijal je otporan na vlagu i ogrebotine, a površina se čisti vlažnom krpom bez posebnih sredstava.',
  ],
  [
    'Naša radionica već dvadeset godina pravi predmete za dom od prirodnih materijala, bez lepkova sa rastvaračima.',
    'Svaki komad je malo drugačiji, jer se šara drveta i boja vune razlikuju od serije do serije.',
    'Ako vam mera ne odgovara, pišite nam: izrađujemo i po meri, uz rok od dve do tri nedelje.',
  ],
  [
    'Lagan, stabilan i lep na oko, ovaj proizvod je omiljen poklon za useljenje i slavu.',
    'Pakujemo ga u kartonsku kutiju bez plastike, a na zahtev dodajemo čestitku sa vašom porukom.',
  ],
];
const textHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

export async function generateBenchData(db: Db, licenceCount: number, productsPerLicence: number): Promise<void> {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const folded = (words: string[]) => `array[${words.map((w) => literal(foldForSearch(w))).join(',')}]`;
  const raw = (words: string[]) => `array[${words.map(literal).join(',')}]`;
  const texts = TEXTS.map(textHtml);
  const foldedTexts = TEXTS.map((paragraphs) => foldForSearch(paragraphs.join(' ')));
  await db.execute(sql`delete from licences where title_of_app_unique like ${`${BENCH_PREFIX}%`}`);
  await db.execute(sql`
    insert into licences (title_of_app, title_of_app_unique, language_id, licence_type)
    select 'Bench ' || n, ${BENCH_PREFIX} || n, 1, 'e-commerce' from generate_series(1, ${licenceCount}) as n`);
  await db.execute(sql`
    insert into users (licence_id, email, username, role, status)
    select id, 'admin@' || title_of_app_unique || '.example.com', 'admin', 'ADMIN', 'active'
    from licences where title_of_app_unique like ${`${BENCH_PREFIX}%`}`);
  // In licence order: the products below take a licence's categories as its first category's id + 0..4, which
  // holds only when each licence's five ids follow one another (a join order the planner may otherwise change).
  await db.execute(sql`
    insert into categories (licence_id, name, slug, content_type_id, position)
    select l.id, 'Kategorija ' || c, 'kategorija-' || c, 3, c
    from licences l cross join generate_series(1, 5) as c where l.title_of_app_unique like ${`${BENCH_PREFIX}%`}
    order by l.id, c`);
  // One statement per licence batch keeps memory flat on both databases.
  const licenceIds = await db.execute<{ id: number; admin: number; category: number }>(sql`
    select l.id, (select u.id from users u where u.licence_id = l.id limit 1) as admin,
           (select min(c.id) from categories c where c.licence_id = l.id) as category
    from licences l where l.title_of_app_unique like ${`${BENCH_PREFIX}%`} order by l.id`);
  const rows = (licenceIds as unknown as { rows?: { id: number; admin: number; category: number }[] }).rows ?? [];
  const BATCH = 50;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const values = batch.map((r) => `(${r.id}, ${r.admin}, ${r.category})`).join(',');
    await db.execute(
      sql.raw(`
      insert into contents (licence_id, content_type_id, title, slug, description, content_text, category_id,
                            author_id, price, currency_id, status, search_text, search_title, published_at)
      select b.licence_id, 3,
             initcap(a.w) || ' ' || nn.w || ' ' || p.n,
             'proizvod-' || p.n,
             'Proizvod broj ' || p.n || ', isporuka iz mesta ' || pl.w || '.',
             tx.w,
             b.category_id + (p.n % 5), b.author_id, (1000 + (p.n * 37) % 90000) * 100, 1, 'approved',
             fa.w || ' ' || fn.w || ' ' || p.n || ' proizvod broj isporuka iz mesta ' || lower(pl.w) || ' ' || ftx.w,
             fa.w || ' ' || fn.w || ' ' || p.n,
             now() - (p.n || ' minutes')::interval
      from (values ${values}) as b(licence_id, author_id, category_id)
      cross join generate_series(1, ${productsPerLicence}) as p(n)
      cross join lateral (select (${raw(ADJECTIVES)})[1 + p.n % ${ADJECTIVES.length}] as w) a
      cross join lateral (select (${folded(ADJECTIVES)})[1 + p.n % ${ADJECTIVES.length}] as w) fa
      cross join lateral (select (${raw(NOUNS)})[1 + (p.n / 7) % ${NOUNS.length}] as w) nn
      cross join lateral (select (${folded(NOUNS)})[1 + (p.n / 7) % ${NOUNS.length}] as w) fn
      cross join lateral (select (${raw(PLACES)})[1 + (p.n / 3) % ${PLACES.length}] as w) pl
      cross join lateral (select (${raw(texts)})[1 + p.n % ${texts.length}] as w) tx
      cross join lateral (select (${raw(foldedTexts)})[1 + p.n % ${texts.length}] as w) ftx`),
    );
  }
  // Every table: the planner needs the generated licences, users and categories counted too.
  await db.execute(sql`analyze`);
}

/** Queries a visitor might type: folded and unfolded, Latin and Cyrillic. */
export const SEARCH_TERMS = [
  'stolica',
  'šolja',
  'шоља',
  'hrastov sto',
  'lampa',
  'ćebe',
  'cebe',
  'Niš',
  'drveni',
  'čaša',
];
