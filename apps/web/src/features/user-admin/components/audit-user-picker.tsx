/**
 * The audit log's user filter: type a name or e-mail and choose among the matching users (the server searches), or
 * arrive with a user already chosen (the user management modal's "History").
 */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminUser } from '../api/get-admin-user';
import { useLicenceUsers } from '../api/get-licence-users';

const PICKER_SIZE = 20;

type TAuditUserPickerProps = { userId: number | undefined; onChange(userId: number | undefined): void };

export function AuditUserPicker({ userId, onChange }: TAuditUserPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const chosen = useAdminUser(userId);
  const matches = useLicenceUsers({ q, page: 1, pageSize: PICKER_SIZE });
  const labelOf = (user: { username: string; email: string }) => `${user.username} (${user.email})`;
  const options = new Map<string, string>();
  if (userId !== undefined) {
    options.set(String(userId), chosen.data ? labelOf(chosen.data) : t('userAdmin.audit.userId', { id: userId }));
  }
  for (const user of matches.data?.items ?? []) options.set(String(user.id), labelOf(user));

  return (
    <Select
      label={t('userAdmin.audit.user')}
      description={t('userAdmin.audit.userHint')}
      placeholder={t('userAdmin.audit.anyUser')}
      data={[...options].map(([value, label]) => ({ value, label }))}
      value={userId === undefined ? null : String(userId)}
      onChange={(value) => onChange(value ? Number(value) : undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched already (name, username or e-mail): keep its answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={matches.isFetching ? t('common.loading') : t('userAdmin.audit.userNotFound')}
      clearable
      w={{ base: '100%', sm: 320 }}
    />
  );
}
