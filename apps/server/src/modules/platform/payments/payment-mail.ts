/**
 * The payment confirmation mail (research §1 "Receipt e-mail"; SPEC §1: confirmation by e-mail after purchase): the
 * seller, the order, the licence and its term, the amount in RSD with VAT (EUR for information at the central bank's
 * middle rate, with its day), the card's brand and last four digits, the authorization and status codes, the
 * gateway's transaction id, the time in Belgrade and the 15-day refund clause. Sent once by itself on approval
 * (success_mail_sent_at), again whenever the buyer asks.
 */
import type { TLanguage, TLicenceType } from '@izlog/contract/constants';
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import { formatMessage } from '@izlog/contract/messages';
import { formatMiddleRate, formatMoneyMinor, moneyCurrencyOf } from '@izlog/contract/money-format';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { formatBelgradeDate, formatBelgradeTime } from '../../../platform/payments/belgrade-time';
import { licenceSiteUrl, platformUrl } from '../../../platform/tenancy/site-url';
import { refundableUntil } from '../sales/order-settlement';
import { LICENCE_TYPE_NAMES } from './licence-type-names';
import {
  claimSuccessMail,
  findBuyer,
  findLicenceTerm,
  findOrder,
  findTransaction,
  setSuccessMailSent,
  type TOrderRow,
  type TTransactionRow,
} from './payments.queries';
import { readableTransaction } from './transaction-access';

type TRates = {
  current(code?: 'EUR'): Promise<TExchangeRate | null>;
  rsdMinorToEurMinor(rsd: number): Promise<number | null>;
};

/** A receipt accounts for every para: "12.000,00 RSD". */
const EXACT = { exact: true };

type TReceipt = {
  transaction: TTransactionRow;
  order: TOrderRow;
  licence: Awaited<ReturnType<typeof findLicenceTerm>>;
  buyerName: string | null;
  eur: { amountMinor: number; rate: TExchangeRate } | null;
};

const TEXT = {
  srp: {
    subject: (ref: string) => `Potvrda o plaćanju – porudžbina ${ref}`,
    greeting: (name: string | null) => (name ? `Poštovani/a ${name},` : 'Poštovani/a,'),
    intro: 'hvala na kupovini. Vaše plaćanje karticom je uspešno i ovo je potvrda o njemu.',
    seller: 'Prodavac',
    order: 'Broj porudžbine',
    licence: 'Licenca',
    renewal: 'produženje',
    site: 'Adresa sajta',
    term: 'Period licence',
    termPending: 'godinu dana od dana plaćanja',
    amount: 'Iznos',
    vat: 'sa PDV-om',
    eur: (eur: string, rate: string, day: string) =>
      `Za informaciju: ${eur} po srednjem kursu NBS ${rate} na dan ${day}`,
    status: 'Status transakcije',
    approved: 'odobrena',
    card: 'Kartica',
    auth: 'Autorizacioni kod',
    code: 'Kod statusa',
    transactionId: 'ID transakcije',
    time: 'Vreme transakcije',
    refund: (until: string, link: string) =>
      `Odstupanje od opisa usluge možete prijaviti u roku od 15 dana od zakupa, do ${until}; novac se tada vraća na istu karticu. Zahtev podnosite na strani licence: ${link}`,
    conversion:
      'Sva plaćanja se vrše u dinarima (RSD). Kartice izdate u inostranstvu zadužuju se po kursu kartičarske organizacije, koji se može razlikovati od srednjeg kursa NBS.',
  },
  en: {
    subject: (ref: string) => `Payment confirmation – order ${ref}`,
    greeting: (name: string | null) => (name ? `Dear ${name},` : 'Hello,'),
    intro: 'thank you for your purchase. Your card payment was successful and this is its confirmation.',
    seller: 'Seller',
    order: 'Order number',
    licence: 'Licence',
    renewal: 'renewal',
    site: 'Site address',
    term: 'Licence term',
    termPending: 'one year from the day of payment',
    amount: 'Amount',
    vat: 'VAT included',
    eur: (eur: string, rate: string, day: string) =>
      `For information: ${eur} at the National Bank of Serbia middle rate ${rate} of ${day}`,
    status: 'Transaction status',
    approved: 'approved',
    card: 'Card',
    auth: 'Authorization code',
    code: 'Status code',
    transactionId: 'Transaction ID',
    time: 'Transaction time',
    refund: (until: string, link: string) =>
      `A deviation from the description of the service may be reported within 15 days of the lease, until ${until}; the money is then refunded to the same card. Ask for it on the licence's page: ${link}`,
    conversion:
      'All payments are made in Serbian dinars (RSD). Cards issued abroad are charged at the card scheme’s rate, which may differ from the National Bank of Serbia middle rate.',
  },
} as const;

export function composeReceipt(
  deps: TAppDeps,
  receipt: TReceipt,
  language: TLanguage,
): { subject: string; text: string } {
  const t = TEXT[language];
  const { transaction, order, licence } = receipt;
  const config = deps.config;
  const typeName = LICENCE_TYPE_NAMES[order.licenceType as TLicenceType]?.[language] ?? order.licenceType;
  const title = (order.licenceData as { title_of_app?: string }).title_of_app ?? order.subdomain;
  const site = [licenceSiteUrl(config, order.subdomain), order.customDomain].filter(Boolean).join(', ');
  const term =
    licence?.activatedAt && licence.expiresAt
      ? `${formatBelgradeDate(order.kind === 'renewal' ? (order.paidAt ?? licence.activatedAt) : licence.activatedAt)} – ${formatBelgradeDate(licence.expiresAt)}`
      : t.termPending;
  const time = transaction.completedAt ?? transaction.updatedAt;
  const refundFrom = licence?.activatedAt ?? order.paidAt ?? time;
  const refundUntil = refundableUntil({ activatedAt: refundFrom })!;
  const consoleLink = order.licenceId
    ? `${platformUrl(config)}/console/licences/${order.licenceId}`
    : `${platformUrl(config)}/console`;
  const line = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);
  const lines = [
    t.greeting(receipt.buyerName),
    '',
    t.intro,
    '',
    ...line(t.seller, `${config.IPS_PAYEE_NAME}, ${config.IPS_PAYEE_ADDRESS}`),
    ...line(t.order, order.referenceNo),
    ...line(t.licence, `${typeName}${order.kind === 'renewal' ? ` (${t.renewal})` : ''} – ${title}`),
    ...line(t.site, site),
    ...line(t.term, term),
    ...line(
      t.amount,
      `${formatMoneyMinor(transaction.amountMinor, moneyCurrencyOf(transaction.currency), language, EXACT)} (${t.vat})`,
    ),
    ...(receipt.eur
      ? [
          t.eur(
            formatMoneyMinor(receipt.eur.amountMinor, 'EUR', language, EXACT),
            formatMiddleRate(receipt.eur.rate.middle, language),
            receipt.eur.rate.date.split('-').reverse().join('.'),
          ),
        ]
      : []),
    ...line(t.status, `${t.approved}${transaction.statusMessage ? ` – ${transaction.statusMessage}` : ''}`),
    ...line(t.code, transaction.statusCode),
    ...line(
      t.card,
      transaction.cardBrand || transaction.cardLast4
        ? `${transaction.cardBrand ?? ''} **** ${transaction.cardLast4 ?? ''}`.trim()
        : null,
    ),
    ...line(t.auth, transaction.authCode),
    ...line(t.transactionId, transaction.gatewayTransactionId),
    ...line(t.time, `${formatBelgradeTime(time)} (Europe/Belgrade)`),
    '',
    ...(order.kind === 'new' ? [t.refund(formatBelgradeDate(refundUntil), consoleLink), ''] : []),
    t.conversion,
    '',
    config.IPS_PAYEE_NAME,
  ];
  return { subject: t.subject(order.referenceNo), text: lines.join('\n') };
}

/** The mail of an approved attempt, to its buyer. */
async function sendReceipt(deps: TAppDeps, transaction: TTransactionRow, language: TLanguage): Promise<string> {
  if (transaction.status !== 'approved') throw new AppError(409, 'payment_not_approved');
  const order = (await findOrder(deps.platformDb, transaction.orderId))!;
  const buyer = (await findBuyer(deps.platformDb, order.platformUserId))!;
  const licence = order.licenceId ? await findLicenceTerm(deps.platformDb, order.licenceId) : undefined;
  const rates = (deps as TAppDeps & { exchangeRates?: TRates }).exchangeRates;
  const rate = (await rates?.current('EUR')) ?? null;
  const eurMinor = rate ? await rates!.rsdMinorToEurMinor(transaction.amountMinor) : null;
  const eur = rate && eurMinor !== null ? { amountMinor: eurMinor, rate } : null;
  const mail = composeReceipt(deps, { transaction, order, licence, buyerName: buyer.name, eur }, language);
  await deps.mailer.send({ licenceId: order.licenceId, to: buyer.email, ...mail });
  return buyer.email;
}

/** On approval: the mail goes out once, whoever calls (a duplicate callback, two servers). A failure is logged and left for a resend. */
export async function sendSuccessMailOnce(
  deps: TAppDeps,
  transactionId: number,
  language: TLanguage,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!(await claimSuccessMail(deps.platformDb, transactionId, new Date()))) return;
  try {
    await sendReceipt(deps, (await findTransaction(deps.platformDb, transactionId))!, language);
  } catch (error) {
    await setSuccessMailSent(deps.platformDb, transactionId, null);
    log?.error({ err: error, transactionId }, 'the payment confirmation mail could not be sent');
  }
}

/** POST /payments/send-payment-success-mail: again, on the buyer's request; the notice is Serbian (SPEC §7). */
export async function resendSuccessMail(scope: TRequestScope, transactionId: number): Promise<{ message: string }> {
  const { transaction } = await readableTransaction(scope, transactionId);
  const email = await sendReceipt(scope.deps, transaction, scope.language);
  await setSuccessMailSent(scope.deps.platformDb, transaction.id, new Date());
  return { message: formatMessage('payment_success_mail_sent', 'srp', { email }) };
}
