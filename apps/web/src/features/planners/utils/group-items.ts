/**
 * A planner page's two ways of grouping the same items (issue 15): by category, as the server sends them, and by
 * date, regrouped here (undated last). Both keep items in the server's order within a group: by date and time, an
 * all-day item before the timed ones of its day, undated last, then by id.
 */
import type { TPlannerDetail, TPlannerItem } from '@izlog/contract/planners';

export type TItemGroupHeading =
  | { kind: 'category'; name: string }
  | { kind: 'noCategory' }
  | { kind: 'date'; day: string }
  | { kind: 'noDate' };

type TItemGroup = { key: string; heading: TItemGroupHeading; items: TPlannerItem[] };

export type TGrouping = 'category' | 'date';

function compareItems(a: TPlannerItem, b: TPlannerItem): number {
  if (a.scheduled_date !== b.scheduled_date) {
    if (a.scheduled_date === null) return 1;
    if (b.scheduled_date === null) return -1;
    return a.scheduled_date < b.scheduled_date ? -1 : 1;
  }
  const aTime = a.scheduled_time ?? '';
  const bTime = b.scheduled_time ?? '';
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return a.id - b.id;
}

export const itemsOf = (detail: TPlannerDetail): TPlannerItem[] => detail.categories.flatMap((group) => group.items);

export function groupByCategory(detail: TPlannerDetail): TItemGroup[] {
  return detail.categories
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      key: group.category ? `category-${group.category.id}` : 'category-none',
      heading: group.category ? { kind: 'category', name: group.category.name } : { kind: 'noCategory' },
      items: group.items,
    }));
}

export function groupByDate(items: readonly TPlannerItem[]): TItemGroup[] {
  const groups = new Map<string | null, TPlannerItem[]>();
  for (const item of [...items].sort(compareItems)) {
    const day = item.scheduled_date;
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  // The sort put the days in order and the undated last, and a Map keeps the order its keys came in.
  return [...groups].map(([day, dayItems]) => ({
    key: day ? `date-${day}` : 'date-none',
    heading: day ? { kind: 'date', day } : { kind: 'noDate' },
    items: dayItems,
  }));
}

/**
 * The detail with one item put where it now belongs (added, changed or moved within the planner): out of its old
 * group, into its category's group in order; a new category's group comes before the items without one.
 */
export function placeItem(detail: TPlannerDetail, item: TPlannerItem): TPlannerDetail {
  const categoryId = item.category?.id ?? null;
  const groups = detail.categories.map((group) => ({
    ...group,
    items: group.items.filter((each) => each.id !== item.id),
  }));
  const home = groups.find((group) => (group.category?.id ?? null) === categoryId);
  if (home) home.items = [...home.items, item].sort(compareItems);
  else {
    const withoutCategory = groups.findIndex((group) => group.category === null);
    const group = { category: item.category, items: [item] };
    groups.splice(withoutCategory < 0 ? groups.length : withoutCategory, 0, group);
  }
  return { ...detail, categories: groups.filter((group) => group.items.length > 0) };
}

/** The detail without an item (deleted, or moved to another planner). */
export function withoutItem(detail: TPlannerDetail, itemId: number): TPlannerDetail {
  return {
    ...detail,
    categories: detail.categories
      .map((group) => ({ ...group, items: group.items.filter((each) => each.id !== itemId) }))
      .filter((group) => group.items.length > 0),
  };
}
