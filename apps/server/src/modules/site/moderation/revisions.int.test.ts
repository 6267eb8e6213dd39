/**
 * Edits of approved content (DESIGN §5, decision 0011): a client's edit waits as a pending revision while the
 * approved version stays public; moderators see both side by side; approving writes the whole edit (fields, tags,
 * gallery, attribute values, locations, catalog products) at once, disapproving drops it, sending it back keeps it
 * for the author with the remark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createAttribute,
  createLocation,
  photo,
  postForm,
  postJson,
} from '../../../../test/support/content-test-support';
import {
  approvedClientProduct,
  clientProduct,
  moderate,
  moderationWorld,
  postCatalogForm,
  read,
  type TModerationWorld,
} from '../../../../test/support/moderation-test-support';

let app: TTestApp;
let world: TModerationWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await moderationWorld(app);
});
afterAll(() => app.close());

type TGalleryEntry = { id: number; url: string };

describe('an edit of an approved product', () => {
  it('waits while visitors keep the approved version; approving it publishes every part of it at once', async () => {
    const { values: colours } = await createAttribute(app, world.licence, world.productCategory.id, 'Boja', [
      'hrast',
      'orah',
    ]);
    const [beograd, novi] = [
      await createLocation(app, world.licence, world.client.user.id, 'Beograd'),
      await createLocation(app, world.licence, world.client.user.id, 'Novi Sad'),
    ];
    const created = await postForm(
      app,
      world.licence,
      'user-create-product',
      [
        ['title', 'Komoda'],
        ['category_id', String(world.productCategory.id)],
        ['image', await photo()],
        ['gallery', await photo('first.jpg')],
        ['price', '100'],
        ['tags', 'drvo'],
        ['attribute_values[]', String(colours[0]!.id)],
        ['locations[]', String(beograd.id)],
      ],
      world.client.token,
    );
    const id = created.json().id;
    await moderate(app, world.licence, `approve-product/${id}`, world.moderator.token);
    const original = (await read(app, world.licence, `contents/${id}`)).json();
    expect(original.gallery).toHaveLength(1);

    const edit = await postForm(
      app,
      world.licence,
      `user-update-product/${id}`,
      [
        ['title', 'Komoda od oraha'],
        ['category_id', String(world.productCategory.id)],
        ['new_gallery', await photo('second.jpg')],
        ['price', '150'],
        ['tags', 'drvo, novotagzarevizije'],
        ['attribute_values[]', String(colours[1]!.id)],
        ['locations[]', String(novi.id)],
      ],
      world.client.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // The author gets the approved version back, with the edit that waits.
    expect(edit.json()).toMatchObject({
      title: 'Komoda',
      status: 'approved',
      pending_revision: { status: 'on_moderation', remark_request_for_edit: null },
    });

    const publicView = (await read(app, world.licence, `contents/${id}`)).json();
    expect(publicView).toMatchObject({ title: 'Komoda', price: 100, tags: [{ name: 'drvo' }] });
    expect(publicView.gallery).toEqual(original.gallery);
    expect(publicView.attributes[0].values).toEqual([{ id: colours[0]!.id, value: 'hrast' }]);
    expect(publicView.locations.map((l: { id: number }) => l.id)).toEqual([beograd.id]);
    // A waiting edit's new tag does not exist for anyone yet.
    expect((await read(app, world.licence, 'tags?filter[name]=novotag')).json()).toEqual([]);
    expect((await read(app, world.licence, 'contents?search=oraha')).json()).toEqual([]);

    const changes = await read(app, world.licence, `moderations/content-changes/${id}`, world.moderator.token);
    expect(changes.statusCode, changes.body).toBe(200);
    const body = changes.json();
    expect(body.previous).toMatchObject({ title: 'Komoda', price: 100, tags: ['drvo'] });
    expect(body.current).toMatchObject({
      title: 'Komoda od oraha',
      price: 150,
      tags: ['drvo', 'novotagzarevizije'],
      attributes: [{ name: 'Boja', values: [{ id: colours[1]!.id, value: 'orah' }] }],
      locations: [{ id: novi.id, city: 'Novi Sad' }],
      category: { id: world.productCategory.id },
      author: { id: world.client.user.id },
    });
    expect(body.current.gallery.map((g: TGalleryEntry) => g.id)[0]).toBe(original.gallery[0].id);
    expect(body.current.gallery).toHaveLength(2);
    expect(body.changed_fields.sort()).toEqual(['attributes', 'gallery', 'locations', 'price', 'tags', 'title']);
    expect(body.pending_revision).toMatchObject({ status: 'on_moderation' });

    const approved = await moderate(app, world.licence, `approve-product/${id}`, world.moderator.token, {
      revision_id: body.pending_revision.id,
    });
    expect(approved.json()).toEqual({ id, status: 'approved', pending_revision: null, message: 'Approved.' });
    const after = (await read(app, world.licence, `contents/${id}`)).json();
    expect(after).toMatchObject({
      title: 'Komoda od oraha',
      price: 150,
      slug: original.slug,
      published_at: original.published_at,
    });
    expect(after.tags.map((t: { name: string }) => t.name)).toEqual(['drvo', 'novotagzarevizije']);
    expect(after.gallery).toEqual(body.current.gallery);
    expect(after.attributes[0].values).toEqual([{ id: colours[1]!.id, value: 'orah' }]);
    expect(after.locations.map((l: { id: number }) => l.id)).toEqual([novi.id]);
    expect((await read(app, world.licence, 'contents?search=oraha')).json().map((c: { id: number }) => c.id)).toEqual([
      id,
    ]);
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.textBody).toContain('vaše izmene na stavci „Komoda od oraha“ (proizvod) su odobrene');
  });

  it('sent back, keeps the remark for the author, who edits the waiting version (its gallery ids) and resubmits', async () => {
    const product = await approvedClientProduct(app, world, 'Polica');
    await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Polica, nova'],
        ['category_id', String(world.productCategory.id)],
        ['new_gallery', await photo('added.jpg')],
      ],
      world.client.token,
    );
    const waiting = (
      await read(app, world.licence, `moderations/content-changes/${product.id}`, world.client.token)
    ).json();
    const addedId = waiting.current.gallery[0].id;

    const returned = await moderate(
      app,
      world.licence,
      `request-for-edit-product/${product.id}`,
      world.moderator.token,
      {
        remark_request_for_edit: 'Slika je mutna.',
      },
    );
    expect(returned.json()).toMatchObject({
      status: 'approved',
      pending_revision: { status: 'request_for_edit', remark_request_for_edit: 'Slika je mutna.' },
    });
    const own = (await read(app, world.licence, `contents/${product.id}`, world.client.token)).json();
    expect(own).toMatchObject({
      title: 'Polica',
      status: 'approved',
      remark_request_for_edit: 'Slika je mutna.',
      pending_revision: { status: 'request_for_edit' },
    });
    expect((await read(app, world.licence, `contents/${product.id}`)).json().remark_request_for_edit).toBeNull();
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.subject).toBe('Potrebna dorada: Polica');

    // The form starts from the waiting version: keep only the added picture, change the title again.
    const resubmitted = await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Polica, oštra slika'],
        ['category_id', String(world.productCategory.id)],
        ['old_gallery[]', String(addedId)],
      ],
      world.client.token,
    );
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({
      title: 'Polica',
      remark_request_for_edit: null,
      pending_revision: { status: 'on_moderation', remark_request_for_edit: null },
    });
    const again = (
      await read(app, world.licence, `moderations/content-changes/${product.id}`, world.moderator.token)
    ).json();
    expect(again.pending_revision.id).not.toBe(waiting.pending_revision.id);
    expect(again.current).toMatchObject({ title: 'Polica, oštra slika' });
    expect(again.current.gallery.map((g: TGalleryEntry) => g.id)).toEqual([addedId]);

    // A decision on the edit the moderator saw before the author changed it is refused.
    const stale = await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token, {
      revision_id: waiting.pending_revision.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This item changed in the meantime. Reload it and look again.');
    expect((await read(app, world.licence, `contents/${product.id}`)).json().title).toBe('Polica');

    await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token, {
      revision_id: again.pending_revision.id,
    });
    const published = (await read(app, world.licence, `contents/${product.id}`)).json();
    expect(published.title).toBe('Polica, oštra slika');
    expect(published.gallery.map((g: TGalleryEntry) => [g.id, g.url])).toEqual(
      again.current.gallery.map((g: TGalleryEntry) => [g.id, g.url]),
    );
  });

  it('disapproved, is dropped and the approved version stays', async () => {
    const product = await approvedClientProduct(app, world, 'Ormar');
    await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Ormar — neprihvatljiva izmena'],
        ['category_id', String(world.productCategory.id)],
      ],
      world.client.token,
    );
    const disapproved = await moderate(app, world.licence, `disapprove-product/${product.id}`, world.moderator.token);
    expect(disapproved.json()).toEqual({
      id: product.id,
      status: 'approved',
      pending_revision: null,
      message: 'Disapproved.',
    });
    expect((await read(app, world.licence, `contents/${product.id}`)).json().title).toBe('Ormar');
    const own = (await read(app, world.licence, `contents/${product.id}`, world.client.token)).json();
    expect(own).toMatchObject({ title: 'Ormar', status: 'approved', pending_revision: null });
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.subject).toBe('Nije odobreno: Ormar');
    expect(mail?.textBody).toContain('ostaje objavljena prethodna verzija');
    const history = (
      await read(app, world.licence, `moderations/history/content/${product.id}`, world.admin.token)
    ).json();
    expect(
      history.map((e: { action: string; revision_id: number | null }) => [e.action, e.revision_id !== null]),
    ).toEqual([
      ['disapproved', true],
      ['edited', true],
      ['approved', false],
      ['created', false],
    ]);
  });

  it('is refused to staff editing over it (409) and dropped when the product is turned off', async () => {
    const product = await approvedClientProduct(app, world, 'Stolica');
    await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Stolica, izmenjena'],
        ['category_id', String(world.productCategory.id)],
      ],
      world.client.token,
    );
    const staffEdit = await postJson(
      app,
      world.licence,
      `admin-update-product/${product.id}`,
      { title: 'Stolica (urednik)', category_id: world.productCategory.id },
      world.editor.token,
      'srp',
    );
    expect(staffEdit.statusCode).toBe(409);
    expect(staffEdit.json().message).toBe(
      'Izmena ove stavke čeka moderaciju. Prvo je odobrite, vratite na doradu ili odbijte.',
    );
    const disabled = await postJson(app, world.licence, `user-disable-product/${product.id}`, {}, world.client.token);
    expect(disabled.json()).toMatchObject({ status: 'deleted', pending_revision: null });
    const changes = (
      await read(app, world.licence, `moderations/content-changes/${product.id}`, world.admin.token)
    ).json();
    expect(changes).toMatchObject({ status: 'deleted', pending_revision: null, previous: null });
    const waiting = await read(
      app,
      world.licence,
      'contents?filter[status]=on_moderation&page_count=100',
      world.moderator.token,
    );
    expect(waiting.json().map((item: { id: number }) => item.id)).not.toContain(product.id);
  });

  it('is saved as a draft by the author and sent to moderation later with publish-product-draft', async () => {
    const product = await approvedClientProduct(app, world, 'Lampa');
    await postForm(
      app,
      world.licence,
      `user-update-product/${product.id}`,
      [
        ['title', 'Lampa, nova'],
        ['category_id', String(world.productCategory.id)],
      ],
      world.client.token,
    );
    await moderate(app, world.licence, `request-for-edit-product/${product.id}`, world.moderator.token, {
      remark_request_for_edit: 'Dopunite opis.',
    });
    const draft = await postForm(
      app,
      world.licence,
      `update-product-draft/${product.id}`,
      [
        ['title', 'Lampa, nova'],
        ['description', 'Stona lampa od mesinga.'],
        ['category_id', String(world.productCategory.id)],
      ],
      world.client.token,
    );
    expect(draft.json()).toMatchObject({
      title: 'Lampa',
      status: 'approved',
      remark_request_for_edit: 'Dopunite opis.',
      pending_revision: { status: 'draft', remark_request_for_edit: 'Dopunite opis.' },
    });
    const sent = await moderate(app, world.licence, `publish-product-draft/${product.id}`, world.client.token);
    expect(sent.json()).toMatchObject({ status: 'approved', pending_revision: { status: 'on_moderation' } });
    await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
    expect((await read(app, world.licence, `contents/${product.id}`)).json()).toMatchObject({
      title: 'Lampa, nova',
      description: 'Stona lampa od mesinga.',
    });
  });

  it('shows its versions to the author and staff only', async () => {
    const product = await approvedClientProduct(app, world, 'Tepih');
    const other = await clientProduct(app, world, 'Tuđi nacrt');
    const path = (id: number) => `moderations/content-changes/${id}`;
    expect((await read(app, world.licence, path(product.id), world.client.token)).statusCode).toBe(200);
    expect((await read(app, world.licence, path(product.id), world.moderator.token)).statusCode).toBe(200);
    expect((await read(app, world.licence, path(product.id), world.user.token)).statusCode).toBe(403);
    // Someone else's item the public cannot see is not even confirmed to exist.
    expect((await read(app, world.licence, path(other.id), world.user.token)).statusCode).toBe(404);
    expect((await read(app, world.licence, path(product.id))).statusCode).toBe(401);
    const unchanged = (await read(app, world.licence, path(product.id), world.client.token)).json();
    expect(unchanged).toMatchObject({ previous: null, pending_revision: null, changed_fields: [] });
    expect(unchanged.current.title).toBe('Tepih');
  });
});

describe('an edit of an approved catalog', () => {
  it('waits with its name and products while the approved catalog stays public; approval publishes both', async () => {
    const [first, second] = [
      await approvedClientProduct(app, world, 'Proizvod A'),
      await approvedClientProduct(app, world, 'Proizvod B'),
    ];
    const created = await postCatalogForm(
      app,
      world.licence,
      'user-create-catalog',
      { name: 'Jesen', category_id: String(world.productCategory.id), products: [String(first.id)] },
      world.client.token,
    );
    const id = created.json().id;
    await moderate(app, world.licence, `approve-catalog/${id}`, world.moderator.token);
    const slug = (await read(app, world.licence, `catalogs/${id}`)).json().slug;

    const edit = await postCatalogForm(
      app,
      world.licence,
      `user-update-catalog/${id}`,
      { name: 'Jesen i zima', products: [String(second.id), String(first.id)], image: undefined },
      world.client.token,
    );
    expect(edit.json()).toMatchObject({
      name: 'Jesen',
      products: [first.id],
      pending_revision: { status: 'on_moderation' },
    });
    expect((await read(app, world.licence, `catalogs/${id}`)).json()).toMatchObject({
      name: 'Jesen',
      products: [first.id],
    });
    expect(
      (await read(app, world.licence, `catalogs/get-catalog-products/${id}`)).json().map((p: { id: number }) => p.id),
    ).toEqual([first.id]);

    const changes = (await read(app, world.licence, `moderations/catalog-changes/${id}`, world.moderator.token)).json();
    expect(changes.previous).toMatchObject({ name: 'Jesen', products: [{ id: first.id, title: 'Proizvod A' }] });
    expect(changes.current).toMatchObject({
      name: 'Jesen i zima',
      products: [
        { id: second.id, status: 'approved' },
        { id: first.id, status: 'approved' },
      ],
    });
    expect(changes.changed_fields).toEqual(['name', 'products']);
    const list = (
      await read(app, world.licence, 'catalogs?filter[status]=on_moderation', world.moderator.token)
    ).json();
    expect(list.map((c: { id: number }) => c.id)).toContain(id);

    await moderate(app, world.licence, `approve-catalog/${id}`, world.moderator.token);
    const after = (await read(app, world.licence, `catalogs/${id}`)).json();
    expect(after).toMatchObject({ name: 'Jesen i zima', products: [second.id, first.id] });
    expect(after.slug).not.toBe(slug);
    const mail = await lastMailTo(app, world.client.user.email);
    expect(mail?.textBody).toContain('(katalog) su odobrene');
  });
});
