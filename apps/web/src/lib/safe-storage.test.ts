import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredLanguage } from './i18n';
import { readStored, removeStored, writeStored } from './safe-storage';
import { getToken, setToken } from './token-storage';

describe('storage a page may be refused (a site framed by the platform, third-party storage blocked)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads nothing and remembers nothing, instead of throwing, when the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);

    expect(() => writeStored('language', 'en')).not.toThrow();
    expect(readStored('language')).toBeNull();
    expect(() => removeStored('language')).not.toThrow();
    expect(() => setToken('t')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(getStoredLanguage()).toBeNull();
  });

  it('keeps what it is given where storage works', () => {
    writeStored('language', 'en');
    expect(readStored('language')).toBe('en');
    removeStored('language');
    expect(readStored('language')).toBeNull();
  });
});
