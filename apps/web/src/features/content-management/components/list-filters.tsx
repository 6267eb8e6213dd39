/** The filters above a management list: category, status, and what the scope adds (staff: the author). */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_STATUSES } from '@izlog/contract/constants';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListFilters } from '../hooks/use-list-filters';

type TListFiltersProps = {
  filters: TListFilters;
  categories: TCategory[] | undefined;
  onCategoryChange(id: string | null): void;
  onStatusChange(status: string | null): void;
  /** Filters of the scope's own, after status. */
  children?: ReactNode;
};

export function ListFilters({ filters, categories, onCategoryChange, onStatusChange, children }: TListFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group role="search" aria-label={t('manage.filters.label')} gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('manage.filters.category')}
        placeholder={t('manage.filters.allCategories')}
        data={(categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        value={filters.categoryId === undefined ? null : String(filters.categoryId)}
        onChange={onCategoryChange}
        clearable
        searchable
        w={220}
      />
      <Select
        label={t('manage.filters.status')}
        placeholder={t('manage.filters.allStatuses')}
        data={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`manage.status.${status}`) }))}
        value={filters.status ?? null}
        onChange={onStatusChange}
        clearable
        w={200}
      />
      {children}
    </Group>
  );
}
