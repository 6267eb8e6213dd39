/**
 * The guarantee of issue 5: the public never sees a draft, an item waiting for moderation, a disapproved item or a
 * pending edit — the approved version is served instead — through any read call: content lists and singles (by id
 * and slug), search, tag-related, the no-pagination lists, the newest product per category, catalogs and their
 * product lists, a category's catalogs and products, tags. Checked for visitors and for signed-in readers who are
 * not the author.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { photo, postForm } from '../../../../test/support/content-test-support';
import {
  approvedClientProduct,
  clientProduct,
  moderate,
  moderationWorld,
  postCatalogForm,
  read,
  type TModerationWorld,
} from '../../../../test/support/moderation-test-support';

/** Words only the hidden versions carry: none may appear in any public answer. */
const HIDDEN = ['draftmark', 'waitingmark', 'disapprovedmark', 'pendingmark'];

let app: TTestApp;
let world: TModerationWorld;
const ids = {} as Record<
  'product' | 'draft' | 'waiting' | 'disapproved' | 'blog' | 'catalog' | 'draftCatalog' | 'waitingCatalog',
  number
>;
let productSlug: string;
let blogSlug: string;
let catalogSlug: string;
let otherClientToken: string;

beforeAll(async () => {
  app = await createTestApp();
  world = await moderationWorld(app);
  otherClientToken = (await createSignedInUser(app, world.licence, { role: 'CLIENT' })).token;
  const tagged: [string, string][] = [['tags', 'zajednicki']];

  const product = await approvedClientProduct(app, world, 'Javni proizvod approvedmark', tagged);
  ids.product = product.id;
  const draft = await postForm(
    app,
    world.licence,
    'create-product-draft',
    [
      ['title', 'Nacrt draftmark'],
      ['category_id', String(world.productCategory.id)],
      ['image', await photo()],
      ['tags', 'zajednicki'],
    ],
    world.client.token,
  );
  ids.draft = draft.json().id;
  ids.waiting = (await clientProduct(app, world, 'Na čekanju waitingmark', tagged)).id;
  ids.disapproved = (await clientProduct(app, world, 'Odbijen disapprovedmark', tagged)).id;
  await moderate(app, world.licence, `disapprove-product/${ids.disapproved}`, world.moderator.token);

  const blog = await postForm(
    app,
    world.licence,
    'user-create-blog',
    [
      ['title', 'Javni blog approvedmark'],
      ['category_id', String(world.blogCategory.id)],
      ['image', await photo()],
      ['tags', 'zajednicki'],
    ],
    world.user.token,
  );
  ids.blog = blog.json().id;
  await moderate(app, world.licence, `approve-blog/${ids.blog}`, world.moderator.token);

  const catalog = await postCatalogForm(
    app,
    world.licence,
    'user-create-catalog',
    {
      name: 'Javni katalog approvedmark',
      category_id: String(world.productCategory.id),
      products: [String(ids.product), String(ids.draft), String(ids.waiting)],
    },
    world.client.token,
  );
  ids.catalog = catalog.json().id;
  await moderate(app, world.licence, `approve-catalog/${ids.catalog}`, world.moderator.token);
  ids.draftCatalog = (
    await postCatalogForm(
      app,
      world.licence,
      'create-catalog-draft',
      { name: 'Nacrt kataloga draftmark', category_id: String(world.productCategory.id) },
      world.client.token,
    )
  ).json().id;
  ids.waitingCatalog = (
    await postCatalogForm(
      app,
      world.licence,
      'user-create-catalog',
      { name: 'Katalog waitingmark', category_id: String(world.productCategory.id) },
      world.client.token,
    )
  ).json().id;

  // Edits of the three approved items, waiting for moderation.
  await postForm(
    app,
    world.licence,
    `user-update-product/${ids.product}`,
    [
      ['title', 'Izmena pendingmark'],
      ['description', 'pendingmark opis'],
      ['category_id', String(world.productCategory.id)],
      ['tags', 'zajednicki, pendingmarktag'],
    ],
    world.client.token,
  );
  await postForm(
    app,
    world.licence,
    `user-update-blog/${ids.blog}`,
    [
      ['mod_title', 'Blog pendingmark'],
      ['mod_content_text', '<p>pendingmark tekst</p>'],
      ['mod_category_id', String(world.blogCategory.id)],
    ],
    world.user.token,
  );
  await postCatalogForm(
    app,
    world.licence,
    `user-update-catalog/${ids.catalog}`,
    { name: 'Katalog pendingmark', description: 'pendingmark', image: undefined },
    world.client.token,
  );
  const approved = async (url: string) => (await read(app, world.licence, url)).json();
  productSlug = (await approved(`contents/${ids.product}`)).slug;
  blogSlug = (await approved(`contents/${ids.blog}`)).slug;
  catalogSlug = (await approved(`catalogs/${ids.catalog}`)).slug;
});
afterAll(() => app.close());

/** Every public read call, with what it must still show of the approved versions (so no answer is empty by mistake). */
function readCalls(): [string, string[]][] {
  const category = world.productCategory.id;
  return [
    ['contents', ['javni proizvod approvedmark', 'javni blog approvedmark']],
    [`contents?filter[content_type_id]=${CONTENT_TYPE.product}`, ['javni proizvod approvedmark']],
    [`contents?filter[content_type_id]=${CONTENT_TYPE.blog}`, ['javni blog approvedmark']],
    [`contents?filter[author_id]=${world.client.user.id}`, ['javni proizvod approvedmark']],
    [`contents?filter[category_id]=${category}&sort=random`, ['javni proizvod approvedmark']],
    [`contents?filter[slug]=${productSlug}`, ['javni proizvod approvedmark']],
    [`contents?filter[slug]=${blogSlug}`, ['javni blog approvedmark']],
    ['contents?filter[status]=on_moderation', []],
    ['contents?filter[status]=draft', []],
    ['contents?filter[status]=deleted', []],
    [`contents?filter[id]=${ids.draft}`, []],
    ['contents?search=approvedmark', ['javni proizvod approvedmark']],
    ...HIDDEN.map((word): [string, string[]] => [`contents?search=${word}`, []]),
    ['search?q=approvedmark', ['javni proizvod approvedmark', 'javni katalog approvedmark']],
    ...HIDDEN.map((word): [string, string[]] => [`search?q=${word}`, []]),
    [`contents/${ids.product}`, ['javni proizvod approvedmark']],
    [`contents/${ids.blog}`, ['javni blog approvedmark']],
    [`contents/tag-related-content/${ids.blog}`, ['javni proizvod approvedmark']],
    ['contents/get-last-product-by-category', ['javni proizvod approvedmark']],
    [`contents/get-last-product-by-category?filter[category_id]=${category}`, ['javni proizvod approvedmark']],
    ['contents/get-licence-products-no-pagination', ['javni proizvod approvedmark']],
    ['catalogs', ['javni katalog approvedmark']],
    [`catalogs?filter[author_id]=${world.client.user.id}`, ['javni katalog approvedmark']],
    [`catalogs?filter[slug]=${catalogSlug}`, ['javni katalog approvedmark']],
    ['catalogs?filter[status]=on_moderation', []],
    [`catalogs/${ids.catalog}`, ['javni katalog approvedmark']],
    [`catalogs/get-catalog-products/${ids.catalog}`, ['javni proizvod approvedmark']],
    [`catalogs/get-catalog-products-no-pagination/${ids.catalog}`, ['javni proizvod approvedmark']],
    [`catalogs/get-user-catalog-products/${world.client.user.id}`, ['javni proizvod approvedmark']],
    ['catalogs/get-licence-catalogs-no-pagination', ['javni katalog approvedmark']],
    [
      `categories/get-category-catalog-product/${category}`,
      ['javni proizvod approvedmark', 'javni katalog approvedmark'],
    ],
    ['tags?filter[name]=pendingmark', []],
    ['tags', ['zajednicki']],
    [`profiles?filter[id]=${world.client.user.id}`, []],
  ];
}

describe.each([
  ['a visitor', () => undefined],
  ['a signed-in front user who is not the author', () => world.user.token],
  ['another client', () => otherClientToken],
])('%s', (_who, token) => {
  it('never sees a draft, a waiting or disapproved item, or a waiting edit, through any read call', async () => {
    for (const [url, mustShow] of readCalls()) {
      // The blog's author is this front user: their own blog's page is not the public view.
      if (token() === world.user.token && url === `contents/${ids.blog}`) continue;
      const response = await read(app, world.licence, url, token());
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const body = response.body.toLowerCase();
      for (const word of HIDDEN) expect(body, `${url} shows "${word}"`).not.toContain(word);
      for (const text of mustShow) expect(body, `${url} lacks "${text}"`).toContain(text);
      expect(body, url).not.toContain('pending_revision');
    }
  });

  it('gets 404 for each hidden item and hidden catalog by id', async () => {
    for (const id of [ids.draft, ids.waiting, ids.disapproved]) {
      expect((await read(app, world.licence, `contents/${id}`, token())).statusCode, String(id)).toBe(404);
      expect((await read(app, world.licence, `contents/tag-related-content/${id}`, token())).statusCode).toBe(404);
    }
    for (const id of [ids.draftCatalog, ids.waitingCatalog]) {
      expect((await read(app, world.licence, `catalogs/${id}`, token())).statusCode, String(id)).toBe(404);
      expect((await read(app, world.licence, `catalogs/get-catalog-products/${id}`, token())).statusCode).toBe(404);
    }
  });
});

it('the author and staff do see what waits (so the lists above are not empty by accident)', async () => {
  const own = await read(app, world.licence, `contents?filter[author_id]=${world.client.user.id}`, world.client.token);
  const titles = own.json().map((item: { title: string }) => item.title);
  expect(titles).toEqual(expect.arrayContaining(['Nacrt draftmark', 'Na čekanju waitingmark']));
  const changes = await read(app, world.licence, `moderations/content-changes/${ids.blog}`, world.moderator.token);
  expect(changes.json().current).toMatchObject({ title: 'Blog pendingmark', content_text: '<p>pendingmark tekst</p>' });
  expect(changes.json().previous).toMatchObject({ title: 'Javni blog approvedmark' });
});

it('serves the approved version to visitors from the page-title HTML too', async () => {
  const page = await app.inject({
    method: 'GET',
    url: `/products/${productSlug}`,
    headers: { 'x-licence': String(world.licence.id) },
  });
  expect(page.body).toContain('Javni proizvod approvedmark');
  expect(page.body.toLowerCase()).not.toContain('pendingmark');
  // The waiting edit becomes public once approved.
  await moderate(app, world.licence, `approve-product/${ids.product}`, world.moderator.token);
  expect((await read(app, world.licence, `contents/${ids.product}`)).json().title).toBe('Izmena pendingmark');
});
