/** The `:kind` and `:id` of a back-office address: a known kind, and a positive id (none on the "new" page). */
import { MANAGED_KINDS, type TManagedKind } from '@/lib/paths';

type TManagedParams = { kind: TManagedKind | null; id: number | null; isValid: boolean };

export function managedParamsOf(params: { kind?: string; id?: string }): TManagedParams {
  const kind = (MANAGED_KINDS as readonly string[]).includes(params.kind ?? '') ? (params.kind as TManagedKind) : null;
  if (params.id === undefined) return { kind, id: null, isValid: true };
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? { kind, id, isValid: true } : { kind, id: null, isValid: false };
}
