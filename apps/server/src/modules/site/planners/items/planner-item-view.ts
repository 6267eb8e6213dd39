/**
 * How an item looks alike to its owner and to the public (planner.presenter.ts, public-planner.presenter.ts): the
 * title and picture it shows, its category, what it links, and the page's groups of one category each.
 */
import type { TPlannerItem, TPlannerItemKind } from '@izlog/contract/planners';
import { contentImageSizes } from '../../contents/content.presenter';

/** An item row with its category and the product or catalog it links, as both readers select them. */
export type TItemViewRow = {
  kind: string;
  title: string;
  image: string | null;
  imageSizes: Record<string, string> | null;
  categoryId: number | null;
  categoryName: string | null;
  contentId: number | null;
  contentSlug: string | null;
  contentTitle: string | null;
  contentImage: string | null;
  catalogId: number | null;
  catalogSlug: string | null;
  catalogName: string | null;
  catalogImage: string | null;
};

export type TItemView = Pick<TPlannerItem, 'kind' | 'title' | 'image' | 'category' | 'content' | 'catalog'>;

function imageOf(row: TItemViewRow): TPlannerItem['image'] {
  if (row.kind === 'task') return row.image ? { url: row.image, sizes: row.imageSizes ?? {} } : null;
  const linked = row.kind === 'product' ? row.contentImage : row.catalogImage;
  return linked ? { url: linked, sizes: contentImageSizes(linked) } : null;
}

/**
 * A task shows its own title and picture. A linked product or catalog shows what it is on the site today — its
 * current title, name and picture — and, once deleted from the site (the link column is null), the title it was
 * linked with and no link: the item, its price and the totals stay as they were.
 */
export function presentItemView(row: TItemViewRow): TItemView {
  const kind = row.kind as TPlannerItemKind;
  const content =
    row.contentId !== null && row.contentSlug !== null
      ? { id: row.contentId, slug: row.contentSlug, title: row.contentTitle ?? row.title }
      : null;
  const catalog =
    row.catalogId !== null && row.catalogSlug !== null
      ? { id: row.catalogId, slug: row.catalogSlug, name: row.catalogName ?? row.title }
      : null;
  return {
    kind,
    title:
      kind === 'product'
        ? (content?.title ?? row.title)
        : kind === 'catalog'
          ? (catalog?.name ?? row.title)
          : row.title,
    image: imageOf(row),
    category:
      row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    content,
    catalog,
  };
}

type TCategoryRef = TPlannerItem['category'];

/** Items already in the page's order (by category, then date) → one group per run of the same category. */
export function groupByCategory<T extends { category: TCategoryRef }>(
  items: T[],
): { category: TCategoryRef; items: T[] }[] {
  const groups: { category: TCategoryRef; items: T[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && (last.category?.id ?? null) === (item.category?.id ?? null)) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}
