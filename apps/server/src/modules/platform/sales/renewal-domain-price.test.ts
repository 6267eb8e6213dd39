/** Which of a zone's prices a renewal charges for its custom domain's year (decision 0030). */
import { describe, expect, it } from 'vitest';
import { domainYearPrice } from './renewal-domain-price';

const price = { registrationMinor: 150_000, renewalMinor: 120_000, reactivationMinor: 240_000 };

describe('the domain’s part of a renewal', () => {
  it('is the registration price while the domain was never paid for (added to a running licence)', () => {
    expect(domainYearPrice(price, { isPaidFor: false, hasLapsed: false })).toBe(150_000);
    expect(domainYearPrice(price, { isPaidFor: false, hasLapsed: true })).toBe(150_000);
  });

  it('is the renewal price for a running term, the reactivation price after the expiry', () => {
    expect(domainYearPrice(price, { isPaidFor: true, hasLapsed: false })).toBe(120_000);
    expect(domainYearPrice(price, { isPaidFor: true, hasLapsed: true })).toBe(240_000);
  });
});
