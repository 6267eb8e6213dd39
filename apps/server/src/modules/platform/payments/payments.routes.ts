/**
 * The payments module (SPEC §7 Payments, issue 13): paying an order by card through the configured gateway, the
 * gateways' callbacks, a transaction's status for its buyer, the confirmation mail, refunds within 15 days, and the
 * IPS QR proforma with its "mark paid". Registered at the root: the API calls under API_BASE, the sandbox gateway's
 * hosted page beside them (only while the sandbox is the gateway).
 */
import { ZMessageResponse } from '@izlog/contract/auth';
import { API_BASE } from '@izlog/contract/constants';
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import {
  GATEWAYS,
  ZCheckoutResponse,
  ZDomainInvoice,
  ZDomainInvoiceRequest,
  ZGatewayCallbackAnswer,
  ZSalesLicencePaymentRequest,
  ZSendPaymentSuccessMailRequest,
  ZTransaction,
} from '@izlog/contract/payments';
import { ZSalesOrder } from '@izlog/contract/sales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { SandboxGateway } from '../../../platform/payments/sandbox';
import { answerCallback } from './callback-answer';
import { checkPayeeAccount, getDomainInvoice, markInvoicePaid } from './domain-invoice';
import { acceptGatewayCallback } from './gateway-callback';
import { resendSuccessMail } from './payment-mail';
import { refundLicencePayment } from './refund-payment';
import { sandboxGatewayPages } from './sandbox-gateway.routes';
import { startSalesLicencePayment } from './start-payment';
import { getTransactionStatus } from './transaction-access';

const tags = ['Payments'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
/** Sales calls answer on any host: a licence user calling one on a site gets 403, a platform token is read there. */
const own = { permission: 'sales.own', host: 'any' } as const;
/**
 * A 422 is the validation list `[{field, message}]` (a body or path the schema refuses) or, for a rule about the
 * thing itself (a refund after its window, nothing to pay), one message: declaring only the latter made a refused
 * input a 500 (the list failed the response schema).
 */
const unprocessable = z.union([ZFieldErrorList, ZApiError]);

export async function paymentsModule(app: FastifyInstance) {
  // A wrong control digit of the payee's account stops the start, not a customer's payment.
  checkPayeeAccount(app.deps);
  const gateway = app.deps.paymentGateway;
  if (gateway instanceof SandboxGateway) await app.register(sandboxGatewayPages, { gateway });
  await app.register(paymentCalls, { prefix: API_BASE });
}

async function paymentCalls(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/payments/sales-licence-payment',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Pay one’s order by card: the order’s own total (never a price sent by the browser), one open attempt per order — a second call answers the same attempt and the same way to the gateway. 409 when the order is not awaiting payment or its reservation ended; a free order answers return_type completed',
        consumes,
        body: ZSalesLicencePaymentRequest,
        response: { 200: ZCheckoutResponse, 404: ZApiError, 409: ZApiError },
      },
    },
    (request) => startSalesLicencePayment(requestScope(request), request.body.order_id),
  );

  api.post(
    '/payments/gateway-callback/:gateway',
    {
      // One answer per payment comes from a buyer's browser; a flood from one address is not a bank's.
      config: { permission: 'payments.callback', host: 'any', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'The gateway’s answer about a payment (the bank’s okUrl/failUrl): checked signature (constant time), order, amount, currency and age; the same answer again changes nothing. A browser’s form post is redirected (303) to the result page; refused answers are 400 and logged',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        params: z.object({ gateway: z.enum(GATEWAYS) }),
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: ZGatewayCallbackAnswer, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      if (request.params.gateway !== app.deps.paymentGateway.name) {
        return reply.code(404).send(answerCallback.notConfigured(request));
      }
      const answer = await acceptGatewayCallback(app.deps, request.body ?? {}, {
        remoteAddress: request.ip,
        language: request.language,
        log: request.log,
      });
      return answerCallback(request, reply, answer);
    },
  );

  api.get(
    '/payments/transaction-status/:id',
    {
      config: own,
      schema: {
        tags,
        summary:
          'A payment attempt with SPEC §3’s fields and the card brand, last four digits and status code: to its buyer and the platform admin (anyone else 404)',
        params: zIdParam,
        response: { 200: ZTransaction, 404: ZApiError },
      },
    },
    (request) => getTransactionStatus(requestScope(request), request.params.id),
  );

  api.post(
    '/payments/send-payment-success-mail',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Send the payment confirmation mail again to the buyer; the notice answered is in Serbian (SPEC §7). 409 for a payment that did not succeed',
        consumes,
        body: ZSendPaymentSuccessMailRequest,
        response: { 200: ZMessageResponse, 404: ZApiError, 409: ZApiError },
      },
    },
    (request) => resendSuccessMail(requestScope(request), request.body.transactionId),
  );

  api.post(
    '/payments/refund-licence-payment/:id',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Refund a new licence’s card payment to the same card within 15 days of the licence’s activation (its buyer, or the platform admin): the gateway refunds, the licence is closed and a partner’s commission reversed. 422 after the window (naming its last day), 409 when refunded already, 502 when the gateway refuses (nothing changes)',
        params: zIdParam,
        response: { 200: ZTransaction, 404: ZApiError, 409: ZApiError, 422: unprocessable, 502: ZApiError },
      },
    },
    (request) => refundLicencePayment(requestScope(request), request.params.id),
  );

  api.post(
    '/licences/get-domain-invoice',
    {
      config: own,
      schema: {
        tags,
        summary:
          'The IPS QR proforma of one’s order by its reference: payee, amount, model-97 reference, purpose, the NBS IPS QR text (K:PR) and the code as SVG',
        consumes,
        body: ZDomainInvoiceRequest,
        response: { 200: ZDomainInvoice, 404: ZApiError, 422: unprocessable },
      },
    },
    (request) => getDomainInvoice(requestScope(request), request.body.reference_no),
  );

  api.post(
    '/payments/mark-invoice-paid/:id',
    {
      config: { permission: 'sales.platformAdmin', host: 'any' },
      schema: {
        tags,
        summary:
          'The platform admin records that an order’s IPS transfer arrived: the order is paid (a new licence is then provisioned); again changes nothing; 409 for an order that can no longer be paid',
        params: zIdParam,
        response: { 200: ZSalesOrder, 404: ZApiError, 409: ZApiError },
      },
    },
    (request) => markInvoicePaid(requestScope(request), request.params.id),
  );
}
