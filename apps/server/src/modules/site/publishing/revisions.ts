/**
 * The pending revisions of published items (decision 0011), as other modules use them: at most one per item, found,
 * claimed by a decision, moved, dropped. The SQL is in revisions.queries.ts, which only this module imports.
 */
export {
  catalogRef,
  claimRevision,
  contentRef,
  dropPendingRevision,
  findPendingRevision,
  moveRevision,
  pendingRevisionsOf,
  presentRevision,
  type TItemRef,
  type TRevisionRow,
} from './revisions.queries';
