/**
 * The sales console's calls (issue 13, decision 0033): the lists of licences a sales user, a partner and the platform
 * admin see, one licence with what its reader may do with it, the licence's own forms, the partners' commission ledger
 * with its monthly totals, and the proforma (IPS) orders waiting for their money. Builds on sales.ts and payments.ts.
 */
import { z } from 'zod';
import { LICENCE_STATUSES, LICENCE_TYPES } from './constants';
import { ZCommissionEntry } from './payments';
import { ZSalesLicence, ZSalesOrder } from './sales';
import { optional, zId, zPhone, zText } from './validation';

/** Filters of the three licence lists (SPEC §7 filter[...]); `search` looks in the title, subdomain and domain. */
export const ZSalesLicencesQuery = z.object({
  'filter[status]': optional(z.enum(LICENCE_STATUSES)),
  'filter[licence_type]': optional(z.enum(LICENCE_TYPES)),
  'filter[search]': optional(z.string().trim().max(100)),
});
export type TSalesLicencesQuery = z.infer<typeof ZSalesLicencesQuery>;
/** The partners' list: the platform admin may narrow it to one partner. */
export const ZPartnerLicencesQuery = ZSalesLicencesQuery.extend({
  'filter[partner_id]': optional(zId),
});
export type TPartnerLicencesQuery = z.infer<typeof ZPartnerLicencesQuery>;

/** How many job records each licence of a list carries (newest first); one licence's page carries more. */
export const LIST_LICENCE_JOBS = 3;
export const DETAIL_LICENCE_JOBS = 20;

/**
 * A licence as the console shows it: the contract's ZSalesLicence, plus what its reader may do with it — the statuses
 * they may set now (the state machine's next steps they are allowed) and the payment a refund would return (null when
 * the 15 days are over or nothing was paid).
 */
export const ZConsoleLicence = ZSalesLicence.extend({
  allowed_statuses: z.array(z.enum(LICENCE_STATUSES)),
  refund_transaction_id: z.number().nullable(),
});
export type TConsoleLicence = z.infer<typeof ZConsoleLicence>;

/** Sums of a partner's commission in RSD minor units: accrued on payments, reversed on refunds (negative), net. */
export const ZCommissionTotals = z.object({ accrued: z.number(), reversed: z.number(), net: z.number() });
export type TCommissionTotals = z.infer<typeof ZCommissionTotals>;

/** A licence a partner sold, with the commission it earned them. */
export const ZPartnerLicence = ZConsoleLicence.extend({ commission: ZCommissionTotals });
export type TPartnerLicence = z.infer<typeof ZPartnerLicence>;

export const ZSalesLicenceDescriptionRequest = z.object({ description: z.string().trim().max(2000) });
export const ZSalesLicenceLocationRequest = z.object({ country: zText(), city: zText(), address: zText() });
export type TSalesLicenceLocationRequest = z.infer<typeof ZSalesLicenceLocationRequest>;
export const ZSalesLicencePhoneRequest = z.object({ phone: zPhone });
/** sales-user-update-licence-stock-logo: a stock photo's download location (SPEC §5). */
export const ZSalesLicenceStockLogoRequest = z.object({ stock_icon: z.string().trim().min(1).max(2000) });

// ---- Partners' commissions ----

export const ZCommissionsQuery = z.object({
  /** The platform admin's view of one partner; a partner always sees their own. */
  'filter[partner_id]': optional(zId),
  /** One month of the ledger, `YYYY-MM` (Europe/Belgrade). */
  'filter[month]': optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
});
export type TCommissionsQuery = z.infer<typeof ZCommissionsQuery>;

/** A ledger line with what it is about: the licence's name and address, the order's reference, the partner. */
export const ZCommissionLedgerEntry = ZCommissionEntry.extend({
  licence_title: z.string().nullable(),
  subdomain: z.string(),
  reference_no: z.string(),
  order_total: z.number(),
  partner: z.object({ id: z.number(), name: z.string().nullable(), email: z.string() }),
});
export type TCommissionLedgerEntry = z.infer<typeof ZCommissionLedgerEntry>;

export const ZCommissionMonth = ZCommissionTotals.extend({
  /** `YYYY-MM` in Europe/Belgrade. */
  month: z.string(),
  entries: z.number(),
});
export const ZCommissionSummary = z.object({
  currency: z.literal('RSD'),
  totals: ZCommissionTotals,
  /** Newest month first. */
  months: z.array(ZCommissionMonth),
});
export type TCommissionSummary = z.infer<typeof ZCommissionSummary>;

// ---- Proforma orders waiting for an IPS payment ----

export const ZOpenInvoice = ZSalesOrder.extend({
  buyer: z.object({ id: z.number(), name: z.string().nullable(), email: z.string() }),
});
export type TOpenInvoice = z.infer<typeof ZOpenInvoice>;
