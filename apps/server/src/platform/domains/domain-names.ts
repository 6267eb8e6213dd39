/**
 * Domain name rules (research §3, RNIDS): a name as the buyer typed it → its ASCII form (IDNA, so .срб works), whether
 * its labels are valid, and the zone Izlog sells it under. Pure functions; the registry and DNS are elsewhere.
 */
import { domainToASCII, domainToUnicode } from 'node:url';

/** A–z, 0–9 and hyphens, 2–63 long, no hyphen first or last (RNIDS: .rs, .срб; the generic zones allow the same). */
const LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61})[a-z0-9]$/;
const IPV4_PATTERN = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export type TParsedDomain =
  | { ok: true; ascii: string; unicode: string }
  | { ok: false; reason: 'invalid_name' | 'ip_address' };

/** `xn--` labels are IDNA; any other `--` at positions 3–4 is refused (RNIDS, RFC 5891 §4.2.3.1). */
export function isValidLabel(label: string): boolean {
  if (!LABEL_PATTERN.test(label)) return false;
  return label.slice(2, 4) !== '--' || label.startsWith('xn--');
}

/**
 * The name's canonical ASCII form: lower case, IDNA, no trailing dot, a leading `www.` dropped (the site's address is
 * the registered name; www is pointed at it). Every label must pass the label rules.
 */
export function parseDomainName(input: string): TParsedDomain {
  let name = input.trim().toLowerCase().replace(/\.$/, '');
  if (name.startsWith('www.')) name = name.slice(4);
  if (IPV4_PATTERN.test(name) || name.startsWith('[')) return { ok: false, reason: 'ip_address' };
  // domainToASCII parses a URL's host: it would drop a path or query, so only a bare name goes in.
  if (/[/?#@:\\%\s]/.test(name)) return { ok: false, reason: 'invalid_name' };
  // It answers '' for what URL parsing refuses (bad punycode, forbidden characters).
  const ascii = name ? domainToASCII(name) : '';
  if (!ascii || ascii.length > 253) return { ok: false, reason: 'invalid_name' };
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every(isValidLabel)) return { ok: false, reason: 'invalid_name' };
  return { ok: true, ascii, unicode: domainToUnicode(ascii) };
}

/** A zone as the price table names it (`срб`) in ASCII (`xn--90a3ac`). */
export const zoneToAscii = (zone: string): string => domainToASCII(zone) || zone;

/**
 * The zone of an ASCII name among `zones` (as the price table names them), the longest that matches, and whether the
 * name is registrable there: exactly one label before the zone (`mojsajt.co.rs`, not `a.mojsajt.rs`).
 */
export function findZone(ascii: string, zones: readonly string[]): { zone: string; registrable: boolean } | null {
  let best: { zone: string; asciiZone: string } | null = null;
  for (const zone of zones) {
    const asciiZone = zoneToAscii(zone);
    if (ascii.endsWith(`.${asciiZone}`) && (!best || asciiZone.length > best.asciiZone.length)) {
      best = { zone, asciiZone };
    }
  }
  if (!best) return null;
  const label = ascii.slice(0, -(best.asciiZone.length + 1));
  return { zone: best.zone, registrable: !label.includes('.') };
}

/** Whether `ascii` is the platform domain or a name under it (those are subdomains, never custom domains). */
export const isUnderPlatformDomain = (ascii: string, platformDomain: string): boolean =>
  ascii === platformDomain || ascii.endsWith(`.${platformDomain}`);
