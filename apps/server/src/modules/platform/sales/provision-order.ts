/**
 * Provisioning (issue 13): a paid new-licence order becomes a site, in ONE transaction — the licence (active for a
 * year from the payment), its SUPERADMIN (the buyer: their Izlog e-mail and password hash, decision 0028), the
 * starter content in the site's language, the order's logo as the licence's media, and the order marked provisioned.
 * Anything failing rolls all of it back: the order stays paid with its provisioning_error and the job retries. An
 * order that is not (or no longer) paid is left alone, so the job runs exactly once in effect. After the commit the
 * caches forget, the buyer gets the sign-in mail, and the domains module attaches the site's addresses.
 */
import type { TLanguage, TLicenceType } from '@izlog/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import { inUnitOfWork, type TUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { TenantDb } from '../../../platform/tenancy/tenant-db';
import { sanitizeRichText } from '../../../platform/text/sanitize';
import { attachLicenceDomains } from '../domains/licence-domains';
import { termEndFrom } from './licence-term';
import { sendLicenceReadyMail } from './provisioning-mail';
import {
  findPlatformUser,
  insertLicenceMedia,
  insertLicenceUser,
  isUsernameTaken,
  linkOrderJobsToLicence,
  lockOrder,
  recordProvisioningError,
  setCommissionLicence,
  type TOrderRow,
  type TPlatformUserRow,
  updateOrder,
} from './sales.queries';
import { languageOfId, starterTexts, writeStarterContent } from './starter-content';

/** What the order form left on the order (create-licence.ts writes it). */
export type TOrderLicenceData = {
  title_of_app: string;
  description: string | null;
  phone: string;
  country: string;
  city: string;
  address: string;
  icon: { url: string; sizes: Record<string, string> } | null;
  /**
   * The language the buyer ordered in: the payment confirmation mail speaks it, though the bank's callback that
   * sends it carries no language of the buyer's (issue 26 item 8). Older orders have none: Serbian.
   */
  buyer_language?: TLanguage;
};

export type TProvisionOptions = {
  log: FastifyBaseLogger;
  /** Test seam: runs last inside the transaction; throwing there rolls the whole provisioning back. */
  beforeCommit?: () => unknown;
};

/** A username from the e-mail's local part (a new site has no other user; still made unique, as a rule). */
async function usernameFor(tdb: TenantDb, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  const base = (local.length >= 2 ? local : `admin${local}`).slice(0, 56);
  let candidate = base;
  for (let n = 2; await isUsernameTaken(tdb, candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

function splitName(name: string | null): { name: string | null; surname: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { name: null, surname: null };
  return { name: parts[0]!, surname: parts.slice(1).join(' ') || null };
}

async function createSite(
  deps: TAppDeps,
  tx: TUnitOfWork,
  order: TOrderRow,
  buyer: TPlatformUserRow,
  log: FastifyBaseLogger,
) {
  const data = order.licenceData as TOrderLicenceData;
  const language = languageOfId(order.languageId);
  const paidAt = order.paidAt ?? new Date();
  const texts = starterTexts(language, {
    title: data.title_of_app,
    description: data.description,
    phone: data.phone,
    place: [data.address, data.city, data.country].filter(Boolean).join(', '),
    email: buyer.email,
  });
  const licence = await deps.licenceRows.insert(tx, {
    titleOfApp: data.title_of_app,
    titleOfAppUnique: order.subdomain,
    customDomain: order.customDomain,
    description: data.description,
    languageId: order.languageId,
    templateId: order.templateId,
    licenceType: order.licenceType,
    status: 'active',
    phone: data.phone,
    country: data.country,
    city: data.city,
    address: data.address,
    icon: data.icon?.url ?? null,
    siteName: data.title_of_app,
    ...texts.settings,
    termsAndConditions: sanitizeRichText(texts.settings.termsAndConditions),
    privacyPolicy: sanitizeRichText(texts.settings.privacyPolicy),
    termsOfPayment: sanitizeRichText(texts.settings.termsOfPayment),
    ownerPlatformUserId: buyer.id,
    activatedAt: paidAt,
    expiresAt: termEndFrom(paidAt),
    statusChangedAt: paidAt,
  });
  const tenant = new TenantDb(tx.db, licence.id);
  const owner = await insertLicenceUser(tenant, {
    email: buyer.email,
    username: await usernameFor(tenant, buyer.email),
    // The buyer signs in on their site with their Izlog e-mail and password (decision 0028).
    passwordHash: buyer.passwordHash,
    role: 'SUPERADMIN',
    status: 'active',
    ...splitName(buyer.name),
    phone: buyer.phone,
  });
  if (data.icon) {
    await insertLicenceMedia(tenant, {
      purpose: 'logo',
      url: data.icon.url,
      sizes: data.icon.sizes,
      width: 400,
      height: 400,
      uploadedBy: owner.id,
    });
  }
  // The operations an admin's calls use, run as the new owner inside this transaction (their own transactions
  // become savepoints of it; `deps.platformDb` is this transaction too, so nothing reaches outside it).
  const scope: TRequestScope = {
    tenant,
    licence,
    language,
    actor: { kind: 'user', userId: owner.id, licenceId: licence.id, role: 'SUPERADMIN', sessionId: 0 },
    deps: { ...deps, platformDb: tx.db },
    siteUrl: licenceSiteUrl(deps.config, licence.titleOfAppUnique),
    ip: '127.0.0.1',
    userAgent: 'izlog-provisioning',
    log,
  };
  const { siteImage } = await writeStarterContent(scope, texts, order.licenceType as TLicenceType);
  return { licence: (await deps.licenceRows.update(tx, licence.id, { siteImage }))!, language };
}

export async function provisionOrder(deps: TAppDeps, orderId: number, options: TProvisionOptions): Promise<TOrderRow> {
  try {
    return await inUnitOfWork(
      deps.platformDb,
      async (tx) => {
        const order = await lockOrder(tx.db, orderId);
        if (!order) throw notFound();
        // Provisioned already (a second run), refunded before it ran, or a renewal: nothing to do.
        if (order.kind !== 'new' || order.status !== 'paid') return order;
        const buyer = await findPlatformUser(tx.db, order.platformUserId);
        if (!buyer) throw new Error(`order ${order.id}: its buyer ${order.platformUserId} does not exist`);
        const { licence, language } = await createSite(deps, tx, order, buyer, options.log);
        await setCommissionLicence(tx.db, order.id, licence.id);
        await linkOrderJobsToLicence(tx.db, order.id, licence.id);
        const provisioned = await updateOrder(tx.db, order.id, {
          status: 'provisioned',
          licenceId: licence.id,
          provisionedAt: new Date(),
          provisioningError: null,
        });
        await options.beforeCommit?.();
        tx.afterCommit(() => afterProvisioning(deps, licence, buyer.email, language, options.log));
        return provisioned;
      },
      { log: options.log },
    );
  } catch (error) {
    // Everything was rolled back; the order stays paid and says why, for the console, until the retry succeeds.
    const message = error instanceof Error ? error.message : String(error);
    await recordProvisioningError(deps.platformDb, orderId, message.slice(0, 2000)).catch(() => undefined);
    throw error;
  }
}

/**
 * Once the site exists (the caches forgot it already: the licences row's owner saw to that on commit), its owner is
 * told and its addresses are attached.
 */
async function afterProvisioning(
  deps: TAppDeps,
  licence: Awaited<ReturnType<typeof createSite>>['licence'],
  email: string,
  language: ReturnType<typeof languageOfId>,
  log: FastifyBaseLogger,
): Promise<void> {
  // The site exists and is paid for: a mail or a domain step that fails is logged, never undoes it (the domain status
  // board re-checks; the confirmation can be sent again).
  await sendLicenceReadyMail(deps, licence, email, language).catch((error: unknown) =>
    log.error({ err: error, licenceId: licence.id }, 'could not send the licence-ready mail'),
  );
  await attachLicenceDomains(deps, {
    licenceId: licence.id,
    subdomain: licence.titleOfAppUnique,
    customDomain: licence.customDomain,
  }).catch((error: unknown) => log.error({ err: error, licenceId: licence.id }, 'could not attach the domains'));
}
