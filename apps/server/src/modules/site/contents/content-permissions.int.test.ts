/**
 * SPEC §6 for every write call of the content table: who may call it (others 403, visitors 401), the status each
 * role's content gets (staff publish, clients and users go to moderation, drafts stay drafts), ownership (403 for
 * another's content) and tenancy (404 for another licence's or another type's content).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  contentWorld,
  createCategory,
  photo,
  postForm,
  postJson,
  seedContent,
  type TContentWorld,
} from '../../../../test/support/content-test-support';
import { CONTENT_CALLS, type TContentCall } from './writes/content-calls';

let app: TTestApp;
let world: TContentWorld;
let other: TContentWorld;
const categoryOf = new Map<number, number>();

beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([contentWorld(app), contentWorld(app)]);
  for (const type of Object.values(CONTENT_TYPE)) {
    categoryOf.set(type, (await createCategory(app, world.licence, type)).id);
  }
});
afterAll(() => app.close());

const STAFF: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR'];
/** Who may call what, as SPEC §6 says it (independent of the policy table it checks). */
const ALLOWED: Record<string, TLicenceRole[]> = {
  'admin-create-article': STAFF,
  'admin-update-article': STAFF,
  'admin-delete-article': STAFF,
  'create-article-draft': STAFF,
  'update-article-draft': STAFF,
  'admin-create-blog': STAFF,
  'admin-update-blog': STAFF,
  'admin-delete-blog': STAFF,
  'user-create-blog': ['CLIENT', 'USER'],
  'user-update-blog': ['CLIENT', 'USER'],
  'user-delete-blog': ['CLIENT', 'USER'],
  'create-blog-draft': [...STAFF, 'CLIENT', 'USER'],
  'update-blog-draft': [...STAFF, 'CLIENT', 'USER'],
  'admin-create-product': STAFF,
  'admin-update-product': STAFF,
  'admin-delete-product': STAFF,
  'user-create-product': ['CLIENT'],
  'user-update-product': ['CLIENT'],
  'user-disable-product': ['CLIENT'],
  'create-product-draft': [...STAFF, 'CLIENT'],
  'update-product-draft': [...STAFF, 'CLIENT'],
  'admin-create-page': STAFF,
  'admin-create-page-draft': STAFF,
  'admin-update-page': STAFF,
  'admin-update-page-draft': STAFF,
  'admin-delete-page': STAFF,
  'admin-delete-page-draft': STAFF,
};
const ROLES: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'];

const signedIn = (w: TContentWorld, role: TLicenceRole) =>
  ({
    SUPERADMIN: w.superadmin,
    ADMIN: w.admin,
    EDITOR: w.editor,
    MODERATOR: w.moderator,
    CLIENT: w.client,
    USER: w.user,
  })[role];

const pathOf = (call: TContentCall, id?: number) => (call.operation === 'create' ? call.name : `${call.name}/${id}`);

/** What each role's write leaves: drafts stay drafts, staff publish, clients and users wait for moderation. */
function expectedStatus(call: TContentCall, role: TLicenceRole) {
  if (call.event === 'saveDraft') return 'draft';
  return STAFF.includes(role) ? 'approved' : 'on_moderation';
}

async function formFor(call: TContentCall) {
  return [
    ['title', `A ${call.name} title`],
    ['category_id', String(categoryOf.get(call.contentTypeId))],
    ['image', await photo()],
  ] as [string, string | Awaited<ReturnType<typeof photo>>][];
}

it('the table covers every content call of SPEC §7 (and the staff deletes of decision 0013), once', () => {
  expect(CONTENT_CALLS.map((call) => call.name).sort()).toEqual(Object.keys(ALLOWED).sort());
});

describe.each(CONTENT_CALLS.map((call) => [call.name, call] as const))('%s', (_name, call) => {
  it('refuses roles SPEC §6 does not allow with 403 and visitors with 401', async () => {
    for (const role of ROLES.filter((r) => !ALLOWED[call.name]!.includes(r))) {
      const row = await seedContent(app, world.licence, {
        contentTypeId: call.contentTypeId,
        authorId: signedIn(world, role).user.id,
        status: 'draft',
      });
      const response = await postJson(
        app,
        world.licence,
        pathOf(call, row.id),
        { title: 'x' },
        signedIn(world, role).token,
      );
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe('Unauthorized access!');
    }
    const visitor = await postJson(app, world.licence, pathOf(call, 1), { title: 'x' });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets every allowed role do it, with the status SPEC §4 gives', async () => {
    for (const role of ALLOWED[call.name]!) {
      const actor = signedIn(world, role);
      if (call.operation === 'create') {
        const response = await postForm(app, world.licence, call.name, await formFor(call), actor.token);
        expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({
          content_type_id: call.contentTypeId,
          status: expectedStatus(call, role),
          author: { id: actor.user.id },
        });
        continue;
      }
      const row = await seedContent(app, world.licence, {
        contentTypeId: call.contentTypeId,
        authorId: actor.user.id,
        status: 'draft',
        categoryId: categoryOf.get(call.contentTypeId),
      });
      const response =
        call.operation === 'update'
          ? await postForm(app, world.licence, pathOf(call, row.id), await formFor(call), actor.token)
          : await postJson(app, world.licence, pathOf(call, row.id), {}, actor.token);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      if (call.operation === 'update') expect(response.json().status).toBe(expectedStatus(call, role));
      if (call.operation === 'disable') expect(response.json().status).toBe('deleted');
      if (call.operation === 'delete' || call.operation === 'deleteDraft') {
        expect(response.json()).toEqual({ message: 'The content is deleted.' });
      }
    }
  });

  if (call.operation === 'create') return;

  it("answers 404 for another licence's content and for content of another type", async () => {
    const role = ALLOWED[call.name]![0]!;
    const foreign = await seedContent(app, other.licence, {
      contentTypeId: call.contentTypeId,
      authorId: signedIn(other, role).user.id,
      status: 'draft',
    });
    const otherType = call.contentTypeId === CONTENT_TYPE.blog ? CONTENT_TYPE.article : CONTENT_TYPE.blog;
    const wrongType = await seedContent(app, world.licence, {
      contentTypeId: otherType,
      authorId: signedIn(world, role).user.id,
      status: 'draft',
    });
    for (const id of [foreign.id, wrongType.id, 999_999]) {
      const response = await postForm(
        app,
        world.licence,
        pathOf(call, id),
        await formFor(call),
        signedIn(world, role).token,
      );
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe('The requested item does not exist.');
    }
  });

  it("refuses another author's content with 403 unless the caller is staff", async () => {
    const role = ALLOWED[call.name]![0]!;
    const author = role === 'USER' || STAFF.includes(role) ? world.client : world.user;
    const theirs = await seedContent(app, world.licence, {
      contentTypeId: call.contentTypeId,
      authorId: author.user.id,
      status: 'draft',
      categoryId: categoryOf.get(call.contentTypeId),
    });
    const response =
      call.operation === 'update'
        ? await postForm(app, world.licence, pathOf(call, theirs.id), await formFor(call), signedIn(world, role).token)
        : await postJson(app, world.licence, pathOf(call, theirs.id), {}, signedIn(world, role).token);
    expect(response.statusCode, response.body).toBe(STAFF.includes(role) ? 200 : 403);
  });
});
