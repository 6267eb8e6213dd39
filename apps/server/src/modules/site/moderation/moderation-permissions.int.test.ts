/**
 * Every moderation call × every role (SPEC §6): who may call it (visitors 401, other roles 403, the allowed ones
 * 200 on an item that is theirs to act on), and tenancy (another licence's item is 404). Decisions on items in any
 * status but on_moderation are 422 for everyone allowed, and change nothing.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { createCategory, seedContent, tenantOf } from '../../../../test/support/content-test-support';
import {
  moderate,
  moderationWorld,
  read,
  type TModerationWorld,
} from '../../../../test/support/moderation-test-support';
import { catalogs, contents } from '../../../db/schema';

type TRoleOrVisitor = TLicenceRole | 'visitor';
const ROLES: TRoleOrVisitor[] = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER', 'visitor'];
const STAFF: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR'];
const MODERATORS: TLicenceRole[] = [...STAFF, 'MODERATOR'];

let app: TTestApp;
let world: TModerationWorld;
let other: TModerationWorld;
const articleCategory = new Map<TModerationWorld, number>();
beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([moderationWorld(app), moderationWorld(app)]);
  for (const w of [world, other])
    articleCategory.set(w, (await createCategory(app, w.licence, CONTENT_TYPE.article)).id);
});
afterAll(() => app.close());

const userOf = (w: TModerationWorld, role: TLicenceRole) =>
  ({
    SUPERADMIN: w.superadmin,
    ADMIN: w.admin,
    EDITOR: w.editor,
    MODERATOR: w.moderator,
    CLIENT: w.client,
    USER: w.user,
  })[role];
const tokenOf = (w: TModerationWorld, role: TRoleOrVisitor) => (role === 'visitor' ? undefined : userOf(w, role).token);

/** An item for the call: `authorId` writes it, in `status`. */
type TItemKind = 'blog' | 'article' | 'product' | 'page' | 'catalog';
async function seedItem(w: TModerationWorld, kind: TItemKind, authorId: number, status: string) {
  if (kind === 'catalog') {
    const [row] = await tenantOf(app, w.licence)
      .insert(catalogs, {
        name: `Katalog ${Math.random()}`,
        slug: `katalog-${Math.random().toString(36).slice(2)}`,
        categoryId: w.productCategory.id,
        image: '/media/x/content/seed-900x600.webp',
        authorId,
        status,
      })
      .returning();
    return row!.id;
  }
  const type = {
    blog: CONTENT_TYPE.blog,
    article: CONTENT_TYPE.article,
    product: CONTENT_TYPE.product,
    page: CONTENT_TYPE.staticPage,
  }[kind];
  const categoryId =
    kind === 'blog'
      ? w.blogCategory.id
      : kind === 'product'
        ? w.productCategory.id
        : kind === 'article'
          ? articleCategory.get(w)!
          : null;
  return (await seedContent(app, w.licence, { contentTypeId: type, authorId, status, categoryId })).id;
}

type TCallCase = {
  name: string;
  allowed: TLicenceRole[];
  /** The item the call acts on, as prepared for `role` (their own draft, or a client's item on moderation). */
  prepare: (w: TModerationWorld, role: TLicenceRole) => Promise<number>;
  send: (w: TModerationWorld, id: number, token?: string) => ReturnType<typeof read>;
};

const publishCall = (path: string, kind: TItemKind, allowed: TLicenceRole[]): TCallCase => ({
  name: path,
  allowed,
  prepare: (w, role) => seedItem(w, kind, userOf(w, role).user.id, 'draft'),
  send: (w, id, token) => moderate(app, w.licence, `${path}/${id}`, token),
});

const decisionCalls = (kind: 'blog' | 'product' | 'catalog'): TCallCase[] =>
  ['approve', 'disapprove', 'request-for-edit'].map((verb) => ({
    name: `${verb}-${kind}`,
    allowed: MODERATORS,
    // Users' content: a blog of the front user, products and catalogs of the client.
    prepare: (w) => seedItem(w, kind, (kind === 'blog' ? w.user : w.client).user.id, 'on_moderation'),
    send: (w, id, token) =>
      moderate(app, w.licence, `${verb}-${kind}/${id}`, token, { remark_request_for_edit: 'Molim izmene.' }),
  }));

const CALLS: TCallCase[] = [
  publishCall('publish-blog-draft', 'blog', [...STAFF, 'CLIENT', 'USER']),
  publishCall('publish-article-draft', 'article', STAFF),
  publishCall('publish-product-draft', 'product', [...STAFF, 'CLIENT']),
  publishCall('admin-publish-page-draft', 'page', STAFF),
  publishCall('publish-catalog-draft', 'catalog', [...STAFF, 'CLIENT']),
  ...decisionCalls('blog'),
  ...decisionCalls('product'),
  ...decisionCalls('catalog'),
  {
    name: 'moderation-numbers',
    allowed: MODERATORS,
    prepare: async () => 0,
    send: (w, _id, token) => read(app, w.licence, 'moderations/moderation-numbers', token),
  },
  {
    name: 'history',
    allowed: MODERATORS,
    prepare: (w) => seedItem(w, 'product', w.client.user.id, 'approved'),
    send: (w, id, token) => read(app, w.licence, `moderations/history/content/${id}`, token),
  },
  {
    name: 'content-changes (an approved product of the client)',
    allowed: [...MODERATORS, 'CLIENT'],
    prepare: (w) => seedItem(w, 'product', w.client.user.id, 'approved'),
    send: (w, id, token) => read(app, w.licence, `moderations/content-changes/${id}`, token),
  },
  {
    name: 'catalog-changes (an approved catalog of the client)',
    allowed: [...MODERATORS, 'CLIENT'],
    prepare: (w) => seedItem(w, 'catalog', w.client.user.id, 'approved'),
    send: (w, id, token) => read(app, w.licence, `moderations/catalog-changes/${id}`, token),
  },
];

describe.each(CALLS.map((c) => [c.name, c] as const))('%s', (_name, callCase) => {
  it('answers each role as SPEC §6 says: 200 allowed, 403 not allowed, 401 for visitors', async () => {
    for (const role of ROLES) {
      // Not-allowed roles try on an item prepared as if for the first allowed role.
      const preparedFor = role !== 'visitor' && callCase.allowed.includes(role) ? role : callCase.allowed[0]!;
      const id = await callCase.prepare(world, preparedFor);
      const response = await callCase.send(world, id, tokenOf(world, role));
      const want = role === 'visitor' ? 401 : callCase.allowed.includes(role) ? 200 : 403;
      expect(response.statusCode, `${role}: ${response.body}`).toBe(want);
      if (want === 403) expect(response.json().message).toBe('Unauthorized access!');
    }
  });

  if (callCase.name === 'moderation-numbers') return;

  it("answers 404 for another licence's item", async () => {
    const role = callCase.allowed[0]!;
    const foreign = await callCase.prepare(other, role);
    const response = await callCase.send(world, foreign, tokenOf(world, role));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('The requested item does not exist.');
  });
});

describe('decisions on items that do not wait for moderation', () => {
  it.each(['approve', 'disapprove', 'request-for-edit'])(
    '%s is a 422 from every other status, for every moderator',
    async (verb) => {
      for (const role of MODERATORS) {
        for (const status of ['draft', 'approved', 'request_for_edit', 'deleted']) {
          for (const kind of ['product', 'blog', 'catalog'] as const) {
            const id = await seedItem(world, kind, world.client.user.id, status);
            const table = kind === 'catalog' ? catalogs : contents;
            const before = await tenantOf(app, world.licence).findOne(table, eq(table.id, id));
            const response = await moderate(app, world.licence, `${verb}-${kind}/${id}`, tokenOf(world, role), {
              remark_request_for_edit: 'Molim izmene.',
            });
            expect(response.statusCode, `${role} ${kind} ${status}`).toBe(422);
            expect(response.json().message).toBe(`This status change is not allowed (from "${status}").`);
            expect(await tenantOf(app, world.licence).findOne(table, eq(table.id, id))).toEqual(before);
          }
        }
      }
    },
  );
});
