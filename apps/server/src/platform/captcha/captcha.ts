/**
 * Server-made captcha (DESIGN §4): a picture of a few characters, the answer kept only as a hash, single use and
 * short-lived. It can be switched off only by configuration (CAPTCHA_ENABLED=false).
 */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { hashToken } from '../auth/secrets';
import type { Db } from '../db/database';
import { fieldError } from '../http/errors';
import { consumeChallenge, deleteChallenge, deleteExpiredChallenges, insertChallenge } from './captcha.queries';

const TTL_MS = 10 * 60 * 1000;

export type TCaptchaText = () => { text: string; svg: string };

const defaultText: TCaptchaText = () => {
  const { text, data } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true });
  return { text, svg: data };
};

const normalize = (answer: string) => answer.trim().toLowerCase();

export class Captcha {
  constructor(
    private readonly db: Db,
    readonly enabled: boolean,
    private readonly make: TCaptchaText = defaultText,
  ) {}

  async issue(): Promise<{ captcha_id: string | null; svg: string | null }> {
    if (!this.enabled) return { captcha_id: null, svg: null };
    await deleteExpiredChallenges(this.db, new Date());
    const { text, svg } = this.make();
    const id = randomUUID();
    await insertChallenge(this.db, {
      id,
      answerHash: hashToken(normalize(text)),
      expiresAt: new Date(Date.now() + TTL_MS),
    });
    return { captcha_id: id, svg };
  }

  /** Checks and consumes a challenge; a wrong or missing answer is the 422 "Wrong Captcha". */
  async verify(id: string | undefined, answer: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!id || !answer) throw fieldError('captcha', 'captcha_wrong');
    if (!(await consumeChallenge(this.db, id, hashToken(normalize(answer)), new Date()))) {
      // One guess per picture: a wrong answer burns the challenge too.
      await deleteChallenge(this.db, id);
      throw fieldError('captcha', 'captcha_wrong');
    }
  }
}
