/** The checkout response followed as the gateway asks (a purchase's and a renewal's payment both use it). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation, followCheckout } from './follow-checkout';

const base = { transaction_id: 7, success_url: '/pay/ok', error_url: '/pay/failed' };

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('followCheckout', () => {
  it('goes to the gateway’s page for a redirect', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const step = followCheckout({ ...base, return_type: 'redirect', redirect_url: 'https://gateway.test/pay/1' });
    expect(step).toEqual({ kind: 'left' });
    expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/1');
  });

  it('posts the gateway’s fields to its hosted page', () => {
    let posted: HTMLFormElement | undefined;
    vi.spyOn(browserNavigation, 'submit').mockImplementation((form) => {
      posted = form;
    });
    const step = followCheckout({
      ...base,
      return_type: 'form_post',
      redirect_url: 'https://gateway.test/hosted',
      fields: { oid: 'IZ-1', amount: '12900.00' },
    });
    expect(step).toEqual({ kind: 'left' });
    expect(posted?.method.toUpperCase()).toBe('POST');
    expect(posted?.action).toBe('https://gateway.test/hosted');
    expect(Object.fromEntries(new FormData(posted))).toEqual({ oid: 'IZ-1', amount: '12900.00' });
    expect(document.body.contains(posted ?? null)).toBe(true);
  });

  it('stays when there is nothing to pay, with the payment to show', () => {
    const assign = vi.spyOn(browserNavigation, 'assign');
    const step = followCheckout({ ...base, return_type: 'completed', redirect_url: '' });
    expect(step).toEqual({ kind: 'completed', transactionId: 7 });
    expect(assign).not.toHaveBeenCalled();
  });
});
