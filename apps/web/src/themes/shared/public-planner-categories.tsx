/**
 * A public planner's items under their categories, the same in every theme (SPEC §2): a notice when it shares none,
 * each category named (items without one under "Other") with its list named after it, and the first pictures loaded
 * at once. Each theme passes in only its markup: a category's section and one item.
 */
import type { TPublicPlannerDetail, TPublicPlannerItem } from '@izlog/contract/planners';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/states';

/** A category's section in a theme's look: its heading (`headingId`, `name`) over the list of its items. */
export type TPlannerCategoryProps = { headingId: string; name: string; itemsLabel: string; children: ReactNode };

export type TPlannerItemProps = { item: TPublicPlannerItem; isEager: boolean };

type TPlannerCategoriesProps = {
  categories: TPublicPlannerDetail['categories'];
  Category: ComponentType<TPlannerCategoryProps>;
  Item: ComponentType<TPlannerItemProps>;
  /** How many of the first category's items a theme shows above the fold: their pictures do not wait. */
  eagerCount: number;
};

export function PlannerCategories({ categories, Category, Item, eagerCount }: TPlannerCategoriesProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return <EmptyState message={t('publicPlanners.page.empty')} />;
  return categories.map((group, index) => {
    const key = group.category?.id ?? 'other';
    const name = group.category?.name ?? t('publicPlanners.page.noCategory');
    return (
      <Category
        key={key}
        headingId={`planner-category-${key}`}
        name={name}
        itemsLabel={t('publicPlanners.page.itemsOf', { category: name })}
      >
        {group.items.map((item, itemIndex) => (
          <Item key={item.id} item={item} isEager={index === 0 && itemIndex < eagerCount} />
        ))}
      </Category>
    );
  });
}
