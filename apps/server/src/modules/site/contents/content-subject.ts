/** Contents (blogs, articles, products, pages) as the publishing workflow sees them (publishing/subject.ts). */
import { CONTENT_TYPE, type TContentStatus, type TContentTypeId } from '@izlog/contract/constants';
import { PUBLISH_NEEDS_CATEGORY_AND_IMAGE, type TContent } from '@izlog/contract/contents';
import type { TModeratedKind } from '@izlog/contract/moderation';
import { notFound, type TFieldProblem } from '../../../platform/http/errors';
import { contentRef } from '../publishing/revisions';
import type { TItem, TSubject } from '../publishing/subject';
import { assertMayChange } from './content-access';
import { findContentRow } from './contents.queries';
import { countContentsWaiting } from './reads/content-list.queries';
import { getContent } from './reads/get-content';
import { findCategory } from './writes/content-input.queries';
import type { TContentState } from './writes/content-state';
import { applyContentState, loadContentState, setContentStatusIf } from './writes/content-state.queries';

const contentKind: Partial<Record<TContentTypeId, TModeratedKind>> = {
  [CONTENT_TYPE.blog]: 'blog',
  [CONTENT_TYPE.product]: 'product',
};

/** Contents of one type; without a type, any content (its versions side by side are the same for every type). */
export function contentSubject(contentTypeId?: TContentTypeId): TSubject<TContent, TItem & { contentTypeId: number }> {
  const find = async (tdb: Parameters<TSubject['find']>[0], id: number) => {
    const row = await findContentRow(tdb, id, contentTypeId);
    return row && { ...row, status: row.status as TContentStatus };
  };
  return {
    kind: contentTypeId === undefined ? null : (contentKind[contentTypeId] ?? null),
    ref: contentRef,
    find,
    async findForChange(scope, actor, id) {
      const row = await findContentRow(scope.tenant, id, contentTypeId);
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
      if (contentTypeId === undefined || !PUBLISH_NEEDS_CATEGORY_AND_IMAGE.includes(contentTypeId)) return problems;
      if (values.categoryId === null) problems.push({ field: 'category_id', key: 'field_required' });
      else if ((await findCategory(tdb, values.categoryId))?.status !== 'active') {
        problems.push({ field: 'category_id', key: 'category_deleted' });
      }
      if (!values.image) problems.push({ field: 'image', key: 'content_image_required' });
      return problems;
    },
    present: (scope, id) => getContent(scope, id),
    countWaiting: (tdb) =>
      contentTypeId === undefined ? Promise.resolve(0) : countContentsWaiting(tdb, contentTypeId),
  };
}
