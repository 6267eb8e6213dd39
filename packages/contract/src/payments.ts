/**
 * Payments (SPEC §3 Transaction and Checkout response, §4 payment outcomes, §7 Payments; issue 13). Amounts are
 * integers in minor units; the charged price is always the server's.
 */
import { z } from 'zod';
import { zId } from './validation';

export const PAYMENT_STATUSES = [
  'created',
  'redirected',
  'approved',
  'declined',
  'canceled',
  'error',
  'refunded',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** SPEC §4: the three outcomes a buyer sees. */
export const PAYMENT_OUTCOMES = ['succeeded', 'failed', 'canceled'] as const;
export const GATEWAYS = ['sandbox', 'nestpay'] as const;
export type TGateway = (typeof GATEWAYS)[number];
/** ISO 4217 numeric codes the acquirer takes. */
export const ISO_CURRENCY = { RSD: '941', EUR: '978' } as const;
/** The sandbox gateway's test cards: approved, declined; its page also has a cancel button. */
export const SANDBOX_TEST_CARDS = { success: '4111111111111111', failure: '4000000000000002' } as const;
/**
 * A card attempt open this long without the gateway's answer counts as abandoned (a new "pay" starts another). Its
 * answer, should it still come, is applied: a late answer is not refused (decision 0029).
 */
export const CALLBACK_MAX_AGE_MINUTES = 30;

export const ZSalesLicencePaymentRequest = z.object({
  order_id: zId,
});
/** SPEC §3 Checkout response. `form_post`: the browser posts `fields` to `redirect_url` (hosted payment pages). */
export const ZCheckoutResponse = z.object({
  return_type: z.enum(['redirect', 'form_post', 'completed']),
  redirect_url: z.string(),
  success_url: z.string(),
  error_url: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  transaction_id: z.number().nullable(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** SPEC §3 Transaction, with what Serbian card rules ask the result page and mail to show. */
export const ZTransaction = z.object({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  outcome: z.enum(PAYMENT_OUTCOMES).nullable(),
  amount: z.number(),
  currency: z.string(),
  card_type: z.string().nullable(),
  card_last4: z.string().nullable(),
  authorization_code: z.string().nullable(),
  status_code: z.string().nullable(),
  status_message: z.string().nullable(),
  gateway_transaction_id: z.string().nullable(),
  time: z.string().nullable(),
  licence_id: z.number().nullable(),
  site_url: z.string().nullable(),
  refundable_until: z.string().nullable(),
  /**
   * An approved payment its order did not take (paid another way meanwhile, or no longer payable): Izlog refunds it.
   * Added (issue 13 review) so the result page can say so.
   */
  refund_due: z.boolean(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZSendPaymentSuccessMailRequest = z.object({ transactionId: zId });

/** The IPS QR proforma of an order (NBS IPS QR, K:PR): the text the code carries and the code as an SVG. */
export const ZDomainInvoice = z.object({
  order_id: z.number(),
  reference_no: z.string(),
  to_pay: z.number(),
  currency: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  purpose: z.string(),
  ips_qr_text: z.string(),
  ips_qr_svg: z.string(),
  status: z.string(),
});
export type TDomainInvoice = z.infer<typeof ZDomainInvoice>;

export const ZCommissionEntry = z.object({
  id: z.number(),
  partner_id: z.number(),
  licence_id: z.number().nullable(),
  order_id: z.number(),
  kind: z.enum(['accrual', 'reversal']),
  amount: z.number(),
  rate_bp: z.number(),
  created_at: z.string(),
});
export type TCommissionEntry = z.infer<typeof ZCommissionEntry>;

/** `get-domain-invoice`: the proforma of an order, by its reference (the model-97 "poziv na broj"). */
export const ZDomainInvoiceRequest = z.object({ reference_no: z.string().trim().min(1).max(40) });

/** What a gateway callback answers an API caller (a browser's form post is redirected to the result page instead). */
export const ZGatewayCallbackAnswer = z.object({
  transaction_id: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  outcome: z.enum(PAYMENT_OUTCOMES).nullable(),
  result_url: z.string(),
});
export type TGatewayCallbackAnswer = z.infer<typeof ZGatewayCallbackAnswer>;

/**
 * The bank answers the result pages name in the reader's language (issue 26 item 8, decision 0068): ISO 8583 response
 * codes the card gateways return (approved, do not honour, invalid card, insufficient funds, expired card, not
 * permitted, issuer unavailable, system error) and the sandbox's cancellation. Any other code shows the bank's text.
 */
export const BANK_RESPONSE_CODES = ['00', '05', '14', '51', '54', '57', '91', '99', 'CANCELED'] as const;
export type TBankResponseCode = (typeof BANK_RESPONSE_CODES)[number];
