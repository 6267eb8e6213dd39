/**
 * Writing the audit log (issue 12). How others call it: inside the transaction of the change,
 * `await recordAudit(tx, actor, { action, subjectType, subjectId, subjectLabel, ...changedFields(before, after) })`
 * — import this file, never audit.queries.ts. An entry fails with its change and never outlives a rolled-back one.
 */
import type { TAuditAction, TAuditSubject } from '@izlog/contract/audit';
import { notFound } from '../../../platform/http/errors';
import type { TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { findUsername, insertAuditEntry } from './audit.queries';

/** Who did it, as the log keeps it (the username at the time, so the log reads after the account is gone). */
export type TAuditActor = { id: number; username: string };

type TValues = Record<string, unknown>;

/** The signed-in actor as the log names them (their current username). */
export async function auditActorOf(tdb: TenantDb, actor: TSignedInActor): Promise<TAuditActor> {
  const username = await findUsername(tdb, actor.userId);
  // The actor's session was just checked; an account missing now was deleted mid-request.
  if (username === undefined) throw notFound();
  return { id: actor.userId, username };
}

export type TAuditRecord = {
  action: TAuditAction;
  subjectType: TAuditSubject;
  /** The user's id; null for the site. */
  subjectId: number | null;
  /** The user's username or the site's name at the time. */
  subjectLabel: string;
  before: TValues | null;
  after: TValues | null;
};

/** Keys never written to the log, whatever a caller passes: a hash, a token or a secret would outlive its rotation. */
const SECRET_KEY = /pass(word)?|hash|token|secret|auth_key|api_key/i;

function withoutSecrets(values: TValues | null): TValues | null {
  if (!values) return null;
  const kept = Object.entries(values).filter(([key, value]) => !SECRET_KEY.test(key) && value !== undefined);
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** A value as the log stores it (JSON): a date as its ISO text, so equal values compare equal. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/**
 * Only what changed between two views of one thing, as it was and as it became. Both views name fields the same way
 * (the wire's names); a key in `after` only counts as changed from null. Secrets are left out. Nothing changed → nulls.
 */
export function changedFields(before: TValues, after: TValues): { before: TValues | null; after: TValues | null } {
  const was: TValues = {};
  const became: TValues = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SECRET_KEY.test(key)) continue;
    const old = comparable(before[key]);
    const now = comparable(after[key]);
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    was[key] = old;
    became[key] = now;
  }
  return { before: withoutSecrets(was), after: withoutSecrets(became) };
}

/** Writes one entry with the caller's TenantDb: pass the transaction's, so the entry lives and dies with the change. */
export async function recordAudit(tdb: TenantDb, actor: TAuditActor, entry: TAuditRecord): Promise<void> {
  // Through JSON once, so the entry holds exactly what the log will read back (dates as text).
  const clean = (values: TValues | null) => {
    const kept = withoutSecrets(values);
    return kept ? (JSON.parse(JSON.stringify(kept)) as TValues) : null;
  };
  await insertAuditEntry(tdb, {
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel,
    before: clean(entry.before),
    after: clean(entry.after),
  });
}
