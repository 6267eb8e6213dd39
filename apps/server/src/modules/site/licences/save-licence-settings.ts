/**
 * Every site-settings write ends here: one transaction changes the licence's row and records the audit entry (only
 * the fields that changed, as they were and as they became; none changed, no entry). The row's owner
 * (platform/licences) makes the licence resolver and the visitors' caches forget the licence once it commits, so the
 * next request of any visitor reads the new settings.
 */
import type { TAuditAction } from '@izlog/contract/audit';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { siteTitleOf, type TLicence } from '../../../platform/tenancy/licence-resolver';
import { auditActorOf, changedFields, recordAudit } from '../audit/record-audit';
import { lockLicenceRow, type TLicenceSettings } from './licences.queries';

/** `siteName` → `site_name`: the log names fields as the wire does. */
const wireName = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function wireView(licence: TLicence, columns: readonly (keyof TLicenceSettings)[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [wireName(column), licence[column]]));
}

export async function saveLicenceSettings(
  scope: TRequestScope,
  action: TAuditAction,
  changes: TLicenceSettings,
): Promise<TLicence> {
  const actor = requireSignedIn(scope.actor);
  const columns = Object.keys(changes) as (keyof TLicenceSettings)[];
  const licenceId = scope.licence.id;
  return inUnitOfWork(scope.deps.platformDb, async (unit) => {
    const before = await lockLicenceRow(unit.db, licenceId);
    const after = before && (await scope.deps.licenceRows.update(unit, licenceId, changes));
    if (!before || !after) throw notFound();
    const changed = changedFields(wireView(before, columns), wireView(after, columns));
    // A save that changed nothing (the same form sent twice) is no action on the site: nothing to log.
    if (changed.before || changed.after) {
      const tenant = unit.tenant(licenceId);
      await recordAudit(tenant, await auditActorOf(tenant, actor), {
        action,
        subjectType: 'site',
        subjectId: null,
        subjectLabel: siteTitleOf(after),
        ...changed,
      });
    }
    return after;
  });
}
