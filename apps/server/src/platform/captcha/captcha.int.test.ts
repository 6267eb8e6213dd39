import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, type TTestLicence } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import { captchaChallenges, users } from '../../db/schema';

const ANSWER = 'AbCd3';
const WORK_BITS = 8;

let app: TTestApp;
let licence: TTestLicence;
beforeAll(async () => {
  app = await createTestApp(
    { CAPTCHA_ENABLED: 'true', CAPTCHA_WORK_BITS: String(WORK_BITS) },
    { captchaText: () => ANSWER },
  );
  licence = await createLicence(app);
});
afterAll(() => app.close());

let counter = 0;
const getCaptcha = (kind?: 'picture' | 'work') =>
  call(app, { method: 'GET', url: `/api/v1/users/captcha${kind ? `?kind=${kind}` : ''}`, licence: licence.id });
const newCaptcha = async (): Promise<string> => {
  const response = await getCaptcha();
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
const WRONG_SRP = [{ field: 'captcha', message: 'Pogrešna captcha' }];

/** A nonce found as a browser would: SHA-256 of salt + decimal nonce with `bits` leading zero bits (here whole bytes). */
const solve = (salt: string, bits: number): string => {
  for (let nonce = 0; ; nonce += 1) {
    const hex = createHash('sha256').update(`${salt}${nonce}`).digest('hex');
    if (hex.startsWith('0'.repeat(bits / 4))) return String(nonce);
  }
};
const unsolved = (salt: string): string => {
  for (let nonce = 0; ; nonce += 1) {
    if (createHash('sha256').update(`${salt}${nonce}`).digest()[0] !== 0) return String(nonce);
  }
};
const newWork = async () => {
  const response = await getCaptcha('work');
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { id: body.captcha_id as string, salt: body.work.salt as string, bits: body.work.bits as number };
};

describe('registration captcha picture (DESIGN §4, decision 0046)', () => {
  it('hands out a picture of pixels only: a PNG with no path, no text and not the answer, never cached', async () => {
    const response = await getCaptcha();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.enabled).toBe(true);
    expect(body.captcha_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.work).toBeNull();
    expect(Object.keys(body).sort()).toEqual(['captcha_id', 'enabled', 'image', 'work']);
    expect(body.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    for (const markup of ['<svg', '<path', 'd="', ANSWER, ANSWER.toLowerCase()]) {
      expect(response.body).not.toContain(markup);
    }
    const png = Buffer.from(body.image.slice('data:image/png;base64,'.length), 'base64');
    const bytes = png.toString('latin1');
    for (const markup of ['<svg', '<path', ANSWER]) expect(bytes).not.toContain(markup);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(240);
    expect(meta.height).toBe(80);
    // Not a blank: the characters, curves and noise make many colours.
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(Array.from({ length: data.length / 3 }, (_, i) => data.readUIntBE(i * 3, 3))).size).toBeGreaterThan(
      20,
    );
    const second = await getCaptcha();
    expect(second.json().captcha_id).not.toBe(body.captcha_id);
    expect(second.json().image).not.toBe(body.image);
  });

  it('refuses a registration without a captcha, in English and in Serbian, and creates no account', async () => {
    const english = await registerWith({});
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual(WRONG);
    const serbian = await registerWith({}, 'srp');
    expect(serbian.statusCode).toBe(422);
    expect(serbian.json()).toEqual(WRONG_SRP);
    const idOnly = await registerWith({ captcha_id: await newCaptcha() });
    expect(idOnly.json()).toEqual(WRONG);
    const answerOnly = await registerWith({ captcha: ANSWER });
    expect(answerOnly.json()).toEqual(WRONG);
    const rows = await app.deps.platformDb.select().from(users).where(eq(users.licenceId, licence.id));
    expect(rows).toEqual([]);
  });

  it('answers a wrong answer with 422 "Wrong Captcha" in both languages and burns the challenge', async () => {
    const serbian = await registerWith({ captcha_id: await newCaptcha(), captcha: 'wrong' }, 'srp');
    expect(serbian.statusCode).toBe(422);
    expect(serbian.json()).toEqual(WRONG_SRP);
    const id = await newCaptcha();
    const wrong = await registerWith({ captcha_id: id, captcha: 'wrong' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(WRONG);
    const right = await registerWith({ captcha_id: id, captcha: ANSWER });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual(WRONG);
  });

  it('accepts the right answer in any case, once: a replay is refused', async () => {
    const id = await newCaptcha();
    const first = await registerWith({ captcha_id: id, captcha: ' abcd3 ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.role).toBe('USER');
    const again = await registerWith({ captcha_id: id, captcha: ANSWER });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(WRONG);
  });

  it('refuses an unknown challenge id and an expired one', async () => {
    const unknown = await registerWith({ captcha_id: '00000000-0000-4000-8000-000000000000', captcha: ANSWER });
    expect(unknown.json()).toEqual(WRONG);
    const id = await newCaptcha();
    await app.deps.platformDb
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.id, id));
    const expired = await registerWith({ captcha_id: id, captcha: ANSWER });
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

describe('proof of work, the alternative for those who cannot see the picture (decision 0046)', () => {
  it('hands out a salt and the bits to find, no picture, never cached', async () => {
    const response = await getCaptcha('work');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      enabled: true,
      captcha_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      image: null,
      work: { salt: expect.stringMatching(/^[0-9a-f]{32}$/), bits: WORK_BITS },
    });
    expect((await getCaptcha('work')).json().work.salt).not.toBe(body.work.salt);
  });

  it('accepts a nonce solved for the challenge in the captcha field, once', async () => {
    const work = await newWork();
    const first = await registerWith({ captcha_id: work.id, captcha: solve(work.salt, work.bits) });
    expect(first.statusCode).toBe(200);
    const replay = await registerWith({ captcha_id: work.id, captcha: solve(work.salt, work.bits) });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(WRONG);
  });

  it('refuses a wrong nonce (and burns the challenge), one solved for another salt, and the picture kind swapped', async () => {
    const work = await newWork();
    const wrong = await registerWith({ captcha_id: work.id, captcha: unsolved(work.salt) }, 'srp');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(WRONG_SRP);
    const afterwards = await registerWith({ captcha_id: work.id, captcha: solve(work.salt, work.bits) });
    expect(afterwards.json()).toEqual(WRONG);

    const forged = await newWork();
    const otherSalt = 'f'.repeat(32);
    const forgedAnswer = await registerWith({ captcha_id: forged.id, captcha: solve(otherSalt, forged.bits) });
    expect(forgedAnswer.statusCode).toBe(422);

    const notANumber = await newWork();
    expect((await registerWith({ captcha_id: notANumber.id, captcha: ANSWER })).json()).toEqual(WRONG);

    // A nonce is no answer to a picture, whatever it hashes to.
    const picture = await newCaptcha();
    expect((await registerWith({ captcha_id: picture, captcha: solve('', 8) })).json()).toEqual(WRONG);
  });

  it('refuses an expired proof-of-work challenge', async () => {
    const work = await newWork();
    await app.deps.platformDb
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.id, work.id));
    const expired = await registerWith({ captcha_id: work.id, captcha: solve(work.salt, work.bits) });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(WRONG);
  });

  it('refuses a nonce with fewer zero bits than asked', async () => {
    const work = await newWork();
    // Four zero bits are not eight.
    let nonce = 0;
    for (; ; nonce += 1) {
      const first = createHash('sha256').update(`${work.salt}${nonce}`).digest()[0] ?? 0;
      if (first > 0 && first < 16) break;
    }
    const half = await registerWith({ captcha_id: work.id, captcha: String(nonce) });
    expect(half.json()).toEqual(WRONG);
  });
});

describe('captcha switched off by configuration', () => {
  it('answers enabled false with no challenge, and registers without one', async () => {
    const plain = await createTestApp();
    try {
      const site = await createLicence(plain);
      const response = await call(plain, { method: 'GET', url: '/api/v1/users/captcha', licence: site.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ enabled: false, captcha_id: null, image: null, work: null });
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
