/**
 * post-comment (SPEC §7 "Comments"): who may comment where, what waits for moderation, the form's rules in both
 * languages, replies one level deep, tenancy (404) and the visitors' limit per address.
 */
import { COMMENT_TEXT_MAX } from '@izlog/contract/comments';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  commentWorld,
  getComments,
  moderate,
  postComment,
  seedComment,
  type TCommentWorld,
} from '../../../../test/support/comments';
import { seedContent } from '../../../../test/support/content-test-support';
import { VISITOR_COMMENTS_PER_WINDOW } from './visitor-throttle';

let app: TTestApp;
let world: TCommentWorld;
let other: TCommentWorld;
beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([commentWorld(app), commentWorld(app)]);
});
afterAll(() => app.close());

const tokenOf = (w: TCommentWorld, role: TLicenceRole) =>
  ({
    SUPERADMIN: w.superadmin,
    ADMIN: w.admin,
    EDITOR: w.editor,
    MODERATOR: w.moderator,
    CLIENT: w.client,
    USER: w.user,
  })[role];

/** SPEC §6: staff publish their own comments; clients and front users go through moderation. */
const STATUS_OF: Record<TLicenceRole, string> = {
  SUPERADMIN: 'approved',
  ADMIN: 'approved',
  EDITOR: 'approved',
  MODERATOR: 'approved',
  CLIENT: 'on_moderation',
  USER: 'on_moderation',
};

describe('who may comment', () => {
  it.each(LICENCE_ROLES)('%s comments under the account name, needing no name or captcha', async (role) => {
    const { user, token } = tokenOf(world, role);
    const response = await postComment(app, world.licence, world.product.id, { text: `Said by ${role}` }, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content_id: world.product.id,
      reply: null,
      text: `Said by ${role}`,
      status: STATUS_OF[role],
      author_id: user.id,
      author_name: user.username,
      moderator_comment: null,
    });
  });

  it('lets a visitor comment with a name; the comment waits for moderation and is not listed', async () => {
    const response = await postComment(app, world.licence, world.product.id, {
      name: '  Ana  ',
      text: '  Great product!  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'on_moderation',
      author_id: null,
      author_name: 'Ana',
      author_avatar: null,
      text: 'Great product!',
    });
    const listed = await getComments(app, world.licence, `?filter[content_id]=${world.product.id}`);
    expect(listed.json().map((c: { text: string }) => c.text)).not.toContain('Great product!');
  });

  it('keeps the text as plain text: markup is stored and returned as typed, never as HTML', async () => {
    const text = '<b>bold</b> <script>alert(1)</script> & more';
    const response = await postComment(app, world.licence, world.product.id, { text }, { token: world.admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toBe(text);
  });

  it('accepts a form post (urlencoded) with the same meaning as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/comments/post-comment/${world.product.id}`,
      headers: {
        'x-licence': String(world.licence.id),
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${world.user.token}`,
      },
      payload: 'text=Form+comment',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toBe('Form comment');
  });
});

describe('where comments are allowed', () => {
  it('refuses content that does not allow comments with a clear 403, in English and Serbian', async () => {
    const closed = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.article,
      authorId: world.admin.user.id,
      commentsAllowed: false,
    });
    const english = await postComment(app, world.licence, closed.id, { name: 'Ana', text: 'Hello there' });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('Comments are not allowed on this content.');
    const serbian = await postComment(
      app,
      world.licence,
      closed.id,
      { text: 'Zdravo' },
      { token: world.user.token, language: 'srp' },
    );
    expect(serbian.statusCode).toBe(403);
    expect(serbian.json().message).toBe('Komentari nisu dozvoljeni na ovom sadržaju.');
    const listed = await getComments(app, world.licence, `?filter[content_id]=${closed.id}`, {
      token: world.admin.token,
    });
    expect(listed.json()).toEqual([]);
  });

  it('answers 404 for content the public does not see: unknown, a draft, on moderation, or disabled', async () => {
    const hidden = await Promise.all(
      ['draft', 'on_moderation', 'deleted'].map((status) =>
        seedContent(app, world.licence, {
          contentTypeId: CONTENT_TYPE.product,
          authorId: world.client.user.id,
          commentsAllowed: true,
          status,
        }),
      ),
    );
    for (const id of [...hidden.map((c) => c.id), 999_999]) {
      const response = await postComment(app, world.licence, id, { text: 'Hello' }, { token: world.admin.token });
      expect(response.statusCode, String(id)).toBe(404);
    }
  });

  it("answers 404 for another licence's content, whatever the role", async () => {
    for (const role of LICENCE_ROLES) {
      const { token } = tokenOf(world, role);
      const response = await postComment(app, world.licence, other.product.id, { text: 'Hello' }, { token });
      expect(response.statusCode, role).toBe(404);
    }
    const visitor = await postComment(app, world.licence, other.product.id, { name: 'Ana', text: 'Hello' });
    expect(visitor.statusCode).toBe(404);
  });
});

describe('the form (422 with catalogue messages)', () => {
  it('asks a visitor for a name, in English and Serbian, and saves nothing', async () => {
    const english = await postComment(app, other.licence, other.product.id, { text: 'No name given' });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual([{ field: 'name', message: 'This field is required.' }]);
    const serbian = await postComment(app, other.licence, other.product.id, { text: 'Bez imena' }, { language: 'srp' });
    expect(serbian.json()).toEqual([{ field: 'name', message: 'Ovo polje je obavezno.' }]);
    const waiting = await getComments(app, other.licence, '', { token: other.admin.token });
    expect(waiting.json()).toEqual([]);
  });

  it('checks the text length after trimming, in both languages', async () => {
    const short = await postComment(
      app,
      world.licence,
      world.product.id,
      { text: '  a ' },
      { token: world.user.token },
    );
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual([{ field: 'text', message: 'Enter at least 2 characters.' }]);
    const long = await postComment(
      app,
      world.licence,
      world.product.id,
      { text: 'x'.repeat(COMMENT_TEXT_MAX + 1) },
      { token: world.user.token, language: 'srp' },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual([{ field: 'text', message: `Unesite najviše ${COMMENT_TEXT_MAX} znakova.` }]);
    const missing = await postComment(app, world.licence, world.product.id, {}, { token: world.user.token });
    expect(missing.json()).toEqual([{ field: 'text', message: 'This field is required.' }]);
  });
});

describe('replies', () => {
  it('joins a reply to its thread; a reply to a reply joins the same thread', async () => {
    const top = await seedComment(app, world.licence, { contentId: world.product.id, status: 'approved' });
    const first = await postComment(
      app,
      world.licence,
      world.product.id,
      { text: 'First answer', reply: top.id },
      { token: world.moderator.token },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ reply: top.id, status: 'approved' });
    const second = await postComment(app, world.licence, world.product.id, {
      name: 'Ana',
      text: 'Answer to the answer',
      reply: String(first.json().id),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().reply).toBe(top.id);
  });

  it('refuses a reply to a comment that waits, was disapproved, is unknown or is on another content', async () => {
    const otherContent = await seedContent(app, world.licence, {
      contentTypeId: CONTENT_TYPE.blog,
      authorId: world.user.user.id,
      commentsAllowed: true,
    });
    const elsewhere = await seedComment(app, world.licence, { contentId: otherContent.id, status: 'approved' });
    const waiting = await seedComment(app, world.licence, { contentId: world.product.id });
    const refused = await seedComment(app, world.licence, { contentId: world.product.id, status: 'disapproved' });
    const foreign = await seedComment(app, other.licence, { contentId: other.product.id, status: 'approved' });
    for (const reply of [elsewhere.id, waiting.id, refused.id, foreign.id, 999_999]) {
      const response = await postComment(
        app,
        world.licence,
        world.product.id,
        { text: 'An answer', reply },
        { token: world.user.token },
      );
      expect(response.statusCode, String(reply)).toBe(422);
      expect(response.json()).toEqual([
        { field: 'reply', message: 'You can reply only to an approved comment of this content.' },
      ]);
    }
    const serbian = await postComment(
      app,
      world.licence,
      world.product.id,
      { text: 'Odgovor', reply: waiting.id },
      { token: world.user.token, language: 'srp' },
    );
    expect(serbian.json()).toEqual([
      { field: 'reply', message: 'Možete odgovoriti samo na odobren komentar ovog sadržaja.' },
    ]);
  });
  it('refuses a reply into a withdrawn thread, also to a reply still approved in it', async () => {
    const top = await seedComment(app, world.licence, { contentId: world.product.id, status: 'approved' });
    const answer = await seedComment(app, world.licence, {
      contentId: world.product.id,
      parentId: top.id,
      status: 'approved',
    });
    const withdraw = await moderate(app, world.licence, 'disapprove-comment', top.id, { token: world.moderator.token });
    expect(withdraw.statusCode).toBe(200);
    for (const reply of [top.id, answer.id]) {
      const response = await postComment(
        app,
        world.licence,
        world.product.id,
        { text: 'An answer', reply },
        { token: world.user.token },
      );
      expect(response.statusCode, String(reply)).toBe(422);
      expect(response.json()).toEqual([
        { field: 'reply', message: 'You can reply only to an approved comment of this content.' },
      ]);
    }
  });
});

describe("visitors' limit per address", () => {
  it(`takes ${VISITOR_COMMENTS_PER_WINDOW} visitor comments from one address, then answers 429; users are not limited`, async () => {
    const fresh = await commentWorld(app);
    for (let i = 0; i < VISITOR_COMMENTS_PER_WINDOW; i++) {
      const response = await postComment(app, fresh.licence, fresh.product.id, { name: 'Ana', text: `Comment ${i}` });
      expect(response.statusCode).toBe(200);
    }
    const refused = await postComment(app, fresh.licence, fresh.product.id, { name: 'Ana', text: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    const signedIn = await postComment(
      app,
      fresh.licence,
      fresh.product.id,
      { text: 'Still fine' },
      { token: fresh.user.token },
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('counts only accepted posts: refused forms do not use up the limit', async () => {
    const fresh = await commentWorld(app);
    for (let i = 0; i < VISITOR_COMMENTS_PER_WINDOW + 2; i++) {
      expect((await postComment(app, fresh.licence, fresh.product.id, { text: 'No name' })).statusCode).toBe(422);
    }
    const accepted = await postComment(app, fresh.licence, fresh.product.id, { name: 'Ana', text: 'Now with a name' });
    expect(accepted.statusCode).toBe(200);
  });
});
