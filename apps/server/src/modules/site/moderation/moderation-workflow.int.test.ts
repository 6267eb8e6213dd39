/**
 * SPEC §4's workflow end to end through the API: submit, send back with a remark, edit, resubmit, approve; disapprove;
 * drafts published through publish-*-draft; what each step tells the author (the remark, the mail in the site's
 * language) and records in the item's history; the moderation lists and counts.
 */
import { CONTENT_TYPE, LANGUAGE_ID } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createCategory,
  photo,
  postForm,
  postJson,
  seedContent,
  tenantOf,
} from '../../../../test/support/content-test-support';
import {
  clientProduct,
  moderate,
  moderationWorld,
  postCatalogForm,
  read,
  type TModerationWorld,
} from '../../../../test/support/moderation-test-support';
import { contents, licences } from '../../../db/schema';

let app: TTestApp;
let world: TModerationWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await moderationWorld(app);
});
afterAll(() => app.close());

describe('a client’s product', () => {
  it('goes back with a remark, is edited and resubmitted, then approved and seen by visitors', async () => {
    const product = await clientProduct(app, world, 'Hrastov sto');
    expect(product.status).toBe('on_moderation');
    expect((await read(app, world.licence, `contents/${product.id}`)).statusCode).toBe(404);

    const noRemark = await moderate(
      app,
      world.licence,
      `request-for-edit-product/${product.id}`,
      world.moderator.token,
      {},
    );
    expect(noRemark.statusCode).toBe(422);
    expect(noRemark.json()).toEqual([{ field: 'remark_request_for_edit', message: 'This field is required.' }]);
    const noRemarkSrp = await moderate(
      app,
      world.licence,
      `request-for-edit-product/${product.id}`,
      world.moderator.token,
      {},
      'srp',
    );
    expect(noRemarkSrp.json()).toEqual([{ field: 'remark_request_for_edit', message: 'Ovo polje je obavezno.' }]);

    const returned = await moderate(
      app,
      world.licence,
      `request-for-edit-product/${product.id}`,
      world.moderator.token,
      {
        remark_request_for_edit: 'Dodajte dimenzije stola.',
      },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toEqual({
      id: product.id,
      status: 'request_for_edit',
      pending_revision: null,
      message: 'Sent back to the author for changes.',
    });

    const seenByAuthor = await read(app, world.licence, `contents/${product.id}`, world.client.token);
    expect(seenByAuthor.json()).toMatchObject({
      status: 'request_for_edit',
      remark_request_for_edit: 'Dodajte dimenzije stola.',
      pending_revision: null,
    });
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.subject).toBe('Potrebna dorada: Hrastov sto');
    expect(mail?.textBody).toContain('Dodajte dimenzije stola.');
    expect(mail?.textBody).toContain(`/my/products/${product.id}`);

    const edited = await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Hrastov sto 180 × 90'],
        ['category_id', String(world.productCategory.id)],
      ],
      world.client.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'on_moderation', remark_request_for_edit: null });

    const approved = await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
    expect(approved.json()).toEqual({
      id: product.id,
      status: 'approved',
      pending_revision: null,
      message: 'Approved.',
    });
    const publicView = await read(app, world.licence, `contents/${product.id}`);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).toMatchObject({ title: 'Hrastov sto 180 × 90', status: 'approved' });
    expect(publicView.json().published_at).not.toBeNull();
    expect(publicView.json()).not.toHaveProperty('pending_revision');
    const approvedMail = await lastMailTo(app, world.client.user.email);
    expect(approvedMail?.subject).toBe('Odobreno: Hrastov sto 180 × 90');
    expect(approvedMail?.textBody).toContain(`/products/${publicView.json().slug}`);

    const history = await read(app, world.licence, `moderations/history/content/${product.id}`, world.moderator.token);
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .map((entry: { action: string; status: string; actor: { id: number } }) => [
          entry.action,
          entry.status,
          entry.actor.id,
        ]),
    ).toEqual([
      ['approved', 'approved', world.moderator.user.id],
      ['published', 'on_moderation', world.client.user.id],
      ['edit_requested', 'request_for_edit', world.moderator.user.id],
      ['created', 'on_moderation', world.client.user.id],
    ]);
    expect(history.json()[2].remark_request_for_edit).toBe('Dodajte dimenzije stola.');
  });

  it('is deleted when disapproved: the author must enter it again, and is told so by mail', async () => {
    const product = await clientProduct(app, world, 'Sumnjiva ponuda');
    const disapproved = await moderate(app, world.licence, `disapprove-product/${product.id}`, world.moderator.token);
    expect(disapproved.json()).toEqual({
      id: product.id,
      status: 'deleted',
      pending_revision: null,
      message: 'Disapproved.',
    });
    expect((await read(app, world.licence, `contents/${product.id}`)).statusCode).toBe(404);
    expect((await read(app, world.licence, `contents/${product.id}`, world.client.token)).json().status).toBe(
      'deleted',
    );
    const resubmit = await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Sumnjiva ponuda'],
        ['category_id', String(world.productCategory.id)],
      ],
      world.client.token,
    );
    expect(resubmit.statusCode).toBe(422);
    expect(resubmit.json().message).toBe('This status change is not allowed (from "deleted").');
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.subject).toBe('Nije odobreno: Sumnjiva ponuda');
    expect(mail?.textBody).toContain('unesite ga ponovo');
  });

  it('keeps a disapproved product in its author’s own list, marked with the reason, and out of everyone else’s', async () => {
    const rejected = await clientProduct(app, world, 'Stolica bez slike');
    const turnedOff = await clientProduct(app, world, 'Povučena ponuda');
    const disapproved = await moderate(app, world.licence, `disapprove-product/${rejected.id}`, world.moderator.token, {
      remark_request_for_edit: '  Fotografija ne prikazuje proizvod.  ',
    });
    expect(disapproved.statusCode).toBe(200);
    const disabled = await postJson(app, world.licence, `user-disable-product/${turnedOff.id}`, {}, world.client.token);
    expect(disabled.statusCode).toBe(200);

    const own = `contents?filter[author_id]=${world.client.user.id}&filter[content_type_id]=${CONTENT_TYPE.product}&page_count=50`;
    const ownList = (await read(app, world.licence, own, world.client.token)).json() as {
      id: number;
      title: string;
      status: string;
      rejection?: { rejected_at: string; reason: string | null };
    }[];
    const shown = ownList.find((item) => item.id === rejected.id);
    expect(shown).toMatchObject({ status: 'deleted', rejection: { reason: 'Fotografija ne prikazuje proizvod.' } });
    expect(Number.isNaN(Date.parse(shown!.rejection!.rejected_at))).toBe(false);
    // What the author turned off themselves leaves their list; what is still live carries no mark.
    expect(ownList.some((item) => item.id === turnedOff.id)).toBe(false);
    expect(ownList.filter((item) => item.status !== 'deleted').every((item) => item.rejection === undefined)).toBe(
      true,
    );
    // The one disapproved before without a reason is shown too, marked without one.
    expect(ownList.find((item) => item.title === 'Sumnjiva ponuda')?.rejection?.reason).toBeNull();
    // Nobody else's list shows it: not the public's, not another user's view of the author's products.
    for (const token of [undefined, world.user.token]) {
      const others = (await read(app, world.licence, own, token)).json() as { id: number }[];
      expect(others.some((item) => item.id === rejected.id)).toBe(false);
    }
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.subject).toBe('Nije odobreno: Stolica bez slike');
    expect(mail?.textBody).toContain('Razlog koji je naveo moderator:\n\nFotografija ne prikazuje proizvod.');
  });

  it('answers an illegal decision with 422 and changes nothing', async () => {
    const draft = await postForm(
      app,
      world.licence,
      'create-product-draft',
      [['title', 'Još nije gotovo']],
      world.client.token,
    );
    const id = draft.json().id;
    const before = await tenantOf(app, world.licence).findOne(contents, eq(contents.id, id));
    for (const path of [`approve-product/${id}`, `disapprove-product/${id}`]) {
      const response = await moderate(app, world.licence, path, world.moderator.token);
      expect(response.statusCode, path).toBe(422);
      expect(response.json().message).toBe('This status change is not allowed (from "draft").');
    }
    const srp = await moderate(
      app,
      world.licence,
      `request-for-edit-product/${id}`,
      world.moderator.token,
      {
        remark_request_for_edit: 'Nije na moderaciji',
      },
      'srp',
    );
    expect(srp.statusCode).toBe(422);
    expect(srp.json().message).toBe('Ova promena statusa nije dozvoljena (sa „draft“).');
    const after = await tenantOf(app, world.licence).findOne(contents, eq(contents.id, id));
    expect(after).toEqual(before);
    const history = await read(app, world.licence, `moderations/history/content/${id}`, world.admin.token);
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['created']);
  });
});

describe('mail', () => {
  it('is written in the site’s language, not the moderator’s', async () => {
    const english = await moderationWorld(app);
    // The licence's language is a setting of the site; written directly here.
    await app.deps.platformDb
      .update(licences)
      .set({ languageId: LANGUAGE_ID.en })
      .where(eq(licences.id, english.licence.id));
    app.deps.licences.forget();
    const product = await clientProduct(app, english, 'Oak table');
    await moderate(
      app,
      english.licence,
      `request-for-edit-product/${product.id}`,
      english.moderator.token,
      { remark_request_for_edit: 'Add the size.' },
      'srp',
    );
    const mail = await lastMailTo(app, english.client.user.email);
    expect(mail?.subject).toBe('Changes requested: Oak table');
    expect(mail?.textBody).toContain('The moderator’s remark:\n\nAdd the size.');
  });
});

describe('drafts', () => {
  it('a front user publishes a blog draft to moderation once it has a category and a photo', async () => {
    const draft = await postJson(app, world.licence, 'create-blog-draft', { title: 'Moj prvi blog' }, world.user.token);
    const id = draft.json().id;
    const early = await moderate(app, world.licence, `publish-blog-draft/${id}`, world.user.token);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual([
      { field: 'category_id', message: 'This field is required.' },
      { field: 'image', message: 'The main photo is required.' },
    ]);
    await postForm(
      app,
      world.licence,
      `update-blog-draft/${id}`,
      [
        ['title', 'Moj prvi blog'],
        ['category_id', String(world.blogCategory.id)],
        ['image', await photo()],
      ],
      world.user.token,
    );
    const published = await moderate(app, world.licence, `publish-blog-draft/${id}`, world.user.token);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id, status: 'on_moderation' });
    const again = await moderate(app, world.licence, `publish-blog-draft/${id}`, world.user.token);
    expect(again.statusCode).toBe(422);
    const someoneElse = await moderate(app, world.licence, `publish-blog-draft/${id}`, world.client.token);
    expect(someoneElse.statusCode).toBe(403);
    expect((await moderate(app, world.licence, `approve-blog/${id}`, world.editor.token)).json().status).toBe(
      'approved',
    );
  });

  it('staff publish article and page drafts directly', async () => {
    const article = await postForm(
      app,
      world.licence,
      'create-article-draft',
      [
        ['title', 'Vesti'],
        ['category_id', String((await createCategory(app, world.licence, CONTENT_TYPE.article)).id)],
        ['image', await photo()],
      ],
      world.editor.token,
    );
    const published = await moderate(
      app,
      world.licence,
      `publish-article-draft/${article.json().id}`,
      world.editor.token,
    );
    expect(published.json()).toMatchObject({ status: 'approved' });
    expect(published.json().published_at).not.toBeNull();

    const page = await postJson(app, world.licence, 'admin-create-page-draft', { title: 'O nama' }, world.admin.token);
    const pagePublished = await moderate(
      app,
      world.licence,
      `admin-publish-page-draft/${page.json().id}`,
      world.admin.token,
    );
    expect(pagePublished.json()).toMatchObject({ status: 'approved' });
    expect((await read(app, world.licence, `contents/${page.json().id}`)).statusCode).toBe(200);
  });

  it('a client returned for edit may resubmit as is through publish-product-draft', async () => {
    const product = await clientProduct(app, world, 'Vraćeni proizvod');
    await moderate(app, world.licence, `request-for-edit-product/${product.id}`, world.moderator.token, {
      remark_request_for_edit: 'Proverite cenu.',
    });
    const resubmitted = await moderate(app, world.licence, `publish-product-draft/${product.id}`, world.client.token);
    expect(resubmitted.json()).toMatchObject({ status: 'on_moderation', remark_request_for_edit: null });
  });
});

describe('catalogs', () => {
  it('a client’s catalog is approved, or sent back with the remark shown to the author', async () => {
    const created = await postCatalogForm(
      app,
      world.licence,
      'user-create-catalog',
      { name: 'Letnja kolekcija', category_id: String(world.productCategory.id) },
      world.client.token,
    );
    expect(created.json().status).toBe('on_moderation');
    const id = created.json().id;
    const returned = await moderate(app, world.licence, `request-for-edit-catalog/${id}`, world.admin.token, {
      remark_request_for_edit: 'Dodajte proizvode.',
    });
    expect(returned.json().status).toBe('request_for_edit');
    const own = await read(app, world.licence, `catalogs/${id}`, world.client.token);
    expect(own.json()).toMatchObject({ remark_request_for_edit: 'Dodajte proizvode.', pending_revision: null });
    expect((await moderate(app, world.licence, `publish-catalog-draft/${id}`, world.client.token)).json().status).toBe(
      'on_moderation',
    );
    expect((await moderate(app, world.licence, `approve-catalog/${id}`, world.admin.token)).json().status).toBe(
      'approved',
    );
    const publicView = await read(app, world.licence, `catalogs/${id}`);
    expect(publicView.json()).toMatchObject({ name: 'Letnja kolekcija', status: 'approved' });
    expect(publicView.json()).not.toHaveProperty('pending_revision');
    const history = (await read(app, world.licence, `moderations/history/catalog/${id}`, world.moderator.token)).json();
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'approved',
      'published',
      'edit_requested',
      'created',
    ]);
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.subject).toBe('Odobreno: Letnja kolekcija');
    expect(mail?.textBody).toContain(`/catalogs/${publicView.json().slug}`);
  });
});

describe('the moderation lists and counts', () => {
  it('count and list what waits: new items and edits of approved ones, per kind', async () => {
    const w = await moderationWorld(app);
    const numbers = () => read(app, w.licence, 'moderations/moderation-numbers', w.moderator.token);
    expect((await numbers()).json()).toEqual({
      blogs: 0,
      products: 0,
      catalogs: 0,
      comments: 0,
      planner_items: 0,
      planners: 0,
    });

    const waiting = await clientProduct(app, w, 'Čeka');
    const edited = await clientProduct(app, w, 'Odobren');
    await moderate(app, w.licence, `approve-product/${edited.id}`, w.moderator.token);
    await postForm(
      app,
      w.licence,
      `user-update-product/${edited.id}`,
      [
        ['title', 'Odobren, pa izmenjen'],
        ['category_id', String(w.productCategory.id)],
      ],
      w.client.token,
    );
    await seedContent(app, w.licence, {
      contentTypeId: CONTENT_TYPE.blog,
      authorId: w.user.user.id,
      status: 'on_moderation',
    });
    await postCatalogForm(
      app,
      w.licence,
      'user-create-catalog',
      { name: 'Katalog na čekanju', category_id: String(w.productCategory.id) },
      w.client.token,
    );
    expect((await numbers()).json()).toEqual({
      blogs: 1,
      products: 2,
      catalogs: 1,
      comments: 0,
      planner_items: 0,
      planners: 0,
    });

    const list = await read(
      app,
      w.licence,
      'contents?filter[status]=on_moderation&filter[content_type_id]=3&page=1',
      w.moderator.token,
    );
    expect(list.headers['x-pagination-total-count']).toBe('2');
    const byId = new Map(list.json().map((item: { id: number }) => [item.id, item]));
    expect(byId.get(waiting.id)).toMatchObject({ status: 'on_moderation', pending_revision: null });
    expect(byId.get(edited.id)).toMatchObject({
      title: 'Odobren',
      status: 'approved',
      pending_revision: { status: 'on_moderation', remark_request_for_edit: null },
    });
    const catalogList = await read(app, w.licence, 'catalogs?filter[status]=on_moderation', w.moderator.token);
    expect(catalogList.json()).toHaveLength(1);
    // A visitor asking for the same list sees nothing that waits.
    expect(
      (await read(app, w.licence, 'contents?filter[status]=on_moderation&filter[content_type_id]=3')).json(),
    ).toEqual([]);
    const publicList = (
      await read(app, w.licence, 'contents?filter[status]=approved&filter[content_type_id]=3')
    ).json();
    expect(publicList.map((item: { title: string }) => item.title)).toEqual(['Odobren']);
    expect(publicList[0]).not.toHaveProperty('pending_revision');
  });
});
