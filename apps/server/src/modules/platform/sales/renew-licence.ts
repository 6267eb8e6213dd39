/**
 * POST /licences/renew-licence/{licenceId} (issue 13 "the licence's year"): a renewal order for one more year of the
 * buyer's own licence at today's price of its type, plus its custom domain's year (renewal-domain-price.ts). An active licence, or one expired at most
 * GRACE_PERIOD_DAYS ago, can be renewed; a suspended or closed one cannot (422). The renewal opens RENEWAL_WINDOW_DAYS
 * before the expiry (earlier is a 422 with the day it opens), so a year is bought once, near its end — a free licence
 * could otherwise add a year on every call. A renewal still waiting for its payment is answered again instead of a
 * second one; a free licence's renewal costs nothing and applies at once.
 */

import type { TLanguage, TLicenceType } from '@izlog/contract/constants';
import { orderReference } from '@izlog/contract/payment-reference';
import {
  GRACE_PERIOD_DAYS,
  LICENCE_PRICES_MINOR,
  ORDER_RESERVATION_MINUTES,
  RENEWAL_WINDOW_DAYS,
  renewalAvailability,
} from '@izlog/contract/sales';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/http/errors';
import { formatBelgradeDate } from '../../../platform/payments/belgrade-time';
import { findReachableLicence, ownLicencesOf } from '../../../platform/permissions/licence-reach';
import type { TPlatformActor } from '../../../platform/permissions/policy';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { settleOrderPayment } from './order-settlement';
import type { TOrderLicenceData } from './provision-order';
import { renewalDomainPrice } from './renewal-domain-price';
import { findOpenRenewal, insertOrder, nextOrderId, type TOrderRow } from './sales.queries';

/**
 * Refuses a renewal now (422): a licence with no term, suspended, closed or past its grace period cannot be renewed;
 * one whose renewal has not opened yet says the day it opens (Belgrade).
 */
export function assertRenewable(licence: Pick<TLicence, 'status' | 'expiresAt'>, now: Date): void {
  const availability = renewalAvailability(licence, now);
  if (availability.kind === 'not_renewable') {
    throw new AppError(422, 'licence_not_renewable', { days: GRACE_PERIOD_DAYS });
  }
  if (availability.kind === 'not_yet') {
    const date = formatBelgradeDate(availability.opensAt);
    throw new AppError(422, 'renewal_not_open_yet', { days: RENEWAL_WINDOW_DAYS, date });
  }
}

export async function renewLicence(
  deps: TAppDeps,
  actor: TPlatformActor,
  licenceId: number,
  buyerLanguage: TLanguage,
): Promise<TOrderRow> {
  // A renewal is an order of the buyer's own, so only its own licences (even the platform admin's); another's licence
  // is the same 404 as none (DESIGN §2).
  const licence = await findReachableLicence(deps.platformDb, ownLicencesOf(actor), licenceId);
  if (!licence) throw notFound();
  const now = new Date();
  assertRenewable(licence, now);

  const price = LICENCE_PRICES_MINOR[licence.licenceType as TLicenceType] ?? 0;
  const domain = await renewalDomainPrice(deps, licence, now);
  const domainAmount = domain?.amountMinor ?? 0;
  const open = await findOpenRenewal(deps.platformDb, licence.id, now);
  if (open && open.totalMinor === price + domainAmount && open.customDomain === (domain?.domain ?? null)) return open;

  const licenceData: TOrderLicenceData = {
    title_of_app: licence.titleOfApp,
    description: licence.description,
    phone: licence.phone ?? '',
    country: licence.country ?? '',
    city: licence.city ?? '',
    address: licence.address ?? '',
    icon: null,
    buyer_language: buyerLanguage,
  };
  const order = await inUnitOfWork(deps.platformDb, async (tx) => {
    const id = await nextOrderId(tx.db);
    return insertOrder(tx.db, {
      id,
      platformUserId: actor.platformUserId,
      licenceId: licence.id,
      kind: 'renewal',
      status: 'awaiting_payment',
      licenceType: licence.licenceType,
      templateId: licence.templateId,
      languageId: licence.languageId,
      licenceData,
      subdomain: licence.titleOfAppUnique,
      customDomain: domain?.domain ?? null,
      licenceAmountMinor: price,
      domainAmountMinor: domainAmount,
      totalMinor: price + domainAmount,
      referenceNo: orderReference(id),
      paymentMethod: 'card',
      reservedUntil: new Date(now.getTime() + ORDER_RESERVATION_MINUTES * 60_000),
    });
  });
  if (order.totalMinor > 0) return order;
  return settleOrderPayment(deps, { orderId: order.id, transactionId: null, paidAt: now });
}
