/**
 * /admin/categories: the categories of each content type in menu order (deleted ones on request), and the ways
 * into the edit-category modal (landing screen, a new category, or one category's wizard).
 */
import { CONTENT_TYPE_NAMES, type TCategory } from '@izlog/contract/categories';
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import { Badge, Button, ColorSwatch, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TResponsiveColumn } from '@/components/responsive-table';
import { getLanguage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useAdminCategories } from '../api/get-admin-categories';
import { categoryPath } from '../utils/category-tree';
import { ContentTypeSwitch } from './content-type-switch';
import { LoadState } from './load-state';

export function CategoryAdminPage() {
  const { t } = useTranslation();
  const [contentTypeId, setContentTypeId] = useState<TContentTypeId>(CONTENT_TYPE.product);
  const [showDeleted, setShowDeleted] = useState(false);
  const active = useAdminCategories(contentTypeId, 'active');
  const deleted = useAdminCategories(contentTypeId, 'deleted', { enabled: showDeleted });
  const typeName = CONTENT_TYPE_NAMES[contentTypeId][getLanguage()];
  const rows = [...(active.data ?? []), ...(showDeleted ? (deleted.data ?? []) : [])];

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t('categoryAdmin.pageTitle')}</Title>
          <Text c="dimmed">{t('categoryAdmin.pageIntro')}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            aria-haspopup="dialog"
            onClick={() => openModal({ name: 'editCategoryModal', view: 'landing', contentTypeId })}
          >
            {t('categoryAdmin.openModal')}
          </Button>
          <Button
            aria-haspopup="dialog"
            onClick={() => openModal({ name: 'editCategoryModal', view: 'create', contentTypeId })}
          >
            {t('categoryAdmin.newCategory')}
          </Button>
        </Group>
      </Group>
      <ContentTypeSwitch value={contentTypeId} onChange={setContentTypeId} />
      <Switch
        label={t('categoryAdmin.showDeleted')}
        checked={showDeleted}
        onChange={(event) => setShowDeleted(event.currentTarget.checked)}
      />
      <LoadState
        query={{
          isPending: active.isPending || (showDeleted && deleted.isPending),
          isError: active.isError || (showDeleted && deleted.isError),
          error: active.error ?? deleted.error,
          refetch: () => Promise.all([active.refetch(), showDeleted && deleted.refetch()]),
        }}
        isEmpty={rows.length === 0}
        emptyMessage={t('categoryAdmin.noCategories')}
      >
        <CategoryTable categories={rows} label={t('categoryAdmin.tableLabel', { type: typeName })} />
      </LoadState>
    </Stack>
  );
}

function CategoryTable({ categories, label }: { categories: TCategory[]; label: string }) {
  const { t } = useTranslation();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const columns: TResponsiveColumn<TCategory>[] = [
    {
      key: 'name',
      header: t('categoryAdmin.columns.name'),
      role: 'title',
      cell: (category) => categoryPath(category, byId),
    },
    {
      key: 'status',
      header: t('categoryAdmin.columns.status'),
      cell: (category) => (
        <Badge color={category.status === 'active' ? 'teal' : 'gray'} variant="light">
          {t(`categoryAdmin.status.${category.status}`)}
        </Badge>
      ),
    },
    {
      key: 'attributes',
      header: t('categoryAdmin.columns.attributes'),
      cell: (category) => (category.attributes ?? []).map((attribute) => attribute.name).join(', ') || '—',
    },
    {
      key: 'colour',
      header: t('categoryAdmin.columns.colour'),
      cell: (category) =>
        category.color ? (
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={category.color} size={18} aria-hidden="true" />
            <Text size="sm">{category.color}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('categoryAdmin.noColour')}
          </Text>
        ),
    },
    {
      key: 'actions',
      header: t('categoryAdmin.columns.actions'),
      role: 'actions',
      isHeaderHidden: true,
      cell: (category) => (
        <Button
          size="xs"
          variant="default"
          aria-haspopup="dialog"
          aria-label={t('categoryAdmin.editNamed', { name: category.name })}
          onClick={() =>
            openModal({
              name: 'editCategoryModal',
              view: 'edit',
              categoryId: category.id,
              contentTypeId: category.content_type_id as TContentTypeId,
            })
          }
        >
          {t('categoryAdmin.edit')}
        </Button>
      ),
    },
  ];
  return (
    <ResponsiveTable
      label={label}
      rows={categories}
      rowKey={(category) => category.id}
      columns={columns}
      minWidth={560}
    />
  );
}
