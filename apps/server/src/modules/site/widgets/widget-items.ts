/**
 * What a list widget shows (SPEC §3 "Widget"): approved contents of its content type — in its category or below
 * it, when it names one — or carrying its tags: the selected tags and, when tag-related on a single content's page,
 * the tags of that content (never the content itself). Newest, most read or random; at most `limit`.
 */
import type { TContentListItem } from '@izlog/contract/contents';
import { WIDGET_CONTENT_TYPES } from '@izlog/contract/widgets';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { contentListItemsInOrder } from '../contents/reads/content-list-items';
import { randomIds } from './random-items';
import {
  categoryTreeRows,
  itemCondition,
  mostReadIds,
  newestIds,
  type TItemFilter,
  tagIdsOfContent,
} from './widget-items.queries';
import type { TWidgetRow } from './widgets.queries';

export type TItemSource = Pick<
  TWidgetRow,
  'isContactForm' | 'contentTypeId' | 'categoryId' | 'isTagRelated' | 'pageContentId' | 'criteria' | 'itemLimit'
>;

/** Reads widgets' items for one answer: the category tree is read once, however many widgets name a category. */
export class WidgetItemsReader {
  private tree: Promise<Map<number, number[]>> | undefined;

  constructor(private readonly tdb: TenantDb) {}

  async itemsOf(widget: TItemSource, selectedTagIds: number[]): Promise<TContentListItem[]> {
    if (widget.isContactForm) return [];
    const filter = await this.filterOf(widget, selectedTagIds);
    if (!filter) return [];
    const where = itemCondition(this.tdb, filter);
    const limit = widget.itemLimit;
    const ids =
      widget.criteria === 'random'
        ? await randomIds(this.tdb, where, limit)
        : widget.criteria === 'most_read'
          ? await mostReadIds(this.tdb, where, limit)
          : await newestIds(this.tdb, where, limit);
    return contentListItemsInOrder(this.tdb, ids);
  }

  /** The widget's filter, or null when it can match nothing (tags asked for, none to match). */
  private async filterOf(widget: TItemSource, selectedTagIds: number[]): Promise<TItemFilter | null> {
    const pageContentId = widget.pageContentId ?? undefined;
    let tagIds: number[] | undefined;
    if (widget.isTagRelated || selectedTagIds.length > 0) {
      const related = widget.isTagRelated && pageContentId ? await tagIdsOfContent(this.tdb, pageContentId) : [];
      tagIds = [...new Set([...selectedTagIds, ...related])];
      if (tagIds.length === 0) return null;
    }
    return {
      contentTypeIds: widget.contentTypeId ? [widget.contentTypeId] : WIDGET_CONTENT_TYPES,
      categoryIds: widget.categoryId ? await this.subtreeOf(widget.categoryId) : undefined,
      tagIds,
      excludeId: pageContentId,
    };
  }

  /** The category and its active subcategories, at any depth. */
  private async subtreeOf(categoryId: number): Promise<number[]> {
    this.tree ??= categoryTreeRows(this.tdb).then((rows) => {
      const children = new Map<number, number[]>();
      for (const row of rows) {
        if (row.parentCategoryId === null || row.status !== 'active') continue;
        children.set(row.parentCategoryId, [...(children.get(row.parentCategoryId) ?? []), row.id]);
      }
      return children;
    });
    const children = await this.tree;
    const subtree = new Set([categoryId]);
    const queue = [categoryId];
    while (queue.length > 0) {
      for (const child of children.get(queue.pop()!) ?? []) {
        if (!subtree.has(child)) {
          subtree.add(child);
          queue.push(child);
        }
      }
    }
    return [...subtree];
  }
}
