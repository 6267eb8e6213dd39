/**
 * What the workflow does differently for contents and catalogs, behind one shape, so publishing a draft and the
 * moderators' decisions are written once: find the item, change its status conditionally, read and write its
 * state, check that it may be published, and answer it.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { CONTENT_TYPE, type TContentStatus, type TContentTypeId } from '@izlog/contract/constants';
import { PUBLISH_NEEDS_CATEGORY_AND_IMAGE, type TContent } from '@izlog/contract/contents';
import type { TModeratedKind } from '@izlog/contract/moderation';
import { notFound, type TFieldProblem } from '../../platform/http/errors';
import type { TSignedInActor } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { findCatalog, isCatalogCategory } from '../catalogs/catalogs.queries';
import { findOwnedCatalog, present } from '../catalogs/save-catalog';
import { assertMayChange } from '../contents/content-access';
import { findCategory } from '../contents/content-input.queries';
import { findContentRow } from '../contents/contents.queries';
import { getContent } from '../contents/get-content';
import { applyCatalogState, loadCatalogState, type TCatalogState } from './catalog-state.queries';
import { applyContentState, loadContentState, type TContentState } from './content-state.queries';
import { setCatalogStatusIf, setContentStatusIf, type TStatusChange } from './moderation.queries';
import type { TModerationContext } from './moderation-context';
import { catalogRef, contentRef, type TItemRef } from './revisions.queries';

/** The fields of an item the workflow reads, the same for contents and catalogs. */
export type TItem = {
  id: number;
  title: string;
  slug: string;
  authorId: number;
  status: TContentStatus;
  remarkRequestForEdit: string | null;
};

export type TSubject = {
  /** Names the item in mail and links; null for articles and pages, which are never moderated. */
  kind: TModeratedKind | null;
  ref(id: number): TItemRef;
  find(tdb: TenantDb, id: number): Promise<TItem | undefined>;
  /** The item for a change by `actor`: 404 when it is not theirs to see, 403 when not theirs to change. */
  findForChange(ctx: TModerationContext, actor: TSignedInActor, id: number): Promise<TItem>;
  setStatusIf(tx: TenantDb, id: number, from: string, change: TStatusChange): Promise<boolean>;
  loadState(tdb: TenantDb, id: number): Promise<unknown>;
  /** Writes a pending revision's state onto the item, with its new status and remark. */
  applyState(tx: TenantDb, item: TItem, state: unknown, change: TStatusChange): Promise<void>;
  /** What a draft (or a waiting edit) lacks to be published: SPEC §5's required fields, checked again. */
  publishProblems(tdb: TenantDb, state: unknown): Promise<TFieldProblem[]>;
  present(ctx: TModerationContext, id: number): Promise<TContent | TCatalog>;
};

const contentKind: Partial<Record<TContentTypeId, TModeratedKind>> = {
  [CONTENT_TYPE.blog]: 'blog',
  [CONTENT_TYPE.product]: 'product',
};

export function contentSubject(contentTypeId: TContentTypeId): TSubject {
  const find = async (tdb: TenantDb, id: number): Promise<TItem | undefined> => {
    const row = await findContentRow(tdb, id, contentTypeId);
    return row && { ...row, status: row.status as TContentStatus };
  };
  return {
    kind: contentKind[contentTypeId] ?? null,
    ref: contentRef,
    find,
    async findForChange(ctx, actor, id) {
      const row = await findContentRow(ctx.tenant, id, contentTypeId);
      if (!row) throw notFound();
      assertMayChange(actor, row);
      return { ...row, status: row.status as TContentStatus };
    },
    setStatusIf: setContentStatusIf,
    loadState: loadContentState,
    async applyState(tx, item, state, change) {
      await applyContentState(tx, item.id, state as TContentState, {
        status: change.status,
        remarkRequestForEdit: change.remarkRequestForEdit,
      });
    },
    async publishProblems(tdb, state) {
      const { values } = state as TContentState;
      const problems: TFieldProblem[] = [];
      if (!PUBLISH_NEEDS_CATEGORY_AND_IMAGE.includes(contentTypeId)) return problems;
      if (values.categoryId === null) problems.push({ field: 'category_id', key: 'field_required' });
      else if ((await findCategory(tdb, values.categoryId))?.status !== 'active') {
        problems.push({ field: 'category_id', key: 'category_deleted' });
      }
      if (!values.image) problems.push({ field: 'image', key: 'content_image_required' });
      return problems;
    },
    present: (ctx, id) => getContent(ctx, id),
  };
}

export const catalogSubject: TSubject = {
  kind: 'catalog',
  ref: catalogRef,
  async find(tdb, id) {
    const row = await findCatalog(tdb, id);
    return row && { ...row, title: row.name, status: row.status as TContentStatus };
  },
  async findForChange(ctx, actor, id) {
    const row = await findOwnedCatalog(ctx, actor, id);
    return { ...row, title: row.name, status: row.status as TContentStatus };
  },
  setStatusIf: setCatalogStatusIf,
  loadState: loadCatalogState,
  async applyState(tx, item, state, change) {
    await applyCatalogState(tx, { id: item.id, name: item.title }, state as TCatalogState, {
      status: change.status,
      remarkRequestForEdit: change.remarkRequestForEdit,
    });
  },
  async publishProblems(tdb, state) {
    // Catalog drafts are checked like published catalogs when saved (decision 0007); the category may have gone since.
    const { values } = state as TCatalogState;
    const problems: TFieldProblem[] = [];
    if (values.categoryId === null || !(await isCatalogCategory(tdb, values.categoryId))) {
      problems.push({ field: 'category_id', key: 'catalog_category_invalid' });
    }
    if (!values.image) problems.push({ field: 'image', key: 'field_required' });
    return problems;
  },
  async present(ctx, id) {
    const row = await findCatalog(ctx.tenant, id);
    if (!row) throw notFound();
    return present(ctx, row);
  },
};
