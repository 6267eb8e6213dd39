/**
 * An author's comments as a whole, for the users module deleting an account (issue 12, decision 0023): how many are
 * shown or waiting, and disapproving them all (by the deleting admin). Callers pass their transaction.
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { countStandingComments, disapproveStandingComments } from './author-comments.queries';

export const countAuthorComments = (tdb: TenantDb, authorId: number) => countStandingComments(tdb, authorId);

export const withdrawAuthorComments = (tx: TenantDb, authorId: number, moderatorId: number) =>
  disapproveStandingComments(tx, authorId, moderatorId);
