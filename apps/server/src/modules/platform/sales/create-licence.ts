/**
 * POST /licences/create-licence (SPEC §4 purchase flow, §7): a sales user orders a new licence. The order holds its
 * subdomain for ORDER_RESERVATION_MINUTES while it waits for payment; a custom domain is only named (the licence's DNS
 * proof takes it later, decision 0047), so an order cannot reserve a name someone else owns. The price is the server's
 * (the licence type's yearly price plus the domain's registration), whatever the browser sends. A free licence
 * (never with a custom domain: 422) costs nothing: it is settled at once and provisioned by the job.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { LANGUAGE_ID } from '@izlog/contract/constants';
import { orderReference } from '@izlog/contract/payment-reference';
import { CALLBACK_MAX_AGE_MINUTES } from '@izlog/contract/payments';
import {
  LICENCE_PRICES_MINOR,
  LICENCE_TYPE_FEATURES,
  ORDER_RESERVATION_MINUTES,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_PATTERN,
  type TCreateLicenceRequest,
  TEMPLATES,
} from '@izlog/contract/sales';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { parseDomainName } from '../../../platform/domains/domain-names';
import { fieldConflict, fieldError } from '../../../platform/http/errors';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import type { TPlatformActor } from '../../../platform/permissions/policy';
import { checkDomain } from '../domains/check-domain';
import { storeOrderIcon, type TOrderIconInput } from './order-icon';
import { settleOrderPayment } from './order-settlement';
import type { TOrderLicenceData } from './provision-order';
import {
  expireStaleOrdersFor,
  insertOrder,
  isNameHeld,
  nextOrderId,
  raceOfOpenOrder,
  releaseOwnOpenOrdersFor,
  type TOrderRow,
} from './sales.queries';

export type TCreateLicenceInput = TCreateLicenceRequest & { icon?: TOrderIconInput };

const LANGUAGE_IDS = new Set<number>(Object.values(LANGUAGE_ID));

function assertOrderForm(input: TCreateLicenceInput): void {
  if (!TEMPLATES.some((template) => template.id === input.template_id)) {
    throw fieldError('template_id', 'order_template_unknown');
  }
  if (input.language_id !== undefined && !LANGUAGE_IDS.has(input.language_id)) {
    throw fieldError('language_id', 'order_language_unknown');
  }
  const subdomain = input.title_of_app_unique;
  if (!SUBDOMAIN_PATTERN.test(subdomain)) throw fieldError('title_of_app_unique', 'subdomain_invalid');
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain)) {
    throw fieldError('title_of_app_unique', 'subdomain_reserved');
  }
}

/** The custom domain, checked as the wizard's check-domain checks it, with its registration price. */
async function checkedCustomDomain(
  deps: TAppDeps,
  input: TCreateLicenceInput,
): Promise<{ domain: string; priceMinor: number } | null> {
  if (!input.domain) return null;
  // The price list's promise (and the domain step's): a free licence's site lives on its subdomain.
  if (!LICENCE_TYPE_FEATURES[input.licence_type].includes('custom_domain')) {
    throw fieldError('domain', 'domain_not_in_licence_type');
  }
  const check = await checkDomain(deps, input.domain);
  if (check.kind !== 'custom' || !check.isFree || !check.price) throw fieldError('domain', 'domain_not_available');
  // SPEC §4: the buyer sees the domain's prices and accepts them before the order is made.
  if (!input.accepted_domain_prices) throw fieldError('accepted_domain_prices', 'domain_prices_not_accepted');
  return { domain: check.domain, priceMinor: check.price.registrationMinor };
}

/** A lost race for a subdomain is the same 409 as a subdomain already held (a custom domain is never raced for). */
function asNameConflict(error: unknown): unknown {
  const race = raceOfOpenOrder(error);
  if (race) return fieldConflict('title_of_app_unique', 'subdomain_taken');
  return error;
}

export async function createLicenceOrder(
  deps: TAppDeps,
  actor: TPlatformActor,
  input: TCreateLicenceInput,
  buyerLanguage: TLanguage,
): Promise<TOrderRow> {
  assertOrderForm(input);
  const now = new Date();
  const subdomain = input.title_of_app_unique;
  // Names as orders hold them: a custom domain in its canonical ASCII form (IDNA, no www.), as checkDomain stores it.
  const parsedDomain = input.domain ? parseDomainName(input.domain) : null;
  const names = { subdomain, domain: parsedDomain?.ok ? parsedDomain.ascii : input.domain };
  // The buyer's own earlier orders for these names let go first — unless one is being paid by card right now (even
  // past its reservation): its approval would find the names taken and the buyer would pay twice.
  const liveSince = new Date(now.getTime() - CALLBACK_MAX_AGE_MINUTES * 60_000);
  const own = await inUnitOfWork(deps.platformDb, (tx) =>
    releaseOwnOpenOrdersFor(tx.db, actor.platformUserId, names, now, liveSince),
  );
  if (own === 'paying') throw fieldConflict('title_of_app_unique', 'order_being_paid');
  // Orders nobody paid in time let go of their names, so the checks and the unique indexes see only live ones.
  await expireStaleOrdersFor(deps.platformDb, names, now);
  if (await isNameHeld(deps.platformDb, { subdomain })) throw fieldConflict('title_of_app_unique', 'subdomain_taken');
  const custom = await checkedCustomDomain(deps, input);
  const icon = await storeOrderIcon(deps, input.icon, imagePayerOf(actor));

  const licenceAmount = LICENCE_PRICES_MINOR[input.licence_type];
  const domainAmount = custom?.priceMinor ?? 0;
  const licenceData: TOrderLicenceData = {
    title_of_app: input.title_of_app,
    description: input.description ?? null,
    phone: input.phone,
    country: input.country,
    city: input.city,
    address: input.address,
    icon: icon ? { url: icon.url, sizes: icon.sizes } : null,
    buyer_language: buyerLanguage,
  };
  let order: TOrderRow;
  try {
    order = await inUnitOfWork(deps.platformDb, async (tx) => {
      const id = await nextOrderId(tx.db);
      return insertOrder(tx.db, {
        id,
        platformUserId: actor.platformUserId,
        kind: 'new',
        status: 'awaiting_payment',
        licenceType: input.licence_type,
        templateId: input.template_id,
        languageId: input.language_id ?? LANGUAGE_ID.srp,
        licenceData,
        subdomain,
        customDomain: custom?.domain ?? null,
        licenceAmountMinor: licenceAmount,
        domainAmountMinor: domainAmount,
        totalMinor: licenceAmount + domainAmount,
        referenceNo: orderReference(id),
        paymentMethod: input.payment_method,
        reservedUntil: new Date(now.getTime() + ORDER_RESERVATION_MINUTES * 60_000),
      });
    });
  } catch (error) {
    throw asNameConflict(error);
  }
  if (order.totalMinor > 0) return order;
  // Nothing to pay (a free licence on its subdomain): paid at once, no transaction.
  return settleOrderPayment(deps, { orderId: order.id, transactionId: null, paidAt: now });
}
