/** Visitors prove they are human with the server-made captcha (DESIGN §4); signed-in users are not asked. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { commentWorld, getOnModeration, postComment, type TCommentWorld } from '../../../../test/support/comments';

let app: TTestApp;
let world: TCommentWorld;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_ENABLED: 'true' }, { captchaText: () => 'Kx7pQ' });
  world = await commentWorld(app);
});
afterAll(() => app.close());

const newCaptcha = async (): Promise<string> => {
  const response = await call(app, { method: 'GET', url: '/api/v1/users/captcha', licence: world.licence.id });
  expect(response.json().enabled).toBe(true);
  return response.json().captcha_id;
};
const waitingTexts = async () =>
  (await getOnModeration(app, world.licence, '', { token: world.moderator.token }))
    .json()
    .map((c: { text: string }) => c.text);

it('refuses a visitor comment with a wrong or missing captcha, in English and Serbian, and saves nothing', async () => {
  const wrong = await postComment(app, world.licence, world.product.id, {
    name: 'Bot',
    text: 'Buy cheap watches',
    captcha_id: await newCaptcha(),
    captcha: 'nope1',
  });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json()).toEqual([{ field: 'captcha', message: 'Wrong Captcha' }]);
  const missing = await postComment(
    app,
    world.licence,
    world.product.id,
    { name: 'Bot', text: 'Buy cheap watches' },
    { language: 'srp' },
  );
  expect(missing.statusCode).toBe(422);
  expect(missing.json()).toEqual([{ field: 'captcha', message: 'Pogrešna captcha' }]);
  expect(await waitingTexts()).toEqual([]);
});

it('takes a visitor comment with the right answer, in any case, once per picture', async () => {
  const captchaId = await newCaptcha();
  const body = { name: 'Ana', text: 'A human wrote this', captcha_id: captchaId, captcha: 'kx7pq' };
  const accepted = await postComment(app, world.licence, world.product.id, body);
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().status).toBe('on_moderation');
  const replayed = await postComment(app, world.licence, world.product.id, { ...body, text: 'Replayed' });
  expect(replayed.statusCode).toBe(422);
  expect(await waitingTexts()).toEqual(['A human wrote this']);
});

it('keeps the picture for a form refused for another reason (no name), so the visitor can correct it', async () => {
  const captchaId = await newCaptcha();
  const nameless = await postComment(app, world.licence, world.product.id, {
    text: 'Forgot my name',
    captcha_id: captchaId,
    captcha: 'Kx7pQ',
  });
  expect(nameless.json()).toEqual([{ field: 'name', message: 'This field is required.' }]);
  const corrected = await postComment(app, world.licence, world.product.id, {
    name: 'Ana',
    text: 'Forgot my name',
    captcha_id: captchaId,
    captcha: 'Kx7pQ',
  });
  expect(corrected.statusCode).toBe(200);
});

it('does not ask signed-in users for a captcha', async () => {
  const response = await postComment(
    app,
    world.licence,
    world.product.id,
    { text: 'Signed in, no captcha' },
    { token: world.user.token },
  );
  expect(response.statusCode).toBe(200);
});
