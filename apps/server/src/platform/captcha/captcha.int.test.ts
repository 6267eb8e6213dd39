import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, type TTestLicence } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { captchaChallenges, users } from '../../db/schema';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

let app: TTestApp;
let licence: TTestLicence;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA_ENABLED: 'true' }, { captchaText: () => ({ text: 'AbCd3', svg: SVG }) });
  licence = await createLicence(app);
});
afterAll(() => app.close());

let counter = 0;
const newCaptcha = async (): Promise<string> => {
  const response = await call(app, { method: 'GET', url: '/api/v1/users/captcha', licence: licence.id });
  expect(response.statusCode).toBe(200);
  return response.json().captcha_id;
};
const registerWith = (captcha: { captcha_id?: string; captcha?: string }, language: 'en' | 'srp' = 'en') => {
  counter += 1;
  return call(app, {
    method: 'POST',
    url: '/api/v1/users/register-licence-front-user',
    licence: licence.id,
    language,
    payload: {
      email: `human${counter}@example.com`,
      password: 'tajna123',
      username: `human${counter}`,
      terms: true,
      ...captcha,
    },
  });
};
const WRONG = [{ field: 'captcha', message: 'Wrong Captcha' }];

describe('registration captcha (DESIGN §4)', () => {
  it('hands out a picture and a challenge id', async () => {
    const response = await call(app, { method: 'GET', url: '/api/v1/users/captcha', licence: licence.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.enabled).toBe(true);
    expect(body.svg).toBe(SVG);
    expect(body.captcha_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('text');
    expect(response.body).not.toContain('AbCd3');
    const second = await call(app, { method: 'GET', url: '/api/v1/users/captcha', licence: licence.id });
    expect(second.json().captcha_id).not.toBe(body.captcha_id);
  });

  it('refuses a registration without a captcha, in English and in Serbian, and creates no account', async () => {
    const english = await registerWith({});
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual(WRONG);
    const serbian = await registerWith({}, 'srp');
    expect(serbian.statusCode).toBe(422);
    expect(serbian.json()).toEqual([{ field: 'captcha', message: 'Pogrešna captcha' }]);
    const idOnly = await registerWith({ captcha_id: await newCaptcha() });
    expect(idOnly.json()).toEqual(WRONG);
    const answerOnly = await registerWith({ captcha: 'AbCd3' });
    expect(answerOnly.json()).toEqual(WRONG);
    const rows = await app.deps.platformDb.select().from(users).where(eq(users.licenceId, licence.id));
    expect(rows).toEqual([]);
  });

  it('burns a challenge on a wrong answer: the right answer afterwards fails too', async () => {
    const id = await newCaptcha();
    const wrong = await registerWith({ captcha_id: id, captcha: 'wrong' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(WRONG);
    const right = await registerWith({ captcha_id: id, captcha: 'AbCd3' });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual(WRONG);
  });

  it('accepts the right answer in any case, once', async () => {
    const id = await newCaptcha();
    const first = await registerWith({ captcha_id: id, captcha: ' abcd3 ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.role).toBe('USER');
    const again = await registerWith({ captcha_id: id, captcha: 'AbCd3' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(WRONG);
  });

  it('refuses an unknown challenge id and an expired one', async () => {
    const unknown = await registerWith({ captcha_id: '00000000-0000-4000-8000-000000000000', captcha: 'AbCd3' });
    expect(unknown.json()).toEqual(WRONG);
    const id = await newCaptcha();
    await app.deps.platformDb
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.id, id));
    const expired = await registerWith({ captcha_id: id, captcha: 'AbCd3' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(WRONG);
  });

  it('tells the site that captcha is on', async () => {
    const response = await call(app, {
      method: 'GET',
      url: '/api/v1/licences/get-licence-details',
      licence: licence.id,
    });
    expect(response.json().captcha_enabled).toBe(true);
  });
});

describe('captcha switched off by configuration', () => {
  it('answers enabled false with no challenge, and registers without one', async () => {
    const plain = await createTestApp();
    try {
      const site = await createLicence(plain);
      const response = await call(plain, { method: 'GET', url: '/api/v1/users/captcha', licence: site.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ enabled: false, captcha_id: null, svg: null });
      const registered = await call(plain, {
        method: 'POST',
        url: '/api/v1/users/register-licence-front-user',
        licence: site.id,
        payload: { email: 'nocaptcha@example.com', password: 'tajna123', username: 'nocaptcha', terms: true },
      });
      expect(registered.statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
