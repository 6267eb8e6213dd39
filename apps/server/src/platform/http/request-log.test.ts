/** The request log's URLs: secrets in paths and queries are masked, everything else is kept as sent. */
import { describe, expect, it } from 'vitest';
import { maskUrlSecrets } from './request-log';

describe('maskUrlSecrets', () => {
  it("masks a planner calendar link's token, whatever its query", () => {
    const token = 'Qm9vbXNoYWthbGFrYS1ib29tLXNoYWthbGFrYS0xMjM0';
    expect(maskUrlSecrets(`/api/v1/planner-calendars/${token}.ics`)).toBe('/api/v1/planner-calendars/***');
    expect(maskUrlSecrets(`/api/v1/planner-calendars/${token}.ics?x=1`)).toBe('/api/v1/planner-calendars/***?x=1');
  });

  it('masks token, session and any …_token query value, in any case and position, and keeps the rest', () => {
    expect(maskUrlSecrets('/reset-password?email=ana%40example.com&token=s3cr3t')).toBe(
      '/reset-password?email=ana%40example.com&token=***',
    );
    expect(maskUrlSecrets('/validate-account?token=abc&email=a%40b.rs')).toBe(
      '/validate-account?token=***&email=a%40b.rs',
    );
    expect(maskUrlSecrets('/payments/sandbox/pay?session=eyJhIjoxfQ.sig&lang=en')).toBe(
      '/payments/sandbox/pay?session=***&lang=en',
    );
    expect(maskUrlSecrets('/x?password_reset_token=1&Access_Token=2&TOKEN=3#top')).toBe(
      '/x?password_reset_token=***&Access_Token=***&TOKEN=***#top',
    );
  });

  it('leaves URLs without secrets alone, names that merely contain "token" included', () => {
    for (const url of [
      '/api/v1/planners/public-planner-categories/12',
      '/api/v1/users/verify-token',
      '/api/v1/contents?filter[title]=token&page=2',
      '/x?tokens=1&mytoken=2',
    ]) {
      expect(maskUrlSecrets(url)).toBe(url);
    }
  });
});
