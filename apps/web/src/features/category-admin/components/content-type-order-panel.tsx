/** Reordering the content types of the site menu (update-content-type-order) by drag and drop. */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortableList, type TSortableItem } from '@/components/sortable-list';
import { getLanguage } from '@/lib/i18n';
import { useMenuContentTypes } from '../api/get-menu-content-types';
import { useUpdateContentTypeOrder } from '../api/update-content-type-order';
import { useOptimisticOrder } from '../hooks/use-optimistic-order';
import { LoadState } from './load-state';

export function ContentTypeOrderPanel() {
  const { t } = useTranslation();
  const menu = useMenuContentTypes();
  const updateOrder = useUpdateContentTypeOrder();
  const options = [...(menu.data ?? [])].sort((a, b) => a.position - b.position);
  const order = useOptimisticOrder(
    options.map((option) => ({ ...option, id: option.content_type_id })),
    (ids) => updateOrder.mutateAsync(ids),
  );
  const language = getLanguage();
  const items: TSortableItem[] = order.items.map((option) => ({
    id: option.id,
    label: language === 'en' ? option.name_en : option.name_srp,
    details: (
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('categoryAdmin.order.categoryCount', { count: option.category_count })}
        </Text>
        {!option.is_enabled && (
          <Badge size="xs" color="gray" variant="light">
            {t('categoryAdmin.order.hidden')}
          </Badge>
        )}
      </Group>
    ),
  }));

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('categoryAdmin.order.hint')}
      </Text>
      <LoadState query={menu} isEmpty={items.length === 0} emptyMessage={t('categoryAdmin.order.empty')}>
        <SortableList
          items={items}
          label={t('categoryAdmin.order.menuList')}
          onReorder={order.reorder}
          disabled={order.isSaving}
        />
      </LoadState>
    </Stack>
  );
}
