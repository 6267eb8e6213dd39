import { describe, expect, it } from 'vitest';
import { cataloguedText, readCataloguedText } from './catalogued-text';

describe('catalogued text', () => {
  it('reads in each reader’s language what was stored once, and leaves any other text as it is', () => {
    const stored = cataloguedText('domain_dns_txt_missing', { name: '_izlog.primer.rs' });
    expect(readCataloguedText(stored, 'srp')).toBe('TXT zapis _izlog.primer.rs sa kodom za potvrdu još nije vidljiv.');
    expect(readCataloguedText(stored, 'en')).toBe(
      'The TXT record _izlog.primer.rs with the verification code is not visible yet.',
    );
    expect(readCataloguedText('Build started', 'srp')).toBe('Build started');
    expect(readCataloguedText('msg:{"key":"no_such_key"}', 'srp')).toBe('msg:{"key":"no_such_key"}');
    expect(readCataloguedText('msg:{broken', 'en')).toBe('msg:{broken');
  });
});
