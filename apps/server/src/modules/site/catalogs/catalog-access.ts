/** Who sees which catalogs, beside the policy table: staff see every status; others approved ones and their own. */
import { can, type TActor } from '../../../platform/permissions/policy';
import type { TCatalogViewer } from './catalogs.queries';

export function catalogViewer(actor: TActor): TCatalogViewer {
  return { seesAll: can(actor, 'catalogs.readAll'), userId: actor.kind === 'user' ? actor.userId : null };
}
