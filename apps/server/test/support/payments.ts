/**
 * Test helpers of payments: an order to pay, paying it, walking the sandbox gateway's hosted page as a browser does
 * (the card form, then the hand-back form whose signed fields go to Izlog's callback), and the records left behind.
 */
import { SANDBOX_TEST_CARDS } from '@izlog/contract/payments';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { paymentCallbacks, paymentTransactions, salesOrders } from '../../src/db/schema';
import { call } from '../harness';
import { platformCall } from './sales-console';
import { orderForm } from './sales-orders';

/** Every test app of payments signs sandbox callbacks with this key, so a test can forge and replay them. */
export const SANDBOX_SECRET = 'sandbox-secret-of-the-payments-tests';

/** Orders as a buyer whose interface is Serbian unless told otherwise (the confirmation mail speaks it). */
export async function placeOrder(
  app: FastifyInstance,
  account: { token: string },
  values: Record<string, unknown> = {},
  language: 'srp' | 'en' = 'srp',
): Promise<{ id: number; reference_no: string; total: number; status: string }> {
  const response = await platformCall(app, account, {
    method: 'POST',
    url: '/api/v1/licences/create-licence',
    payload: orderForm(values),
    language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Pays as a buyer whose interface is Serbian unless told otherwise (the hosted page speaks the buyer's language). */
export const pay = (
  app: FastifyInstance,
  account: { token: string } | null,
  orderId: number,
  extra = {},
  language: 'srp' | 'en' = 'srp',
) =>
  platformCall(app, account, {
    method: 'POST',
    url: '/api/v1/payments/sales-licence-payment',
    payload: { order_id: orderId, ...extra },
    language,
  });

/** The hosted page's path (the app answers it in-process whatever host the address names). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hand-back form of the sandbox's result page: where it posts and its hidden fields. */
export function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)" id="return-form"/.exec(html)?.[1];
  if (!action) throw new Error(`no hand-back form in: ${html.slice(0, 400)}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1]!)] = unescapeHtml(match[2]!);
  }
  return { action: unescapeHtml(action), fields };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The card form posted, as a browser posts it. */
export const submitCard = (
  app: FastifyInstance,
  pagePath: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form(fields),
  });

export const testCard = (which: 'success' | 'failure') => ({
  card_number: SANDBOX_TEST_CARDS[which].replace(/(\d{4})(?=\d)/g, '$1 '),
  card_name: 'Petar Petrović',
  expiry: '12/39',
  cvc: '123',
  action: 'pay',
});

/** The gateway's answer posted to Izlog by the browser (form post asking for HTML) or by a script (JSON). */
export const postCallback = (
  app: FastifyInstance,
  action: string,
  fields: Record<string, unknown>,
  as: 'browser' | 'api' = 'browser',
  /** The Accept-Language of the browser that carries the bank's answer (the buyer's, or the bank page's). */
  browserLanguage?: string,
) =>
  as === 'browser'
    ? app.inject({
        method: 'POST',
        url: pathOf(action),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          ...(browserLanguage ? { 'accept-language': browserLanguage } : {}),
        },
        payload: form(fields as Record<string, string>),
      })
    : call(app, { method: 'POST', url: pathOf(action), payload: fields });

/** Pays an order with a sandbox test card (or cancels) up to the hand-back form; answers its action and fields. */
export async function sandboxResult(
  app: FastifyInstance,
  account: { token: string },
  orderId: number,
  choice: 'success' | 'failure' | 'cancel',
) {
  const checkout = await pay(app, account, orderId);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const page = pathOf(checkout.json().redirect_url);
  const result = await submitCard(app, page, choice === 'cancel' ? { action: 'cancel' } : testCard(choice));
  expect(result.statusCode, result.body).toBe(200);
  return { checkout: checkout.json(), page, ...returnForm(result.body) };
}

/** The whole sandbox payment: checkout, card, callback; answers the transaction id. */
export async function payWithSandbox(
  app: FastifyInstance,
  account: { token: string },
  orderId: number,
  choice: 'success' | 'failure' | 'cancel' = 'success',
): Promise<number> {
  const { action, fields, checkout } = await sandboxResult(app, account, orderId, choice);
  const answer = await postCallback(app, action, fields);
  expect(answer.statusCode, answer.body).toBe(303);
  return checkout.transaction_id;
}

export const transactionsOf = (app: FastifyInstance, orderId: number) =>
  app.deps.platformDb
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId))
    .orderBy(paymentTransactions.id);

export const callbacksOf = (app: FastifyInstance, transactionId: number) =>
  app.deps.platformDb
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.transactionId, transactionId))
    .orderBy(paymentCallbacks.id);

export async function orderRow(app: FastifyInstance, orderId: number) {
  const [row] = await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, orderId));
  return row!;
}

/** Callbacks whose fields name this gateway order id (a refused one may match no transaction). */
export const callbacksNaming = (app: FastifyInstance, gatewayOrderId: string) =>
  app.deps.platformDb
    .select()
    .from(paymentCallbacks)
    .where(sql`${paymentCallbacks.payload}->>'oid' = ${gatewayOrderId}`)
    .orderBy(paymentCallbacks.id);
