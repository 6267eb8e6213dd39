import { describe, expect, it } from 'vitest';
import { androidAppIdOf, canonicalPlayStoreLink, hasNativeApp } from './app-builds';

describe('app builds', () => {
  it('names the Android app after the subdomain, as a valid application id', () => {
    expect(androidAppIdOf('pekara')).toBe('rs.izlog.pekara');
    expect(androidAppIdOf('moj-sajt')).toBe('rs.izlog.moj_sajt');
    // A segment must start with a letter.
    expect(androidAppIdOf('7-dana')).toBe('rs.izlog.s7_dana');
  });

  it('builds the native app for the paid licence types only', () => {
    expect(hasNativeApp('free')).toBe(false);
    expect(hasNativeApp('basic')).toBe(true);
    expect(hasNativeApp('e-commerce')).toBe(true);
    expect(hasNativeApp('unknown')).toBe(false);
  });

  it('takes a Google Play app page as its canonical address and nothing else', () => {
    expect(canonicalPlayStoreLink('https://play.google.com/store/apps/details?id=rs.izlog.pekara&hl=sr')).toBe(
      'https://play.google.com/store/apps/details?id=rs.izlog.pekara',
    );
    expect(canonicalPlayStoreLink('https://play.google.com/store/apps/details/?id=com.example.App_2')).toBe(
      'https://play.google.com/store/apps/details?id=com.example.App_2',
    );
    for (const text of [
      'http://play.google.com/store/apps/details?id=rs.izlog.pekara',
      'https://play.google.com:444/store/apps/details?id=rs.izlog.pekara',
      'https://user@play.google.com/store/apps/details?id=rs.izlog.pekara',
      'https://play.google.com/store/apps/dev?id=123',
      'https://play.google.com/store/apps/details?id=pekara',
      'https://play.google.com/store/apps/details?id=1rs.izlog',
      'javascript:alert(1)',
      '',
    ]) {
      expect(canonicalPlayStoreLink(text)).toBeNull();
    }
  });
});
