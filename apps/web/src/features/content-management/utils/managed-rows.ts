/** Contents and catalogs as rows of a management list (they come from different calls and look alike there). */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TCategory } from '@izlog/contract/categories';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TPendingRevision } from '@izlog/contract/revisions';
import type { TManagedRow } from '../components/managed-list';

type TAuthorNames = { username: string; company_name: string | null } | null;
const authorName = (author: TAuthorNames) => (author ? (author.company_name ?? author.username) : null);

/** An edit of approved content that waits (decision 0011): its status, and the remark when it was sent back. */
const pendingEditOf = (pending: TPendingRevision | null | undefined): TManagedRow['pendingEdit'] =>
  pending ? { status: pending.status, remark: pending.remark_request_for_edit } : null;

export const rowOfContent = (item: TContentListItem, editTo: string): TManagedRow => ({
  id: item.id,
  title: item.title,
  status: item.status,
  categoryName: item.category?.name ?? null,
  authorName: authorName(item.author),
  createdAt: item.created_at,
  // Content lists carry no remark; the editor shows it.
  remark: null,
  pendingEdit: pendingEditOf(item.pending_revision),
  rejection: item.rejection ? { reason: item.rejection.reason } : null,
  editTo,
});

export const rowOfCatalog = (catalog: TCatalog, categories: TCategory[] | undefined, editTo: string): TManagedRow => ({
  id: catalog.id,
  title: catalog.name,
  status: catalog.status,
  categoryName: categories?.find((category) => category.id === catalog.category_id)?.name ?? null,
  authorName: authorName(catalog.author),
  createdAt: catalog.created_at,
  remark: catalog.remark_request_for_edit,
  pendingEdit: pendingEditOf(catalog.pending_revision),
  rejection: catalog.rejection ? { reason: catalog.rejection.reason } : null,
  editTo,
});
