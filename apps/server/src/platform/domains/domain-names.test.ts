import { describe, expect, it } from 'vitest';
import { findZone, isUnderPlatformDomain, isValidLabel, parseDomainName } from './domain-names';

const ZONES = ['rs', 'co.rs', 'org.rs', 'edu.rs', 'in.rs', 'срб', 'com', 'net', 'org', 'eu'];

describe('domain names (RNIDS label rules, IDNA)', () => {
  it('keeps a plain name as typed, in lower case, without a trailing dot or a leading www', () => {
    expect(parseDomainName('MojSajt.RS')).toEqual({ ok: true, ascii: 'mojsajt.rs', unicode: 'mojsajt.rs' });
    expect(parseDomainName('mojsajt.rs.')).toMatchObject({ ok: true, ascii: 'mojsajt.rs' });
    expect(parseDomainName('www.mojsajt.rs')).toMatchObject({ ok: true, ascii: 'mojsajt.rs' });
  });

  it('turns Cyrillic and Serbian Latin letters into IDNA and back', () => {
    expect(parseDomainName('мојсајт.срб')).toEqual({
      ok: true,
      ascii: 'xn--80axgmg3kc.xn--90a3ac',
      unicode: 'мојсајт.срб',
    });
    expect(parseDomainName('čaša.rs')).toMatchObject({ ok: true, ascii: 'xn--aa-dma15a.rs' });
  });

  it('refuses labels RNIDS refuses', () => {
    for (const name of ['a.rs', '-ab.rs', 'ab-.rs', 'ab--cd.rs', 'a_b.rs', 'ab..rs', 'exa mple.rs', 'xn--zz.rs']) {
      expect(parseDomainName(name), name).toMatchObject({ ok: false, reason: 'invalid_name' });
    }
    expect(parseDomainName(`${'a'.repeat(64)}.rs`).ok).toBe(false);
    expect(parseDomainName(`${'a'.repeat(63)}.rs`).ok).toBe(true);
    expect(isValidLabel('xn--90a3ac')).toBe(true);
    expect(isValidLabel('ab--cd')).toBe(false);
  });

  it('refuses addresses, schemes and paths', () => {
    expect(parseDomainName('192.168.1.10')).toEqual({ ok: false, reason: 'ip_address' });
    expect(parseDomainName('[::1]')).toEqual({ ok: false, reason: 'ip_address' });
    expect(parseDomainName('https://mojsajt.rs')).toMatchObject({ ok: false });
    expect(parseDomainName('mojsajt.rs/kontakt')).toMatchObject({ ok: false });
    expect(parseDomainName('mojsajt')).toMatchObject({ ok: false });
  });

  it('finds the longest zone Izlog sells, and whether the name is registrable there', () => {
    expect(findZone('mojsajt.co.rs', ZONES)).toEqual({ zone: 'co.rs', registrable: true });
    expect(findZone('mojsajt.rs', ZONES)).toEqual({ zone: 'rs', registrable: true });
    expect(findZone('xn--80axgmg3kc.xn--90a3ac', ZONES)).toEqual({ zone: 'срб', registrable: true });
    expect(findZone('shop.mojsajt.rs', ZONES)).toEqual({ zone: 'rs', registrable: false });
    expect(findZone('mojsajt.de', ZONES)).toBeNull();
  });

  it('knows the platform domain and the names under it', () => {
    expect(isUnderPlatformDomain('izlog.rs', 'izlog.rs')).toBe(true);
    expect(isUnderPlatformDomain('demo.izlog.rs', 'izlog.rs')).toBe(true);
    expect(isUnderPlatformDomain('notizlog.rs', 'izlog.rs')).toBe(false);
  });
});
