/** The filters above a management list: category, status and (for staff) author. */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_STATUSES } from '@izlog/contract/constants';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TListFilters } from './use-list-filters';

export type TAuthorOption = { value: string; label: string };

type TListFiltersProps = {
  filters: TListFilters;
  categories: TCategory[] | undefined;
  onCategoryChange(id: string | null): void;
  onStatusChange(status: string | null): void;
  /** Present for staff: "all", "mine" and, for user admins, the site's users. */
  author?: { choice: string; options: TAuthorOption[]; onChange(choice: string | null): void };
};

export function ListFilters({ filters, categories, onCategoryChange, onStatusChange, author }: TListFiltersProps) {
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
      {author && (
        <Select
          label={t('manage.filters.author')}
          data={author.options}
          value={author.choice}
          onChange={author.onChange}
          allowDeselect={false}
          searchable
          w={220}
        />
      )}
    </Group>
  );
}
