/** Above a section's list: one search box (e-mail, username, name), the role (where a section has several) and status. */
import { USER_STATUSES } from '@izlog/contract/constants';
import { SECTION_ROLES, type TUserSection } from '@izlog/contract/user-admin';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TUserFilterValues = { q: string; role: string | null; status: string | null };

type TUserFiltersProps = {
  section: TUserSection;
  values: TUserFilterValues;
  onChange(values: TUserFilterValues): void;
};

export function UserFilters({ section, values, onChange }: TUserFiltersProps) {
  const { t } = useTranslation();
  const roles = SECTION_ROLES[section];
  return (
    <Group role="search" aria-label={t('userAdmin.filters.label')} gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t('userAdmin.filters.search')}
        placeholder={t('userAdmin.filters.searchPlaceholder')}
        value={values.q}
        onChange={(event) => onChange({ ...values, q: event.currentTarget.value })}
        w={{ base: '100%', xs: 260 }}
      />
      {roles.length > 1 && (
        <Select
          label={t('userAdmin.filters.role')}
          placeholder={t('userAdmin.filters.allRoles')}
          data={roles.map((role) => ({ value: role, label: t(`userAdmin.roles.${role}`) }))}
          value={values.role}
          onChange={(role) => onChange({ ...values, role })}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
      )}
      <Select
        label={t('userAdmin.filters.status')}
        placeholder={t('userAdmin.filters.allStatuses')}
        data={USER_STATUSES.map((status) => ({ value: status, label: t(`userAdmin.statuses.${status}`) }))}
        value={values.status}
        onChange={(status) => onChange({ ...values, status })}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
