/**
 * The signatures of payment messages: NestPay's hash version 3 (requests and responses, research §1) and the sandbox
 * gateway's HMAC-SHA256. Comparisons are constant-time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** PHP's natcasesort order, which NestPay's banks use: case-insensitive, runs of digits compared as numbers. */
export function naturalCaseCompare(a: string, b: string): number {
  const chunks = (text: string) => text.toLowerCase().match(/\d+|\D+/g) ?? [];
  const left = chunks(a);
  const right = chunks(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    const bothDigits = /^\d/.test(x) && /^\d/.test(y);
    if (bothDigits) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) return difference;
    } else if (x !== y) {
      return x < y ? -1 : 1;
    }
  }
  return left.length - right.length;
}

/** `\` → `\\`, then `|` → `\|`: a value can hold the separator without moving the others. */
export const escapeHashValue = (value: string): string => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** Fields the hash leaves out: the hash itself and the encoding (by name, in any case). */
const UNHASHED = new Set(['hash', 'encoding']);

/** The text hash ver3 digests: every value but HASH's and encoding's, by name, escaped, joined by `|`, then the key. */
export function nestpayHashText(fields: Record<string, string>, storeKey: string): string {
  const names = Object.keys(fields)
    .filter((name) => !UNHASHED.has(name.toLowerCase()))
    .sort(naturalCaseCompare);
  return [...names.map((name) => escapeHashValue(fields[name] ?? '')), escapeHashValue(storeKey)].join('|');
}

/** NestPay hash ver3: SHA-512 of the text above, Base64 of the raw digest. */
export function nestpayHashV3(fields: Record<string, string>, storeKey: string): string {
  return createHash('sha512').update(nestpayHashText(fields, storeKey), 'utf8').digest('base64');
}

/** Two secrets' encodings compared in constant time (a length difference answers false at once: lengths are public). */
export function constantTimeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a received Base64 hash is the expected one. A `+` the sender did not percent-encode arrives as a space
 * from a form decoder (research §1); Base64 has no spaces, so spaces are read back as `+`.
 */
export function base64HashMatches(received: string, expected: string): boolean {
  // Repaired before it is trimmed: a hash that begins with `+` arrives beginning with a space.
  const repaired = received.replace(/ /g, '+').trim();
  return constantTimeEqual(Buffer.from(repaired, 'utf8'), Buffer.from(expected, 'utf8'));
}

/** The sandbox's canonical text: `name=value` lines sorted by name (values cannot hold a newline unescaped). */
export function sandboxSignedText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${JSON.stringify(fields[name] ?? '')}`)
    .join('\n');
}

export function sandboxSignature(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(sandboxSignedText(fields), 'utf8').digest('hex');
}

/** Whether `signature` (hex) is the HMAC of the other fields, compared in constant time. */
export function sandboxSignatureMatches(fields: Record<string, string>, secret: string): boolean {
  const given = fields.signature ?? '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return constantTimeEqual(Buffer.from(given, 'hex'), Buffer.from(sandboxSignature(fields, secret), 'hex'));
}
