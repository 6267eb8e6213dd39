/** Visitors prove they are human with the server captcha before their message is stored; signed-in users are not asked. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  contactWorld,
  drainContactMail,
  getSubmissions,
  outboxTo,
  submitForm,
  type TContactWorld,
} from '../../../../test/support/contact-services';

let app: TTestApp;
let world: TContactWorld;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_ENABLED: 'true' }, { captchaText: () => 'Hm4tZ' });
  world = await contactWorld(app);
});
afterAll(() => app.close());

const newCaptcha = async (): Promise<string> =>
  (await call(app, { method: 'GET', url: '/api/v1/users/captcha', licence: world.licence.id })).json().captcha_id;
const message = () => ({
  contact_service_id: world.service.id,
  submited_by: 'posetilac@example.com',
  message: 'Zdravo!',
});
const storedCount = async () =>
  (await getSubmissions(app, world.licence, '', { token: world.admin.token })).headers['x-pagination-total-count'];

it('refuses a visitor’s message with a wrong or missing captcha (422 naming captcha), storing and sending nothing', async () => {
  const wrong = await submitForm(app, world.licence, {
    ...message(),
    captcha_id: await newCaptcha(),
    captcha: 'xxxxx',
  });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json()).toEqual([{ field: 'captcha', message: 'Wrong Captcha' }]);
  const missing = await submitForm(app, world.licence, message(), { language: 'srp' });
  expect(missing.json()).toEqual([{ field: 'captcha', message: 'Pogrešna captcha' }]);
  expect(await storedCount()).toBe('0');
  await drainContactMail(app);
  expect(await outboxTo(app, world.service.email)).toEqual([]);
});

it('takes a visitor’s message with the right answer, once per picture', async () => {
  const captcha = { captcha_id: await newCaptcha(), captcha: 'hm4tz' };
  expect((await submitForm(app, world.licence, { ...message(), ...captcha })).statusCode).toBe(200);
  const replayed = await submitForm(app, world.licence, { ...message(), ...captcha });
  expect(replayed.statusCode).toBe(422);
});

it('keeps the picture when the message is refused for another reason, so the visitor can send it again', async () => {
  const captcha = { captcha_id: await newCaptcha(), captcha: 'Hm4tZ' };
  const unknown = await submitForm(app, world.licence, { ...message(), ...captcha, contact_service_id: 2_000_000 });
  expect(unknown.statusCode).toBe(404);
  expect((await submitForm(app, world.licence, { ...message(), ...captcha })).statusCode).toBe(200);
});

it('does not ask signed-in users', async () => {
  const sent = await submitForm(app, world.licence, message(), { token: world.client.token });
  expect(sent.statusCode).toBe(200);
});
