/** Reordering the categories of one content type (update-category-order/{contentType}) by drag and drop. */
import { CONTENT_TYPE_NAMES } from '@izlog/contract/categories';
import type { TContentTypeId } from '@izlog/contract/constants';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortableList, type TSortableItem } from '@/components/sortable-list';
import { getLanguage } from '@/lib/i18n';
import { useAdminCategories } from '../api/get-admin-categories';
import { useUpdateCategoryOrder } from '../api/update-category-order';
import { useOptimisticOrder } from '../hooks/use-optimistic-order';
import { ContentTypeSwitch } from './content-type-switch';
import { LoadState } from './load-state';

type TCategoryOrderPanelProps = {
  contentTypeId: TContentTypeId;
  onContentTypeChange(contentTypeId: TContentTypeId): void;
};

export function CategoryOrderPanel({ contentTypeId, onContentTypeChange }: TCategoryOrderPanelProps) {
  const { t } = useTranslation();
  const typeName = CONTENT_TYPE_NAMES[contentTypeId][getLanguage()];
  const categories = useAdminCategories(contentTypeId, 'active');
  const updateOrder = useUpdateCategoryOrder();
  const order = useOptimisticOrder(categories.data ?? [], (ids) =>
    updateOrder.mutateAsync({ contentTypeId, order: ids }),
  );
  const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  const items: TSortableItem[] = order.items.map((category) => {
    const parent = category.parent_category_id === null ? undefined : names.get(category.parent_category_id);
    return {
      id: category.id,
      label: category.name,
      details: parent ? (
        <Text size="xs" c="dimmed">
          {t('categoryAdmin.order.underParent', { parent })}
        </Text>
      ) : undefined,
    };
  });

  return (
    <Stack>
      <ContentTypeSwitch value={contentTypeId} onChange={onContentTypeChange} disabled={order.isSaving} />
      <Text size="sm" c="dimmed">
        {t('categoryAdmin.order.hint')}
      </Text>
      <LoadState query={categories} isEmpty={items.length === 0} emptyMessage={t('categoryAdmin.order.empty')}>
        <SortableList
          items={items}
          label={t('categoryAdmin.order.categoriesList', { type: typeName })}
          onReorder={order.reorder}
          disabled={order.isSaving}
        />
      </LoadState>
    </Stack>
  );
}
