import { describe, expect, it } from 'vitest';
import { ZRegisterClientRequest, ZRegisterFrontUserRequest } from './auth';
import { formatMessage, languageFromHeader, MESSAGES } from './messages';
import { ZPageQuery } from './pagination';
import { toFieldErrors } from './validation';

const errorsOf = (result: { success: boolean; error?: { issues: never[] } }, language: 'en' | 'srp' = 'en') =>
  result.success ? [] : toFieldErrors(result.error!.issues, language);

describe('SPEC §5 rules, shared by server and web', () => {
  it('requires name, username, e-mail and password of at least two characters and a valid e-mail', () => {
    const errors = errorsOf(
      ZRegisterFrontUserRequest.safeParse({ email: 'a@b', password: 'x', username: ' y ', terms: true }) as never,
    );
    expect(errors).toEqual([
      { field: 'email', message: 'The e-mail address is not valid.' },
      { field: 'password', message: 'Enter at least 2 characters.' },
      { field: 'username', message: 'Enter at least 2 characters.' },
    ]);
  });

  it('requires the terms to be accepted, taking form values "1", "on" and "true"', () => {
    const base = { email: 'ana@example.com', password: 'ab', username: 'ana' };
    for (const terms of ['1', 'on', 'true', true]) {
      expect(ZRegisterFrontUserRequest.safeParse({ ...base, terms }).success, String(terms)).toBe(true);
    }
    const refused = errorsOf(ZRegisterFrontUserRequest.safeParse({ ...base, terms: '0' }) as never, 'srp');
    expect(refused).toEqual([{ field: 'terms', message: 'Morate prihvatiti uslove korišćenja.' }]);
  });

  it('skips optional fields sent empty and lowercases e-mails', () => {
    const parsed = ZRegisterFrontUserRequest.parse({
      email: ' Ana@Example.COM ',
      password: 'ab',
      username: 'ana',
      name: '',
      terms: true,
    });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.name).toBeUndefined();
  });

  it('accepts a phone of digits only, at least six', () => {
    const client = {
      email: 'c@example.com',
      password: 'ab',
      company_name: 'Firma',
      locations: [{ country: 'Srbija', city: 'Beograd', address: 'Ulica 1' }],
      terms: true,
    };
    expect(ZRegisterClientRequest.safeParse({ ...client, phone: '011234567' }).success).toBe(true);
    for (const phone of ['12345', '011-234-567', '+38111234567', '']) {
      const errors = errorsOf(ZRegisterClientRequest.safeParse({ ...client, phone }) as never);
      expect(
        errors.map((e) => e.field),
        phone,
      ).toEqual(['phone']);
    }
    expect(errorsOf(ZRegisterClientRequest.safeParse({ ...client, phone: 'abc' }) as never)[0]?.message).toBe(
      'The phone may contain digits only, at least 6.',
    );
  });

  it('requires at least one full location for a client, naming the nested field', () => {
    const client = { email: 'c@example.com', password: 'ab', company_name: 'Firma', phone: '0112345678', terms: true };
    expect(errorsOf(ZRegisterClientRequest.safeParse({ ...client, locations: [] }) as never)).toEqual([
      { field: 'locations', message: 'Add at least 1.' },
    ]);
    const partial = errorsOf(
      ZRegisterClientRequest.safeParse({ ...client, locations: [{ country: 'Srbija', city: 'Niš' }] }) as never,
    );
    expect(partial).toEqual([{ field: 'locations.0.address', message: 'This field is required.' }]);
  });
});

describe('number and list bounds', () => {
  it('speaks of numbers for page bounds, not of characters', () => {
    const tooBig = ZPageQuery.safeParse({ page: '1', page_count: '101' });
    expect(errorsOf(tooBig as never)).toEqual([{ field: 'page_count', message: 'Enter a number of at most 100.' }]);
    const tooSmall = ZPageQuery.safeParse({ page: '0' });
    expect(errorsOf(tooSmall as never, 'srp')).toEqual([{ field: 'page', message: 'Unesite broj od najmanje 1.' }]);
  });
});

describe('message catalogue', () => {
  it('has every message in both languages', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text.srp.length, key).toBeGreaterThan(0);
      expect(text.en.length, key).toBeGreaterThan(0);
    }
  });

  it('fills placeholders', () => {
    expect(formatMessage('too_many_requests', 'en', { seconds: 30 })).toBe('Too many attempts. Try again in 30 s.');
  });

  it('reads Serbian in any script or region from Accept-Language, and falls back to the given language', () => {
    expect(languageFromHeader('sr-Latn-RS,sr;q=0.9,en;q=0.8')).toBe('srp');
    expect(languageFromHeader('sr-Cyrl')).toBe('srp');
    expect(languageFromHeader('en-GB,en;q=0.9')).toBe('en');
    expect(languageFromHeader('de-DE,en;q=0.5')).toBe('en');
    expect(languageFromHeader('en;q=0.2,sr;q=0.9')).toBe('srp');
    expect(languageFromHeader('de-DE', 'en')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('srp');
  });
});
