/** The licence lists' filters: words of the name, subdomain or domain (asked as one types), status and type. */
import { LICENCE_STATUSES, LICENCE_TYPES, type TLicenceStatus, type TLicenceType } from '@izlog/contract/constants';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLicenceFilters } from '../api/get-licences';

const SEARCH_DELAY_MS = 300;

type TLicenceFiltersProps = {
  value: TLicenceFilters;
  onChange(next: TLicenceFilters): void;
};

export function LicenceFiltersBar({ value, onChange }: TLicenceFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search ?? '');
  const applySearch = useDebouncedCallback(
    (text: string) => onChange({ ...value, search: text, page: 1 }),
    SEARCH_DELAY_MS,
  );
  return (
    <Group role="search" aria-label={t('salesConsole.filters.label')} align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('salesConsole.filters.search')}
        placeholder={t('salesConsole.filters.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 280 }}
      />
      <Select
        label={t('salesConsole.filters.status')}
        data={[
          { value: '', label: t('salesConsole.filters.allStatuses') },
          ...LICENCE_STATUSES.map((status) => ({ value: status, label: t(`salesConsole.status.${status}`) })),
        ]}
        value={value.status ?? ''}
        onChange={(status) =>
          onChange({ ...value, status: (status || undefined) as TLicenceStatus | undefined, page: 1 })
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        label={t('salesConsole.filters.type')}
        data={[
          { value: '', label: t('salesConsole.filters.allTypes') },
          ...LICENCE_TYPES.map((type) => ({ value: type, label: t(`salesConsole.types.${type}`) })),
        ]}
        value={value.licenceType ?? ''}
        onChange={(type) =>
          onChange({ ...value, licenceType: (type || undefined) as TLicenceType | undefined, page: 1 })
        }
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
    </Group>
  );
}
