/**
 * GET /comments: the public sees approved comments only, whatever it asks for, threads newest first with their
 * approved replies, paginated by DESIGN §3; comments of contents the public does not see are not listed.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { commentWorld, getComments, seedComment, type TCommentWorld } from '../../../../test/support/comments';
import { seedContent, tenantOf } from '../../../../test/support/content-test-support';
import { contents } from '../../../db/schema';

let app: TTestApp;
let world: TCommentWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await commentWorld(app);
});
afterAll(() => app.close());

type TThread = { id: number; text: string; reply: number | null; replies: { text: string; reply: number }[] };

describe('what the public sees', () => {
  it('lists approved threads newest first, each with its approved replies oldest first', async () => {
    const fresh = await commentWorld(app);
    const contentId = fresh.product.id;
    const older = await seedComment(app, fresh.licence, { contentId, status: 'approved', text: 'Older thread' });
    await seedComment(app, fresh.licence, { contentId, text: 'Waiting thread' });
    await seedComment(app, fresh.licence, { contentId, status: 'disapproved', text: 'Refused thread' });
    const newer = await seedComment(app, fresh.licence, {
      contentId,
      status: 'approved',
      text: 'Newer thread',
      authorId: fresh.client.user.id,
      visitorName: null,
      moderatorComment: 'Thanks, we answered by mail.',
    });
    await seedComment(app, fresh.licence, { contentId, parentId: older.id, status: 'approved', text: 'Reply one' });
    await seedComment(app, fresh.licence, { contentId, parentId: older.id, text: 'Reply waiting' });
    await seedComment(app, fresh.licence, { contentId, parentId: older.id, status: 'approved', text: 'Reply two' });

    for (const status of [
      '',
      '&filter[status]=approved',
      '&filter[status]=on_moderation',
      '&filter[status]=disapproved',
    ]) {
      const response = await getComments(app, fresh.licence, `?filter[content_id]=${contentId}${status}`);
      expect(response.statusCode, status).toBe(200);
      const threads: TThread[] = response.json();
      expect(
        threads.map((t) => t.text),
        status,
      ).toEqual(['Newer thread', 'Older thread']);
      expect(threads[1]!.replies.map((r) => [r.text, r.reply])).toEqual([
        ['Reply one', older.id],
        ['Reply two', older.id],
      ]);
      expect(threads[0]).toMatchObject({
        id: newer.id,
        author_name: fresh.client.user.username,
        author_id: fresh.client.user.id,
        moderator_comment: 'Thanks, we answered by mail.',
        status: 'approved',
        replies: [],
      });
    }
  });

  it('shows staff the same approved list (moderation has its own list)', async () => {
    const fresh = await commentWorld(app);
    await seedComment(app, fresh.licence, { contentId: fresh.product.id, text: 'Waiting' });
    const response = await getComments(app, fresh.licence, '?filter[status]=on_moderation', {
      token: fresh.moderator.token,
    });
    expect(response.json()).toEqual([]);
  });

  it('lists only the asked content, and nothing for a content of another licence', async () => {
    const fresh = await commentWorld(app);
    const other = await commentWorld(app);
    const blog = await seedContent(app, fresh.licence, {
      contentTypeId: CONTENT_TYPE.blog,
      authorId: fresh.user.user.id,
      commentsAllowed: true,
    });
    await seedComment(app, fresh.licence, { contentId: fresh.product.id, status: 'approved', text: 'On product' });
    await seedComment(app, fresh.licence, { contentId: blog.id, status: 'approved', text: 'On blog' });
    await seedComment(app, other.licence, { contentId: other.product.id, status: 'approved', text: 'Elsewhere' });
    const texts = async (query: string) =>
      (await getComments(app, fresh.licence, query)).json().map((t: TThread) => t.text);
    expect(await texts(`?filter[content_id]=${blog.id}`)).toEqual(['On blog']);
    expect(await texts('')).toEqual(['On blog', 'On product']);
    expect(await texts(`?filter[content_id]=${other.product.id}`)).toEqual([]);
  });

  it('hides the comments of a content the public no longer sees', async () => {
    const fresh = await commentWorld(app);
    await seedComment(app, fresh.licence, { contentId: fresh.product.id, status: 'approved', text: 'Visible' });
    expect((await getComments(app, fresh.licence, `?filter[content_id]=${fresh.product.id}`)).json()).toHaveLength(1);
    await tenantOf(app, fresh.licence).update(contents, { status: 'deleted' }, eq(contents.id, fresh.product.id));
    expect((await getComments(app, fresh.licence, `?filter[content_id]=${fresh.product.id}`)).json()).toEqual([]);
  });

  it('answers 422 for a filter that is not a status or an id', async () => {
    const response = await getComments(app, world.licence, '?filter[status]=everything&filter[content_id]=abc');
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['filter[content_id]', 'filter[status]']);
  });
});

describe('pagination (DESIGN §3)', () => {
  it('pages the threads and counts them in the headers; replies ride along with their thread', async () => {
    const fresh = await commentWorld(app);
    const contentId = fresh.product.id;
    const tops = [];
    for (let i = 1; i <= 5; i++) {
      tops.push(await seedComment(app, fresh.licence, { contentId, status: 'approved', text: `Thread ${i}` }));
    }
    await seedComment(app, fresh.licence, { contentId, status: 'approved', parentId: tops[0]!.id, text: 'Reply' });
    const page2 = await getComments(app, fresh.licence, `?filter[content_id]=${contentId}&page=2&page_count=2`);
    expect(page2.json().map((t: TThread) => t.text)).toEqual(['Thread 3', 'Thread 2']);
    expect(page2.headers['x-pagination-total-count']).toBe('5');
    expect(page2.headers['x-pagination-page-count']).toBe('3');
    expect(page2.headers['x-pagination-current-page']).toBe('2');
    expect(page2.headers['x-pagination-per-page']).toBe('2');
    expect(page2.headers.link).toContain('rel=next');
    const page3 = await getComments(app, fresh.licence, `?filter[content_id]=${contentId}&page=3&page_count=2`);
    expect(page3.json().map((t: TThread) => [t.text, t.replies.map((r) => r.text)])).toEqual([['Thread 1', ['Reply']]]);
  });
});
