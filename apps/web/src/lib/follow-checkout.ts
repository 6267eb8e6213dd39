/**
 * Follows a checkout response (SPEC §3) as the gateway asks: a redirect, a form posted to a hosted payment page, or
 * nothing to pay (the result is already known). A purchase's payment and a renewal's both start here.
 */
import type { TCheckoutResponse } from '@izlog/contract/payments';

/** Leaving the app for another page; one place, so tests can watch it. */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
  submit: (form: HTMLFormElement) => form.submit(),
};

export type TCheckoutStep = { kind: 'left' } | { kind: 'completed'; transactionId: number | null };

export function followCheckout(checkout: TCheckoutResponse): TCheckoutStep {
  if (checkout.return_type === 'redirect') {
    browserNavigation.assign(checkout.redirect_url);
    return { kind: 'left' };
  }
  if (checkout.return_type === 'form_post') {
    browserNavigation.submit(checkoutForm(checkout.redirect_url, checkout.fields ?? {}));
    return { kind: 'left' };
  }
  return { kind: 'completed', transactionId: checkout.transaction_id };
}

/** A hidden form of the gateway's fields, in the page (a form must be in the document to be submitted). */
function checkoutForm(action: string, fields: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  form.acceptCharset = 'UTF-8';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  return form;
}
