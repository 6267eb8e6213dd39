/**
 * Visitors' comment lists come from the public cache; posting, approving, disapproving and withdrawing drop it at
 * once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  commentWorld,
  getComments,
  moderate,
  postComment,
  type TCommentWorld,
} from '../../../../test/support/comments';

let app: TTestApp;
let world: TCommentWorld;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_CACHE_TTL_SECONDS: '60' });
  world = await commentWorld(app);
});
afterAll(() => app.close());

const texts = async () => {
  const response = await getComments(app, world.licence, `?filter[content_id]=${world.product.id}`);
  return { cache: response.headers['x-cache'], texts: response.json().map((c: { text: string }) => c.text) };
};

it('shows a visitor the approved comment right after the moderator approves it', async () => {
  expect(await texts()).toEqual({ cache: 'miss', texts: [] });
  expect(await texts()).toEqual({ cache: 'hit', texts: [] });
  const posted = await postComment(app, world.licence, world.product.id, { name: 'Ana', text: 'Waiting for you' });
  expect(await texts()).toEqual({ cache: 'miss', texts: [] });
  await moderate(app, world.licence, 'approve-comment', posted.json().id, { token: world.moderator.token });
  expect(await texts()).toEqual({ cache: 'miss', texts: ['Waiting for you'] });
});

it("shows a staff member's comment at once, and drops a disapproved one from nobody's view", async () => {
  await texts();
  await postComment(app, world.licence, world.product.id, { text: 'Staff answer' }, { token: world.editor.token });
  const afterStaff = await texts();
  expect(afterStaff.cache).toBe('miss');
  expect(afterStaff.texts[0]).toBe('Staff answer');
  const posted = await postComment(app, world.licence, world.product.id, { text: 'Rude' }, { token: world.user.token });
  await texts();
  await moderate(app, world.licence, 'disapprove-comment', posted.json().id, { token: world.moderator.token });
  const afterRefusal = await texts();
  expect(afterRefusal.cache).toBe('miss');
  expect(afterRefusal.texts).not.toContain('Rude');
});

it('drops a withdrawn comment from the cached thread at once', async () => {
  const posted = await postComment(app, world.licence, world.product.id, { name: 'Ana', text: 'Soon withdrawn' });
  await moderate(app, world.licence, 'approve-comment', posted.json().id, { token: world.moderator.token });
  expect((await texts()).texts).toContain('Soon withdrawn');
  const cached = await texts();
  expect(cached.cache).toBe('hit');
  expect(cached.texts).toContain('Soon withdrawn');
  const withdrawn = await moderate(app, world.licence, 'disapprove-comment', posted.json().id, {
    token: world.moderator.token,
  });
  expect(withdrawn.statusCode).toBe(200);
  const after = await texts();
  expect(after.cache).toBe('miss');
  expect(after.texts).not.toContain('Soon withdrawn');
});
