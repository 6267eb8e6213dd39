/**
 * Server-made captcha (DESIGN §4): a picture of a few characters, the answer kept only as a hash, single use and
 * short-lived. It can be switched off only by configuration (CAPTCHA_ENABLED=false).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { captchaChallenges } from '../../db/schema';
import { hashToken } from '../auth/secrets';
import type { Db } from '../db/database';
import { fieldError } from '../http/errors';

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
    await this.db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, new Date()));
    const { text, svg } = this.make();
    const id = randomUUID();
    await this.db
      .insert(captchaChallenges)
      .values({ id, answerHash: hashToken(normalize(text)), expiresAt: new Date(Date.now() + TTL_MS) });
    return { captcha_id: id, svg };
  }

  /** Checks and consumes a challenge; a wrong or missing answer is the 422 "Wrong Captcha". */
  async verify(id: string | undefined, answer: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!id || !answer) throw fieldError('captcha', 'captcha_wrong');
    const used = await this.db
      .delete(captchaChallenges)
      .where(
        and(
          eq(captchaChallenges.id, id),
          eq(captchaChallenges.answerHash, hashToken(normalize(answer))),
          gt(captchaChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ id: captchaChallenges.id });
    if (used.length === 0) {
      // One guess per picture: a wrong answer burns the challenge too.
      await this.db.delete(captchaChallenges).where(eq(captchaChallenges.id, id));
      throw fieldError('captcha', 'captcha_wrong');
    }
  }
}
