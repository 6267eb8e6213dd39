/**
 * One section of the user management modal (back-end users, front-end users or clients): search, filters, the list a
 * page at a time and the chosen user's details beside it — or the new-user wizard in their place. On a phone the
 * details take the whole width, with a way back to the list.
 */
import type { TUserStatus } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import type { TAdminUser, TUserSection } from '@izlog/contract/user-admin';
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY } from '@/lib/breakpoints';
import { useLicenceUsers } from '../api/get-licence-users';
import { NewUserWizard } from './new-user-wizard';
import { UserDetail } from './user-detail';
import { type TUserFilterValues, UserFilters } from './user-filters';
import { UserList } from './user-list';

/** The role a new user of each section starts with; the wizard lets the admin pick another. */
const NEW_USER_ROLE = { backend: 'EDITOR', frontend: 'USER', clients: 'CLIENT' } as const;
const NO_FILTERS: TUserFilterValues = { q: '', role: null, status: null };
const SEARCH_DELAY_MS = 300;

type TUserSectionProps = {
  section: TUserSection;
  currentUserId: number;
  selectedId: number | undefined;
  onSelect(id: number | undefined): void;
  onCreated(user: TAdminUser): void;
  onShowHistory?: (user: TAdminUser) => void;
};

export function UserSection(props: TUserSectionProps) {
  const { section, currentUserId, selectedId, onSelect, onCreated, onShowHistory } = props;
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const [q] = useDebouncedValue(filters.q, SEARCH_DELAY_MS);
  const users = useLicenceUsers({
    section,
    q,
    role: (filters.role ?? undefined) as TLicenceRole | undefined,
    status: (filters.status ?? undefined) as TUserStatus | undefined,
    page,
  });
  const isFiltered = filters.q.trim() !== '' || filters.role !== null || filters.status !== null;
  const sectionName = t(`userAdmin.sections.${section}`);

  if (isCreating) {
    return (
      <NewUserWizard
        defaultRole={NEW_USER_ROLE[section]}
        onCancel={() => setIsCreating(false)}
        onCreated={(user) => {
          setIsCreating(false);
          onCreated(user);
        }}
      />
    );
  }

  const detail = selectedId !== undefined && (
    <UserDetail
      key={selectedId}
      userId={selectedId}
      currentUserId={currentUserId}
      onShowHistory={onShowHistory}
      onDeleted={() => onSelect(undefined)}
    />
  );
  if (isPhone && detail) {
    return (
      <Stack gap="md">
        <Group>
          <Button variant="subtle" onClick={() => onSelect(undefined)}>
            ← {t('userAdmin.detail.backToList')}
          </Button>
        </Group>
        {detail}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <UserFilters
          section={section}
          values={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Button onClick={() => setIsCreating(true)}>{t('userAdmin.list.newUser')}</Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UserList
            label={t('userAdmin.list.label', { section: sectionName })}
            query={users}
            emptyMessage={isFiltered ? t('userAdmin.list.emptyFiltered') : t('userAdmin.list.empty')}
            selectedId={selectedId}
            currentUserId={currentUserId}
            onSelect={(user) => onSelect(user.id)}
            onPageChange={setPage}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {detail || ((users.data?.items.length ?? 0) > 0 && <Text c="dimmed">{t('userAdmin.list.chooseUser')}</Text>)}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
