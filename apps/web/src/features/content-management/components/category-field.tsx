/** The category select of a content or catalog form: the active categories of the kind, searchable. */
import type { TCategory } from '@izlog/contract/categories';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TCategoryFieldProps = {
  categories: TCategory[] | undefined;
  isLoading: boolean;
  value?: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  required?: boolean;
  description?: string;
};

export function CategoryField({ categories, isLoading, value, onChange, ...rest }: TCategoryFieldProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('manage.form.category')}
      placeholder={isLoading ? t('common.loading') : t('manage.form.chooseCategory')}
      data={(categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      nothingFoundMessage={t('manage.form.noCategories')}
      {...rest}
    />
  );
}
