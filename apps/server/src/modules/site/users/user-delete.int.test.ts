/**
 * Deleting a user (decision 0023): the preview counts exactly what the chosen action touches; `transfer` gives the
 * user's live contents and catalogs to the deleting admin and leaves comments standing; `withdraw` turns them off
 * (what waited for moderation dropped) and disapproves the comments. Either way the account is anonymised, its
 * sessions and mailed links end, and one audit entry says what happened.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  createUser,
  lastMailTo,
  runAccountMailJobs,
  tokenFromMail,
} from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { seedComment } from '../../../../test/support/comments';
import {
  createCatalog,
  createCategory,
  createLocation,
  postJson,
  seedContent,
  tenantOf,
} from '../../../../test/support/content-test-support';
import {
  auditLogCall,
  auditRows,
  type TUserAdminWorld,
  userAdminWorld,
  userRow,
  usersCall,
} from '../../../../test/support/user-admin';
import { catalogs, comments, contentLocations, contentRevisions, contents, userLocations } from '../../../db/schema';

let app: TTestApp;
let world: TUserAdminWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await userAdminWorld(app);
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST', path: string, payload?: object, language: 'en' | 'srp' = 'en') =>
  usersCall(app, world.licence, method, path, { token: world.admin.token, payload, language });

/** A client with two approved products, a draft blog, an already deleted product, a catalog, comments and a pending edit. */
async function clientWithEverything() {
  const { user, token } = await createSignedInUser(app, world.licence, {
    role: 'CLIENT',
    name: 'Mila',
    phone: '0601234567',
  });
  const tdb = tenantOf(app, world.licence);
  await tdb.insert(userLocations, { userId: user.id, country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 1' });
  const productA = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.product,
    authorId: user.id,
    title: 'Med',
  });
  const productB = await seedContent(app, world.licence, { contentTypeId: CONTENT_TYPE.product, authorId: user.id });
  const blog = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.blog,
    authorId: user.id,
    status: 'draft',
  });
  const gone = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.product,
    authorId: user.id,
    status: 'deleted',
  });
  const catalog = await createCatalog(app, world.licence, user.id, 'on_moderation');
  await tdb.insert(contentRevisions, {
    contentId: productA.id,
    status: 'on_moderation',
    snapshot: {},
    submittedBy: user.id,
  });
  const onOthers = await seedContent(app, world.licence, {
    contentTypeId: CONTENT_TYPE.product,
    authorId: world.editor.user.id,
    commentsAllowed: true,
  });
  const approved = await seedComment(app, world.licence, {
    contentId: onOthers.id,
    authorId: user.id,
    status: 'approved',
    visitorName: null,
  });
  const waiting = await seedComment(app, world.licence, {
    contentId: onOthers.id,
    authorId: user.id,
    visitorName: null,
  });
  const refused = await seedComment(app, world.licence, {
    contentId: onOthers.id,
    authorId: user.id,
    status: 'disapproved',
    visitorName: null,
  });
  return { user, token, productA, productB, blog, gone, catalog, approved, waiting, refused };
}

const contentRow = async (id: number) => (await tenantOf(app, world.licence).select(contents, eq(contents.id, id)))[0]!;
const catalogRow = async (id: number) => (await tenantOf(app, world.licence).select(catalogs, eq(catalogs.id, id)))[0]!;
const commentRow = async (id: number) => (await tenantOf(app, world.licence).select(comments, eq(comments.id, id)))[0]!;

describe('GET /users/admin-delete-user-preview/{id}', () => {
  it('counts the live contents by type, the published ones, catalogs and standing comments', async () => {
    const { user } = await clientWithEverything();
    const response = await asAdmin('GET', `admin-delete-user-preview/${user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id, username: user.username },
      contents: { blogs: 1, articles: 0, products: 2, pages: 0 },
      published_contents: 2,
      catalogs: 1,
      comments: 2,
    });
  });

  it('writes nothing', async () => {
    const { user } = await clientWithEverything();
    const entries = (await auditRows(app, world.licence)).length;
    await asAdmin('GET', `admin-delete-user-preview/${user.id}`);
    expect((await userRow(app, world.licence, user.id)).status).toBe('active');
    expect(await auditRows(app, world.licence)).toHaveLength(entries);
  });
});

describe('POST /users/admin-delete-user/{id}', () => {
  it('transfer: the admin becomes the author of the live items, as they were; comments stay', async () => {
    const items = await clientWithEverything();
    const preview = (await asAdmin('GET', `admin-delete-user-preview/${items.user.id}`)).json();
    const response = await asAdmin('POST', `admin-delete-user/${items.user.id}`, { content_action: 'transfer' }, 'srp');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Korisnik je obrisan.');

    const admin = world.admin.user.id;
    expect(await contentRow(items.productA.id)).toMatchObject({ authorId: admin, status: 'approved' });
    expect(await contentRow(items.blog.id)).toMatchObject({ authorId: admin, status: 'draft' });
    expect(await catalogRow(items.catalog.id)).toMatchObject({ authorId: admin, status: 'on_moderation' });
    // A deleted item is no one's work to take over: it stays with the anonymised account.
    expect((await contentRow(items.gone.id)).authorId).toBe(items.user.id);
    const revisions = await tenantOf(app, world.licence).select(
      contentRevisions,
      eq(contentRevisions.contentId, items.productA.id),
    );
    expect(revisions).toHaveLength(1);
    expect((await commentRow(items.approved.id)).status).toBe('approved');
    expect((await commentRow(items.waiting.id)).status).toBe('on_moderation');

    const publicProduct = await call(app, {
      method: 'GET',
      url: `/api/v1/contents/${items.productA.id}`,
      licence: world.licence.id,
    });
    expect(publicProduct.json().author.id).toBe(admin);

    const entry = (await auditRows(app, world.licence)).at(-1)!;
    expect(entry).toMatchObject({ action: 'user.delete', subjectId: items.user.id, subjectLabel: items.user.username });
    expect(entry.after).toMatchObject({
      status: 'deleted',
      content_action: 'transfer',
      contents: 3,
      catalogs: 1,
      comments: 0,
    });
    expect(entry.before).toMatchObject({
      contents: preview.contents,
      catalogs: preview.catalogs,
      comments: preview.comments,
    });
  });

  it('transfer: the shop addresses the live products are offered at move with them; the others go', async () => {
    const { user } = await createSignedInUser(app, world.licence, { role: 'CLIENT' });
    const tdb = tenantOf(app, world.licence);
    const shop = await createLocation(app, world.licence, user.id, 'Subotica');
    const unused = await createLocation(app, world.licence, user.id, 'Sombor');
    const onlyGone = await createLocation(app, world.licence, user.id, 'Kikinda');
    const honey = await seedContent(app, world.licence, { contentTypeId: CONTENT_TYPE.product, authorId: user.id });
    const wax = await seedContent(app, world.licence, { contentTypeId: CONTENT_TYPE.product, authorId: user.id });
    const gone = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.product,
      authorId: user.id,
      status: 'deleted',
    });
    await tdb.insert(contentLocations, [
      { contentId: honey.id, locationId: shop.id },
      { contentId: wax.id, locationId: shop.id },
      { contentId: gone.id, locationId: onlyGone.id },
    ]);

    // The admin is told before confirming: one address (two products share it) moves with the products.
    const preview = await asAdmin('GET', `admin-delete-user-preview/${user.id}`);
    expect(preview.json()).toMatchObject({ contents: { products: 2 }, locations: 1 });
    const response = await asAdmin('POST', `admin-delete-user/${user.id}`, { content_action: 'transfer' });
    expect(response.statusCode, response.body).toBe(200);

    const locationsLeft = await tdb.select(userLocations, eq(userLocations.id, shop.id));
    expect(locationsLeft).toMatchObject([{ userId: world.admin.user.id, city: 'Subotica' }]);
    for (const removed of [unused, onlyGone]) {
      expect(await tdb.select(userLocations, eq(userLocations.id, removed.id))).toEqual([]);
    }
    // No product points at a removed address.
    expect(await tdb.select(contentLocations, eq(contentLocations.locationId, onlyGone.id))).toEqual([]);

    const publicProduct = await call(app, {
      method: 'GET',
      url: `/api/v1/contents/${honey.id}`,
      licence: world.licence.id,
    });
    expect(publicProduct.json().locations).toEqual([
      { id: shop.id, country: 'Srbija', city: 'Subotica', address: 'Knez Mihailova 1' },
    ]);
    // The admin can go on editing the product with its address (a product names only its author's locations).
    const category = await createCategory(app, world.licence, CONTENT_TYPE.product);
    const edit = await postJson(
      app,
      world.licence,
      `admin-update-product/${honey.id}`,
      { title: 'Med sa salaša', category_id: category.id, locations: [shop.id] },
      world.admin.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().locations).toEqual([expect.objectContaining({ id: shop.id })]);
    expect((await auditRows(app, world.licence)).at(-1)!.after).toMatchObject({ locations: 1 });
  });

  it('withdraw: the live items are turned off (pending edits dropped) and the comments disapproved', async () => {
    const items = await clientWithEverything();
    const shop = await createLocation(app, world.licence, items.user.id);
    await tenantOf(app, world.licence).insert(contentLocations, { contentId: items.productA.id, locationId: shop.id });
    const response = await asAdmin('POST', `admin-delete-user/${items.user.id}`, { content_action: 'withdraw' });
    expect(response.statusCode, response.body).toBe(200);
    // The shop addresses go with the account: nobody offers the turned-off products anywhere.
    expect(await tenantOf(app, world.licence).select(userLocations, eq(userLocations.id, shop.id))).toEqual([]);
    expect(
      await tenantOf(app, world.licence).select(contentLocations, eq(contentLocations.contentId, items.productA.id)),
    ).toEqual([]);

    for (const id of [items.productA.id, items.productB.id, items.blog.id]) {
      expect(await contentRow(id)).toMatchObject({ status: 'deleted', authorId: items.user.id });
    }
    expect((await catalogRow(items.catalog.id)).status).toBe('deleted');
    const revisions = await tenantOf(app, world.licence).select(
      contentRevisions,
      eq(contentRevisions.contentId, items.productA.id),
    );
    expect(revisions).toEqual([]);
    expect(await commentRow(items.approved.id)).toMatchObject({
      status: 'disapproved',
      moderatedBy: world.admin.user.id,
    });
    expect((await commentRow(items.waiting.id)).status).toBe('disapproved');

    const publicProduct = await call(app, {
      method: 'GET',
      url: `/api/v1/contents/${items.productA.id}`,
      licence: world.licence.id,
    });
    expect(publicProduct.statusCode).toBe(404);
    const history = await call(app, {
      method: 'GET',
      url: `/api/v1/moderations/history/content/${items.productA.id}`,
      licence: world.licence.id,
      token: world.admin.token,
    });
    expect(history.json()[0]).toMatchObject({
      action: 'disabled',
      status: 'deleted',
      actor: { id: world.admin.user.id },
    });

    expect((await auditRows(app, world.licence)).at(-1)!.after).toMatchObject({
      content_action: 'withdraw',
      contents: 3,
      catalogs: 1,
      comments: 2,
      locations: 0,
    });
  });

  it('anonymises the account: no personal field, no password, no session, no mailed link, no locations', async () => {
    const { user, token } = await clientWithEverything();
    await call(app, {
      method: 'POST',
      url: '/api/v1/users/request-reset-licence-user-password',
      licence: world.licence.id,
      payload: { email: user.email },
    });
    await runAccountMailJobs(app);
    const link = tokenFromMail((await lastMailTo(app, user.email))!.textBody);
    expect((await asAdmin('POST', `admin-delete-user/${user.id}`, { content_action: 'transfer' })).statusCode).toBe(
      200,
    );

    const row = await userRow(app, world.licence, user.id);
    expect(row.username).toMatch(new RegExp(`^deleted-${user.id}-[0-9a-f]{12}$`));
    expect(row).toMatchObject({
      email: `${row.username}@invalid`,
      passwordHash: null,
      status: 'deleted',
      name: null,
      phone: null,
      city: null,
    });
    expect(await tenantOf(app, world.licence).select(userLocations, eq(userLocations.userId, user.id))).toEqual([]);
    expect(
      (await call(app, { method: 'GET', url: '/api/v1/profiles/own-profile', licence: world.licence.id, token }))
        .statusCode,
    ).toBe(511);
    const reset = await call(app, {
      method: 'POST',
      url: '/api/v1/users/reset-licence-user-password',
      licence: world.licence.id,
      payload: { email: user.email, password_reset_token: link.token, password: 'back-from-the-dead' },
    });
    expect(reset.statusCode).toBe(422);
    const login = await call(app, {
      method: 'POST',
      url: '/api/v1/users/login-licence-user',
      licence: world.licence.id,
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    // The address is free again: the person can be given a new account.
    const again = await asAdmin('POST', 'admin-create-user', {
      email: user.email,
      username: user.username,
      role: 'CLIENT',
      password: 'new-pass',
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('deletes a user whose plain anonymised name and address another account already has', async () => {
    const { user } = await clientWithEverything();
    // Anyone may be called "deleted-<id>": here an admin renames someone so, and another account has the address.
    const namesake = await createUser(app, world.licence);
    const renamed = await asAdmin('POST', `admin-update-user-username/${namesake.id}`, {
      username: `deleted-${user.id}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await createUser(app, world.licence, { email: `deleted-${user.id}@invalid` });

    const response = await asAdmin('POST', `admin-delete-user/${user.id}`, { content_action: 'transfer' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await userRow(app, world.licence, user.id);
    expect(row.status).toBe('deleted');
    expect(row.username).not.toBe(`deleted-${user.id}`);
    expect((await userRow(app, world.licence, namesake.id)).username).toBe(`deleted-${user.id}`);
  });

  it('lists the deleted account only when asked for deleted users', async () => {
    const { user } = await clientWithEverything();
    await asAdmin('POST', `admin-delete-user/${user.id}`, { content_action: 'withdraw' });
    const all = (await asAdmin('GET', 'admin-get-licence-users?page_count=100')).json();
    expect(all.map((each: { id: number }) => each.id)).not.toContain(user.id);
    const deleted = (await asAdmin('GET', 'admin-get-licence-users?filter[status]=deleted&page_count=100')).json();
    expect(deleted.map((each: { id: number }) => each.id)).toContain(user.id);
  });

  it('refuses an unknown content action with 422 naming content_action, deleting nothing', async () => {
    const { user, productA } = await clientWithEverything();
    const entries = (await auditRows(app, world.licence)).length;
    const response = await asAdmin('POST', `admin-delete-user/${user.id}`, { content_action: 'burn' }, 'srp');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'content_action', message: 'Izaberite jednu od ponuđenih vrednosti.' }]);
    expect((await userRow(app, world.licence, user.id)).status).toBe('active');
    expect((await contentRow(productA.id)).authorId).toBe(user.id);
    expect(await auditRows(app, world.licence)).toHaveLength(entries);
  });

  it('is read in the audit log by the deleted user’s id', async () => {
    const { user } = await clientWithEverything();
    await asAdmin('POST', `admin-delete-user/${user.id}`, { content_action: 'transfer' });
    const log = await auditLogCall(app, world.licence, `?filter[user_id]=${user.id}`, { token: world.admin.token });
    expect(log.json().map((entry: { action: string }) => entry.action)).toEqual(['user.delete']);
  });
});
