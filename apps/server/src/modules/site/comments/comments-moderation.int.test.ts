/**
 * Comment moderation (SPEC §7 "Moderation", §6): the queue, approve, disapprove and the moderator's note; every role,
 * tenancy (404), a comment moderated once (409, also for two moderators at once), and the badge count.
 */
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  commentWorld,
  getComments,
  getOnModeration,
  moderate,
  postComment,
  seedComment,
  type TCommentWorld,
} from '../../../../test/support/comments';
import { tenantOf } from '../../../../test/support/content-test-support';
import { comments } from '../../../db/schema';
import { POLICY } from '../../../platform/permissions/policy';
import { countCommentsOnModeration } from './count-comments-on-moderation';

let app: TTestApp;
let world: TCommentWorld;
let other: TCommentWorld;
beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([commentWorld(app), commentWorld(app)]);
});
afterAll(() => app.close());

/** SPEC §6: moderators, and admins and editors ("all permissions" but user administration), and the superadmin. */
const MODERATING: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'];
const tokenOf = (w: TCommentWorld, role: TLicenceRole) =>
  ({
    SUPERADMIN: w.superadmin,
    ADMIN: w.admin,
    EDITOR: w.editor,
    MODERATOR: w.moderator,
    CLIENT: w.client,
    USER: w.user,
  })[role].token;

const waiting = (w: TCommentWorld, text = 'Please approve me') =>
  seedComment(app, w.licence, { contentId: w.product.id, text });

it('keeps the moderating roles of SPEC §6 in the policy table', () => {
  expect(POLICY['comments.moderate']).toEqual(MODERATING);
  expect(POLICY['comments.postWithoutModeration']).toEqual(MODERATING);
});

describe('the queue: GET /moderations/comments-on-moderation', () => {
  it('lists waiting comments oldest first, with their content and the comment a reply answers', async () => {
    const fresh = await commentWorld(app);
    const top = await seedComment(app, fresh.licence, {
      contentId: fresh.product.id,
      status: 'approved',
      text: 'The question',
    });
    const first = await seedComment(app, fresh.licence, { contentId: fresh.product.id, text: 'First waiting' });
    await seedComment(app, fresh.licence, { contentId: fresh.product.id, status: 'disapproved', text: 'Refused' });
    await seedComment(app, fresh.licence, {
      contentId: fresh.product.id,
      parentId: top.id,
      text: 'A waiting answer',
    });
    const response = await getOnModeration(app, fresh.licence, '', { token: fresh.moderator.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-pagination-total-count']).toBe('2');
    const items = response.json();
    expect(items.map((c: { text: string }) => c.text)).toEqual(['First waiting', 'A waiting answer']);
    expect(items[0]).toMatchObject({
      id: first.id,
      status: 'on_moderation',
      author_name: 'Visitor',
      author_id: null,
      reply: null,
      reply_to_text: null,
      content: {
        id: fresh.product.id,
        title: fresh.product.title,
        slug: fresh.product.slug,
        content_type_id: fresh.product.contentTypeId,
      },
    });
    expect(items[1]).toMatchObject({ reply: top.id, reply_to_text: 'The question' });
  });

  it('filters by content and content type, and pages', async () => {
    const fresh = await commentWorld(app);
    for (let i = 1; i <= 3; i++) await waiting(fresh, `Waiting ${i}`);
    const texts = async (query: string) =>
      (await getOnModeration(app, fresh.licence, query, { token: fresh.admin.token }))
        .json()
        .map((c: { text: string }) => c.text);
    expect(await texts(`?filter[content_id]=${fresh.product.id}&page=2&page_count=2`)).toEqual(['Waiting 3']);
    expect(await texts(`?filter[content_type_id]=${fresh.product.contentTypeId}`)).toHaveLength(3);
    expect(await texts('?filter[content_type_id]=2')).toEqual([]);
    expect(await texts(`?filter[content_id]=${other.product.id}`)).toEqual([]);
  });

  it.each(LICENCE_ROLES)('answers %s by the policy (200 or 403); visitors 401', async (role) => {
    const response = await getOnModeration(app, world.licence, '', { token: tokenOf(world, role) });
    expect(response.statusCode).toBe(MODERATING.includes(role) ? 200 : 403);
    if (!MODERATING.includes(role)) expect(response.json().message).toBe('Unauthorized access!');
    expect((await getOnModeration(app, world.licence, '')).statusCode).toBe(401);
  });

  it("never lists another licence's comments", async () => {
    const foreign = await waiting(other, 'Foreign waiting');
    const response = await getOnModeration(app, world.licence, '?page_count=100', { token: world.moderator.token });
    expect(response.json().map((c: { id: number }) => c.id)).not.toContain(foreign.id);
  });
});

describe('approve-comment and disapprove-comment', () => {
  it('approves a waiting comment: the public sees it, with who moderated and when recorded', async () => {
    const comment = await waiting(world, 'Approve me');
    const response = await moderate(app, world.licence, 'approve-comment', comment.id, {
      token: world.moderator.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: comment.id, status: 'approved', text: 'Approve me' });
    expect(Date.parse(response.json().moderated_at)).not.toBeNaN();
    const listed = await getComments(app, world.licence, `?filter[content_id]=${world.product.id}`);
    expect(listed.json().map((c: { id: number }) => c.id)).toContain(comment.id);
  });

  it('disapproves a waiting comment: the public never sees it and it leaves the queue', async () => {
    const comment = await waiting(world, 'Disapprove me');
    const response = await moderate(app, world.licence, 'disapprove-comment', comment.id, {
      token: world.editor.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('disapproved');
    const listed = await getComments(app, world.licence, `?filter[content_id]=${world.product.id}`);
    expect(listed.json().map((c: { id: number }) => c.id)).not.toContain(comment.id);
    const queue = await getOnModeration(app, world.licence, '?page_count=100', { token: world.moderator.token });
    expect(queue.json().map((c: { id: number }) => c.id)).not.toContain(comment.id);
  });

  for (const action of ['approve-comment', 'disapprove-comment'] as const) {
    it.each(LICENCE_ROLES)(`${action}: answers %s by the policy, changing nothing when refused`, async (role) => {
      const comment = await waiting(world);
      const response = await moderate(app, world.licence, action, comment.id, { token: tokenOf(world, role) });
      if (MODERATING.includes(role)) {
        expect(response.statusCode).toBe(200);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Unauthorized access!');
        expect((await moderate(app, world.licence, action, comment.id)).statusCode).toBe(401);
        const queue = await getOnModeration(app, world.licence, '?page_count=100', { token: world.admin.token });
        expect(queue.json().map((c: { id: number }) => c.id)).toContain(comment.id);
      }
    });

    it(`${action}: answers 404 for another licence's comment and for an unknown one`, async () => {
      const foreign = await waiting(other);
      for (const id of [foreign.id, 999_999]) {
        const response = await moderate(app, world.licence, action, id, { token: world.admin.token });
        expect(response.statusCode).toBe(404);
      }
      const queue = await getOnModeration(app, other.licence, '?page_count=100', { token: other.admin.token });
      expect(queue.json().map((c: { id: number }) => c.id)).toContain(foreign.id);
    });
  }

  it('answers 409 for a comment already moderated, in English and Serbian, and keeps the first decision', async () => {
    const comment = await waiting(world);
    await moderate(app, world.licence, 'approve-comment', comment.id, { token: world.moderator.token });
    const again = await moderate(app, world.licence, 'approve-comment', comment.id, { token: world.admin.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      name: 'Conflict',
      message: 'This comment has already been moderated.',
      status: 409,
    });
    const serbian = await moderate(app, world.licence, 'approve-comment', comment.id, {
      token: world.admin.token,
      language: 'srp',
    });
    expect(serbian.statusCode).toBe(409);
    expect(serbian.json().message).toBe('Ovaj komentar je već moderiran.');
    const listed = await getComments(app, world.licence, `?filter[content_id]=${world.product.id}&page_count=100`);
    expect(listed.json().map((c: { id: number }) => c.id)).toContain(comment.id);
  });

  it('lets one of two moderators acting at once win; the other gets 409 and nothing is half-applied', async () => {
    for (const [first, second] of [
      ['approve-comment', 'disapprove-comment'],
      ['approve-comment', 'approve-comment'],
      ['disapprove-comment', 'approve-comment'],
    ] as const) {
      const comment = await waiting(world);
      const answers = await Promise.all([
        moderate(app, world.licence, first, comment.id, { token: world.moderator.token }),
        moderate(app, world.licence, second, comment.id, { token: world.admin.token }),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      const row = await tenantOf(app, world.licence).findOne(comments, eq(comments.id, comment.id));
      if (first === second || statuses[1] === 409) {
        // Both decided on the waiting comment: one wins, the other is told it was already moderated.
        expect(statuses).toEqual([200, 409]);
        const winner = answers.find((a) => a.statusCode === 200)!.json();
        expect(row!.status).toBe(winner.status);
      } else {
        // On a server where the second request reads after the first committed, approve then disapprove is the
        // legal sequence "approved, then withdrawn" (comment-status.ts): both succeed and the comment ends withdrawn.
        expect(statuses).toEqual([200, 200]);
        expect(row!.status).toBe('disapproved');
      }
    }
  });
});

describe('withdrawing an approved comment (disapprove-comment)', () => {
  const listedIds = async (w: TCommentWorld) => {
    const listed = await getComments(app, w.licence, `?filter[content_id]=${w.product.id}&page_count=100`);
    return listed.json().map((c: { id: number }) => c.id);
  };

  it('takes an approved comment from the public thread, with who withdrew it and when', async () => {
    const comment = await waiting(world, 'Approved, then withdrawn');
    const approved = await moderate(app, world.licence, 'approve-comment', comment.id, {
      token: world.moderator.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(await listedIds(world)).toContain(comment.id);
    const withdrawn = await moderate(app, world.licence, 'disapprove-comment', comment.id, {
      token: world.editor.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: comment.id, status: 'disapproved', text: 'Approved, then withdrawn' });
    expect(Date.parse(withdrawn.json().moderated_at)).toBeGreaterThanOrEqual(Date.parse(approved.json().moderated_at));
    expect(await listedIds(world)).not.toContain(comment.id);
    const row = await tenantOf(app, world.licence).findOne(comments, eq(comments.id, comment.id));
    expect(row).toMatchObject({ status: 'disapproved', moderatedBy: world.editor.user.id });
    // A withdrawn comment does not go back to the queue.
    const queue = await getOnModeration(app, world.licence, '?page_count=100', { token: world.moderator.token });
    expect(queue.json().map((c: { id: number }) => c.id)).not.toContain(comment.id);
  });

  it('takes the approved replies of a withdrawn thread with it', async () => {
    const top = await seedComment(app, world.licence, { contentId: world.product.id, status: 'approved' });
    const answer = await seedComment(app, world.licence, {
      contentId: world.product.id,
      parentId: top.id,
      status: 'approved',
    });
    const listed = await getComments(app, world.licence, `?filter[content_id]=${world.product.id}&page_count=100`);
    const thread = listed.json().find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { id: number }) => r.id)).toEqual([answer.id]);
    await moderate(app, world.licence, 'disapprove-comment', top.id, { token: world.moderator.token });
    expect(await listedIds(world)).not.toContain(top.id);
  });

  it('answers 409 to disapproving twice and to approving a withdrawn comment: disapproved is final', async () => {
    const comment = await waiting(world);
    await moderate(app, world.licence, 'approve-comment', comment.id, { token: world.moderator.token });
    await moderate(app, world.licence, 'disapprove-comment', comment.id, { token: world.moderator.token });
    for (const action of ['disapprove-comment', 'approve-comment'] as const) {
      const response = await moderate(app, world.licence, action, comment.id, { token: world.admin.token });
      expect(response.statusCode, action).toBe(409);
      expect(response.json().message).toBe('This comment has already been moderated.');
    }
    const row = await tenantOf(app, world.licence).findOne(comments, eq(comments.id, comment.id));
    expect(row!.status).toBe('disapproved');
    expect(await listedIds(world)).not.toContain(comment.id);
  });

  it("lets only moderating roles withdraw, and never another licence's comment", async () => {
    const comment = await seedComment(app, world.licence, { contentId: world.product.id, status: 'approved' });
    for (const role of ['CLIENT', 'USER'] as const) {
      const response = await moderate(app, world.licence, 'disapprove-comment', comment.id, {
        token: tokenOf(world, role),
      });
      expect(response.statusCode, role).toBe(403);
    }
    const foreign = await moderate(app, other.licence, 'disapprove-comment', comment.id, {
      token: other.admin.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await listedIds(world)).toContain(comment.id);
  });
});

describe('moderator-comment', () => {
  it('puts a note under a comment that the public sees, and an empty note removes it', async () => {
    const comment = await seedComment(app, world.licence, { contentId: world.product.id, status: 'approved' });
    const set = await moderate(app, world.licence, 'moderator-comment', comment.id, {
      token: world.moderator.token,
      payload: { moderator_comment: '  We fixed the size chart.  ' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().moderator_comment).toBe('We fixed the size chart.');
    const noteOf = async () =>
      (await getComments(app, world.licence, `?filter[content_id]=${world.product.id}&page_count=100`))
        .json()
        .find((c: { id: number }) => c.id === comment.id).moderator_comment;
    expect(await noteOf()).toBe('We fixed the size chart.');
    const cleared = await moderate(app, world.licence, 'moderator-comment', comment.id, {
      token: world.moderator.token,
      payload: { moderator_comment: '' },
    });
    expect(cleared.json().moderator_comment).toBeNull();
    expect(await noteOf()).toBeNull();
  });

  it('checks the note length, answers 404 across licences and 403 to roles that do not moderate', async () => {
    const comment = await waiting(world);
    const long = await moderate(app, world.licence, 'moderator-comment', comment.id, {
      token: world.admin.token,
      payload: { moderator_comment: 'x'.repeat(2001) },
      language: 'srp',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual([{ field: 'moderator_comment', message: 'Unesite najviše 2000 znakova.' }]);
    const foreign = await waiting(other);
    const crossing = await moderate(app, world.licence, 'moderator-comment', foreign.id, {
      token: world.admin.token,
      payload: { moderator_comment: 'Hello' },
    });
    expect(crossing.statusCode).toBe(404);
    for (const role of ['CLIENT', 'USER'] as const) {
      const refused = await moderate(app, world.licence, 'moderator-comment', comment.id, {
        token: tokenOf(world, role),
        payload: { moderator_comment: 'Hello' },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('countCommentsOnModeration (the badge of moderation-numbers)', () => {
  it('counts the waiting comments of one licence only', async () => {
    const fresh = await commentWorld(app);
    const scope = { tenant: tenantOf(app, fresh.licence) };
    expect(await countCommentsOnModeration(scope)).toBe(0);
    await postComment(app, fresh.licence, fresh.product.id, { name: 'Ana', text: 'Waiting one' });
    await postComment(app, fresh.licence, fresh.product.id, { text: 'Waiting two' }, { token: fresh.user.token });
    await postComment(app, fresh.licence, fresh.product.id, { text: 'Staff, published' }, { token: fresh.admin.token });
    await waiting(other);
    expect(await countCommentsOnModeration(scope)).toBe(2);
  });
});
