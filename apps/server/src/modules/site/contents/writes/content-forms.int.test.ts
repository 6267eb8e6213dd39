/**
 * SPEC §3/§5 rules of the content forms that every type shares: required fields, the category of the same content
 * type, rich text sanitized, the blog form's mod_* names, tags created on first use, slugs, authors, statuses.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  contentWorld,
  createCategory,
  get,
  photo,
  postForm,
  postJson,
  type TContentWorld,
  tenantOf,
} from '../../../../../test/support/content-test-support';
import { contents, tags } from '../../../../db/schema';

let app: TTestApp;
let world: TContentWorld;
let blogCategory: number;
let productCategory: number;
const STOCK = '/stock-library/nature-1/download';

beforeAll(async () => {
  app = await createTestApp();
  world = await contentWorld(app);
  blogCategory = (await createCategory(app, world.licence, CONTENT_TYPE.blog)).id;
  productCategory = (await createCategory(app, world.licence, CONTENT_TYPE.product)).id;
});
afterAll(() => app.close());

const contentCount = async () => (await tenantOf(app, world.licence).select(contents)).length;

describe('required fields (SPEC §5: main photo, category, title/name)', () => {
  it('names every missing field at once, in the language asked, and stores nothing', async () => {
    const before = await contentCount();
    const en = await postJson(app, world.licence, 'admin-create-article', { title: 'News' }, world.admin.token);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual([
      { field: 'category_id', message: 'This field is required.' },
      { field: 'image', message: 'The main photo is required.' },
    ]);
    const srp = await postJson(app, world.licence, 'user-create-blog', {}, world.user.token, 'srp');
    expect(srp.statusCode).toBe(422);
    expect(srp.json()).toEqual([{ field: 'title', message: 'Ovo polje je obavezno.' }]);
    const short = await postJson(app, world.licence, 'create-blog-draft', { title: 'A' }, world.user.token);
    expect(short.json()).toEqual([{ field: 'title', message: 'Enter at least 2 characters.' }]);
    expect(await contentCount()).toBe(before);
  });

  it('lets a draft be saved with a title only; publishing it later needs the rest', async () => {
    const draft = await postJson(app, world.licence, 'create-blog-draft', { title: 'Half done' }, world.user.token);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ status: 'draft', category: null, image: null });
    const publish = await postJson(
      app,
      world.licence,
      `user-update-blog/${draft.json().id}`,
      { title: 'Half done' },
      world.user.token,
    );
    expect(publish.statusCode).toBe(422);
    expect(publish.json().map((p: { field: string }) => p.field)).toEqual(['category_id', 'image']);
  });

  it('needs no image and no category for a static page', async () => {
    const page = await postJson(app, world.licence, 'admin-create-page', { title: 'About us' }, world.admin.token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'approved', content_type_id: 4, slug: 'about-us' });
  });
});

describe('category of the same content type', () => {
  it('refuses a category of another content type with 422', async () => {
    const response = await postJson(
      app,
      world.licence,
      'admin-create-article',
      { title: 'News', category_id: productCategory, stock_image: STOCK },
      world.admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'category_id', message: `Category ${productCategory} is not of this content type.` },
    ]);
  });

  it('refuses an unknown, deleted or another licence’s category', async () => {
    const deleted = await createCategory(app, world.licence, CONTENT_TYPE.article, { status: 'deleted' });
    const foreign = await createCategory(app, (await contentWorld(app)).licence, CONTENT_TYPE.article);
    const answers = [];
    for (const id of [deleted.id, foreign.id]) {
      const response = await postJson(
        app,
        world.licence,
        'create-article-draft',
        { title: 'News', category_id: id },
        world.admin.token,
      );
      expect(response.statusCode).toBe(422);
      answers.push(response.json()[0].message);
    }
    expect(answers).toEqual(['The category is deleted.', `Category ${foreign.id} does not exist.`]);
  });

  it('refuses a content type id outside 1–4 in a list filter with 422', async () => {
    const response = await get(app, world.licence, 'contents?filter[content_type_id]=7');
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe('filter[content_type_id]');
  });
});

it('sanitizes rich text: no script, no event handlers, no javascript: links', async () => {
  const response = await postJson(
    app,
    world.licence,
    'create-article-draft',
    {
      title: 'Dirty',
      content_text:
        '<p onclick="steal()">Hello <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a> <a href="https://izlog.rs">ok</a></p>',
    },
    world.admin.token,
  );
  expect(response.statusCode).toBe(200);
  expect(response.json().content_text).toBe(
    '<p>Hello <a rel="noopener noreferrer nofollow">link</a> <a href="https://izlog.rs" rel="noopener noreferrer nofollow">ok</a></p>',
  );
});

it('accepts the blog form’s mod_title, mod_content_text, mod_image and mod_category_id (SPEC §3)', async () => {
  const response = await postForm(
    app,
    world.licence,
    'user-create-blog',
    [
      ['mod_title', 'Moj prvi blog'],
      ['mod_content_text', '<p>Tekst</p>'],
      ['mod_category_id', String(blogCategory)],
      ['mod_image', await photo()],
    ],
    world.user.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({
    title: 'Moj prvi blog',
    content_text: '<p>Tekst</p>',
    category: { id: blogCategory },
    status: 'on_moderation',
    image: expect.stringMatching(/\.webp$/),
  });
});

describe('tags and slugs', () => {
  it('creates tags on first use, reuses them by name in any case, and replaces them on update', async () => {
    const first = await postJson(
      app,
      world.licence,
      'create-blog-draft',
      { title: 'Tagged', tags: 'Ljeto, more,ljeto , Šljiva' },
      world.user.token,
    );
    expect(first.json().tags.map((t: { name: string; slug: string }) => [t.name, t.slug])).toEqual([
      ['Ljeto', 'ljeto'],
      ['more', 'more'],
      ['Šljiva', 'sljiva'],
    ]);
    const second = await postJson(
      app,
      world.licence,
      'create-blog-draft',
      { title: 'Tagged', tags: ['MORE', 'sunce'] },
      world.user.token,
    );
    expect(second.json().tags.map((t: { name: string }) => t.name)).toEqual(['more', 'sunce']);
    expect(second.json().slug).toBe('tagged-2');
    const all = await tenantOf(app, world.licence).select(tags, eq(tags.name, 'more'));
    expect(all).toHaveLength(1);

    const updated = await postJson(
      app,
      world.licence,
      `update-blog-draft/${first.json().id}`,
      { title: 'Tagged again', tags: 'sunce' },
      world.user.token,
    );
    expect(updated.json()).toMatchObject({ tags: [{ name: 'sunce' }], slug: 'tagged-again' });
  });

  it('keeps the tags an update leaves out, empties them sent as one empty entry, and refuses an empty title', async () => {
    const draft = await postJson(
      app,
      world.licence,
      'create-blog-draft',
      { title: 'Kept tags', description: 'Opis', tags: 'jesen, kiša' },
      world.user.token,
    );
    const id = draft.json().id;
    const retitled = await postJson(app, world.licence, `update-blog-draft/${id}`, { title: 'Kept' }, world.user.token);
    expect(retitled.json()).toMatchObject({ title: 'Kept', description: 'Opis' });
    expect(retitled.json().tags.map((t: { name: string }) => t.name)).toEqual(['jesen', 'kiša']);

    const emptyTitle = await postJson(app, world.licence, `update-blog-draft/${id}`, { title: ' ' }, world.user.token);
    expect(emptyTitle.statusCode).toBe(422);
    expect(emptyTitle.json()).toEqual([{ field: 'title', message: 'This field is required.' }]);

    const cleared = await postForm(app, world.licence, `update-blog-draft/${id}`, [['tags', '']], world.user.token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ title: 'Kept', description: 'Opis', tags: [] });
  });

  it('gives writers racing for one title each their own slug', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        postJson(app, world.licence, 'create-article-draft', { title: 'Same title', tags: 'isti' }, world.admin.token),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().slug).sort()).toEqual([
      'same-title',
      'same-title-2',
      'same-title-3',
      'same-title-4',
    ]);
    expect(new Set(answers.map((answer) => answer.json().tags[0].id)).size).toBe(1);
  });

  it('keeps the address of published content when its title changes', async () => {
    const created = await postJson(app, world.licence, 'admin-create-page', { title: 'Contact' }, world.admin.token);
    const renamed = await postJson(
      app,
      world.licence,
      `admin-update-page/${created.json().id}`,
      { title: 'Contact us' },
      world.admin.token,
    );
    expect(renamed.json()).toMatchObject({ title: 'Contact us', slug: 'contact' });
  });
});

it('keeps the search text current after an update', async () => {
  const created = await postJson(app, world.licence, 'admin-create-page', { title: 'Radno vreme' }, world.admin.token);
  await postJson(
    app,
    world.licence,
    `admin-update-page/${created.json().id}`,
    { title: 'Radno vreme', content_text: '<p>Ponedeljak – petak</p>', tags: 'Praznici' },
    world.admin.token,
  );
  const [row] = await tenantOf(app, world.licence).select(contents, eq(contents.id, created.json().id));
  expect(row?.searchText).toBe('radno vreme ponedeljak petak praznici');
});

it('staff may write on behalf of another author; clients may not', async () => {
  const asAdmin = await postJson(
    app,
    world.licence,
    'create-blog-draft',
    { title: 'For the client', author_id: world.client.user.id },
    world.admin.token,
  );
  expect(asAdmin.json().author.id).toBe(world.client.user.id);
  const asUser = await postJson(
    app,
    world.licence,
    'create-blog-draft',
    { title: 'For someone', author_id: world.client.user.id },
    world.user.token,
  );
  expect(asUser.json().author.id).toBe(world.user.user.id);
  const unknown = await postJson(
    app,
    world.licence,
    'create-blog-draft',
    { title: 'For nobody', author_id: 999_999 },
    world.admin.token,
  );
  expect(unknown.json()).toEqual([{ field: 'author_id', message: 'The chosen author does not exist.' }]);
});

it('refuses to save a draft over published content (the status machine) and deletes page drafts only', async () => {
  const page = await postJson(app, world.licence, 'admin-create-page', { title: 'Terms' }, world.admin.token);
  const asDraft = await postJson(
    app,
    world.licence,
    `admin-update-page-draft/${page.json().id}`,
    { title: 'Terms' },
    world.admin.token,
  );
  expect(asDraft.statusCode).toBe(422);
  expect(asDraft.json().message).toBe('This status change is not allowed (from "approved").');
  const deleteDraft = await postJson(
    app,
    world.licence,
    `admin-delete-page-draft/${page.json().id}`,
    {},
    world.admin.token,
  );
  expect(deleteDraft.statusCode).toBe(422);
  const deleted = await postJson(app, world.licence, `admin-delete-page/${page.json().id}`, {}, world.admin.token);
  expect(deleted.statusCode).toBe(200);
  expect((await get(app, world.licence, `contents/${page.json().id}`, world.admin.token)).statusCode).toBe(404);
});
