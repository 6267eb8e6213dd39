/**
 * Server-made captcha (DESIGN §4, decision 0046): a picture of a few characters, or for those who cannot see it a
 * proof-of-work challenge; either is one row, the picture's answer kept only as a hash, single use and short-lived.
 * One verify takes either answer, told apart by the row. It can be switched off only by configuration
 * (CAPTCHA_ENABLED=false).
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TCaptchaKind } from '@izlog/contract/auth';
import { hashToken } from '../auth/secrets';
import type { Db } from '../db/database';
import { fieldError } from '../http/errors';
import { deleteExpiredChallenges, insertChallenge, takeChallenge } from './captcha.queries';
import { drawCaptchaPicture, newCaptchaText } from './captcha-picture';
import { isWorkDone } from './proof-of-work';

const TTL_MS = 10 * 60 * 1000;
/** A proof-of-work row's answer: the kind, the bits asked and the salt handed out (public, so kept as it is). */
const WORK_PREFIX = 'work:';

/** The picture's characters; tests give a known one (the picture is still drawn from it). */
export type TCaptchaText = () => string;

export type TCaptchaChallenge = {
  captcha_id: string | null;
  image: string | null;
  work: { salt: string; bits: number } | null;
};

const normalize = (answer: string) => answer.trim().toLowerCase();
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export class Captcha {
  constructor(
    private readonly db: Db,
    readonly enabled: boolean,
    private readonly workBits: number,
    private readonly makeText: TCaptchaText = newCaptchaText,
  ) {}

  async issue(kind: TCaptchaKind = 'picture'): Promise<TCaptchaChallenge> {
    if (!this.enabled) return { captcha_id: null, image: null, work: null };
    const now = new Date();
    await deleteExpiredChallenges(this.db, now);
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + TTL_MS);
    if (kind === 'work') {
      const salt = randomBytes(16).toString('hex');
      await insertChallenge(this.db, { id, answerHash: `${WORK_PREFIX}${this.workBits}:${salt}`, expiresAt });
      return { captcha_id: id, image: null, work: { salt, bits: this.workBits } };
    }
    const text = this.makeText();
    const png = await drawCaptchaPicture(text);
    await insertChallenge(this.db, { id, answerHash: hashToken(normalize(text)), expiresAt });
    return { captcha_id: id, image: `data:image/png;base64,${png.toString('base64')}`, work: null };
  }

  /**
   * Checks and consumes a challenge: the picture's characters (any case), or a proof-of-work nonce. A wrong or missing
   * answer is the 422 "Wrong Captcha"; any try uses the challenge up, so each picture gets one guess.
   */
  async verify(id: string | undefined, answer: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!id || !answer) throw fieldError('captcha', 'captcha_wrong');
    const stored = await takeChallenge(this.db, id, new Date());
    if (stored === null || !isRightAnswer(stored, answer)) throw fieldError('captcha', 'captcha_wrong');
  }
}

function isRightAnswer(stored: string, answer: string): boolean {
  if (!stored.startsWith(WORK_PREFIX)) return sameHash(stored, hashToken(normalize(answer)));
  const [bits, salt = ''] = stored.slice(WORK_PREFIX.length).split(':');
  return isWorkDone(salt, Number(bits), answer.trim());
}
