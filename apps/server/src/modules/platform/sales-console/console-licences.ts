/**
 * Reading licences for the console: the three lists of SPEC §7 (a sales user's own, a partner's sold ones with their
 * commissions, every licence for the platform admin) and one licence. Each item carries its latest jobs and what its
 * reader may do with it, loaded for the whole page at once.
 */
import type {
  TConsoleLicence,
  TPartnerLicence,
  TPartnerLicencesQuery,
  TSalesLicencesQuery,
} from '@izlog/contract/sales-console';
import { DETAIL_LICENCE_JOBS, LIST_LICENCE_JOBS } from '@izlog/contract/sales-console';
import { notFound } from '../../../platform/http/errors';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { licenceReachOf, ownLicencesOf } from '../../../platform/permissions/licence-reach';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { allowedStatusesOf } from './licence-access';
import {
  commissionTotalsOf,
  findLicence,
  latestJobsOf,
  listLicences,
  purchasePaymentsOf,
  type TLicenceFilter,
  type TLicenceSelection,
  type TLicenceWithOwner,
} from './sales-console.queries';
import { presentConsoleLicence, presentPartnerLicence } from './sales-licence.presenter';

const filterOf = (query: TSalesLicencesQuery): TLicenceFilter => ({
  status: query['filter[status]'],
  licenceType: query['filter[licence_type]'],
  search: query['filter[search]'],
});

/** Presents rows for the asking account, with the jobs and purchase payments of all of them read in two queries. */
async function presentRows(scope: TRequestScope, rows: TLicenceWithOwner[], jobsPerLicence: number) {
  const actor = requirePlatformActor(scope.actor);
  const ids = rows.map((row) => row.licence.id);
  const db = scope.deps.platformDb;
  const [jobs, payments] = await Promise.all([latestJobsOf(db, ids, jobsPerLicence), purchasePaymentsOf(db, ids)]);
  const now = new Date();
  return rows.map((row) =>
    presentConsoleLicence(scope.deps.config, row, {
      jobs: jobs.get(row.licence.id) ?? [],
      purchaseTransactionId: payments.get(row.licence.id) ?? null,
      allowedStatuses: allowedStatusesOf(actor, row.licence.status),
      now,
    }),
  );
}

async function licencePage(
  scope: TRequestScope,
  selection: TLicenceSelection,
  query: TSalesLicencesQuery,
  page: TPage,
): Promise<TPageResult<TConsoleLicence>> {
  const { rows, total } = await listLicences(scope.deps.platformDb, selection, filterOf(query), page);
  return { items: await presentRows(scope, rows, LIST_LICENCE_JOBS), total };
}

/** GET /licences/get-sales-user-licences: the licences the signed-in account bought (its own, whatever its role). */
export function listOwnLicencesPage(scope: TRequestScope, query: TSalesLicencesQuery, page: TPage) {
  return licencePage(scope, ownLicencesOf(scope.actor), query, page);
}

/** GET /licences/get-all-licences: every licence (the platform admin; the route's permission says so). */
export function listAllLicencesPage(scope: TRequestScope, query: TSalesLicencesQuery, page: TPage) {
  return licencePage(scope, licenceReachOf(scope.actor), query, page);
}

/**
 * GET /licences/get-all-partners-licences: the licences partners sold, with the commission each earned — a partner's
 * own, or every partner's (optionally one's) for the platform admin.
 */
export async function listPartnersLicencesPage(
  scope: TRequestScope,
  query: TPartnerLicencesQuery,
  page: TPage,
): Promise<TPageResult<TPartnerLicence>> {
  const reach = licenceReachOf(scope.actor);
  const selection: TLicenceSelection =
    reach.kind === 'all' ? { kind: 'partners', partnerId: query['filter[partner_id]'] } : reach;
  const db = scope.deps.platformDb;
  const { rows, total } = await listLicences(db, selection, filterOf(query), page);
  const [items, commissions] = await Promise.all([
    presentRows(scope, rows, LIST_LICENCE_JOBS),
    commissionTotalsOf(
      db,
      rows.map((row) => row.licence.id),
    ),
  ]);
  return { items: items.map((item) => presentPartnerLicence(item, commissions.get(item.id))), total };
}

/** One licence the account reaches, with more of its jobs; another's (or none) is a 404. */
export async function getConsoleLicence(scope: TRequestScope, licenceId: number): Promise<TConsoleLicence> {
  const row = await findLicence(scope.deps.platformDb, licenceReachOf(scope.actor), licenceId);
  if (!row) throw notFound();
  const [licence] = await presentRows(scope, [row], DETAIL_LICENCE_JOBS);
  return licence!;
}
