/**
 * The platform site's API for browser tests that need a sales user, an order or a payment as a starting point (the
 * screens under test are then opened in the browser): calls on the bare platform host, in English.
 */
import { DRAFT_STORAGE_KEY, type TLicenceDraft } from '@izlog/contract/sales';
import type { Page } from 'playwright-core';
import type { TRunningIzlog } from './izlog';

type TPlatformApi = (path: string, init?: { method?: string; body?: object; token?: string }) => Promise<unknown>;

/** Calls the platform host's API (Accept-Language: en); throws on an error answer. */
export function platformApiOf(izlog: TRunningIzlog): TPlatformApi {
  return async (path, { method = 'GET', body, token } = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': 'en' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${izlog.platformOrigin}/api/v1${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const data: unknown = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(data)}`);
    return data;
  };
}

export type TSalesAccount = { email: string; password: string; name: string; token: string };

/** A new sales user, registered and signed in (the server's captcha must be off). */
export async function registerSalesUser(izlog: TRunningIzlog, email: string, name = 'Milica Kupac') {
  const password = 'prodaja-2025';
  const user = (await platformApiOf(izlog)('/users/register-sales-user', {
    method: 'POST',
    body: { name, email, password, phone: '0641234567', terms: true },
  })) as { auth_key: string };
  return { email, password, name, token: user.auth_key } satisfies TSalesAccount;
}

export type TPlacedOrder = { id: number; reference_no: string; total: number };

/** A basic licence ordered on `subdomain`, to be paid by card or by an IPS QR proforma. */
export function placeOrder(
  izlog: TRunningIzlog,
  account: TSalesAccount,
  subdomain: string,
  paymentMethod: 'card' | 'ips' = 'card',
): Promise<TPlacedOrder> {
  return platformApiOf(izlog)('/licences/create-licence', {
    method: 'POST',
    token: account.token,
    body: {
      licence_type: 'basic',
      template_id: 1,
      title_of_app: 'Cvećara Lala',
      title_of_app_unique: subdomain,
      language_id: 1,
      description: 'Cveće i aranžmani za svaku priliku, iz Novog Sada.',
      phone: '0641234567',
      country: 'Srbija',
      city: 'Novi Sad',
      address: 'Bulevar oslobođenja 10',
      payment_method: paymentMethod,
    },
  }) as Promise<TPlacedOrder>;
}

/** The checkout of an order: the sandbox gateway's card page to open, and the attempt's result page. */
export async function startCardPayment(
  izlog: TRunningIzlog,
  account: TSalesAccount,
  orderId: number,
): Promise<{ cardPageUrl: string; resultPath: string }> {
  const checkout = (await platformApiOf(izlog)('/payments/sales-licence-payment', {
    method: 'POST',
    token: account.token,
    body: { order_id: orderId },
  })) as { redirect_url: string; success_url: string };
  return { cardPageUrl: checkout.redirect_url, resultPath: new URL(checkout.success_url).pathname };
}

export const SANDBOX_CARDS = { success: '4111 1111 1111 1111', failure: '4000 0000 0000 0002' } as const;

/**
 * Pays on the sandbox's card page open in `page` (in either of its languages, found by the fields' order) and waits
 * for the way back to the platform's result page.
 */
export async function payOnCardPage(page: Page, card: string): Promise<void> {
  await page.locator('#card_number').fill(card);
  await page.locator('#card_name').fill('Milica Kupac');
  await page.locator('#expiry').fill('12/39');
  await page.locator('#cvc').fill('123');
  await page.locator('button[value="pay"]').click();
  await page.waitForURL(/\/payment\/result\/\d+$/);
}

/** Writes the purchase wizard's draft into the platform origin's storage (the page must be on that origin). */
export async function writeLicenceDraft(page: Page, draft: TLicenceDraft): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    DRAFT_STORAGE_KEY,
    JSON.stringify(draft),
  ] as const);
}
