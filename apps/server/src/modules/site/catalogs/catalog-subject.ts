/** Catalogs as the publishing workflow sees them (publishing/subject.ts). */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import type { TFieldProblem } from '../../../platform/http/errors';
import { catalogRef } from '../publishing/revisions';
import type { TSubject } from '../publishing/subject';
import type { TCatalogState } from './catalog-state';
import { applyCatalogState, loadCatalogState, setCatalogStatusIf } from './catalog-state.queries';
import { countCatalogsWaiting, findCatalog, isCatalogCategory } from './catalogs.queries';
import { findOwnedCatalog, presentCatalogById } from './save-catalog';

export const catalogSubject: TSubject<TCatalog> = {
  kind: 'catalog',
  ref: catalogRef,
  async find(tdb, id) {
    const row = await findCatalog(tdb, id);
    return row && { ...row, title: row.name, status: row.status as TContentStatus };
  },
  async findForChange(scope, actor, id) {
    const row = await findOwnedCatalog(scope, actor, id);
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
  present: (scope, id) => presentCatalogById(scope, id),
  countWaiting: countCatalogsWaiting,
};
