/** One page of a section's users: choosing one shows their details beside (or, on a phone, instead of) the list. */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { Avatar, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import type { TPage } from '@/lib/api-client';
import { fullNameOf } from '../utils/user-display';
import { RoleBadge, UserStatusBadge } from './user-badges';

type TUserListProps = {
  label: string;
  query: {
    data: TPage<TAdminUser> | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch(): unknown;
  };
  emptyMessage: string;
  selectedId: number | undefined;
  currentUserId: number;
  onSelect(user: TAdminUser): void;
  onPageChange(page: number): void;
};

export function UserList(props: TUserListProps) {
  const { label, query, emptyMessage, selectedId, currentUserId, onSelect, onPageChange } = props;
  const { t } = useTranslation();
  if (query.isPending) return <UserListSkeleton />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        message={query.error?.message || t('userAdmin.list.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, pagination } = query.data;
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('userAdmin.list.total', { count: pagination.totalCount })}
      </Text>
      <Stack component="ul" aria-label={label} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((user) => {
          const isSelected = user.id === selectedId;
          const fullName = fullNameOf(user);
          return (
            <li key={user.id}>
              <UnstyledButton
                onClick={() => onSelect(user)}
                aria-current={isSelected || undefined}
                w="100%"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  border: '1px solid var(--mantine-color-default-border)',
                  background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={user.avatar} alt="" size={36} radius="xl" />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} truncate>
                      {user.username}
                      {user.id === currentUserId && (
                        <Text span c="dimmed" fw={400}>
                          {` (${t('userAdmin.list.you')})`}
                        </Text>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[fullName, user.email].filter(Boolean).join(' · ')}
                    </Text>
                    <Group gap={4}>
                      <RoleBadge role={user.role} />
                      <UserStatusBadge status={user.status} />
                    </Group>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      <Pager list={{ pagination, onPageChange }} keepsScroll label={t('catalogue.pages')} />
    </Stack>
  );
}

function UserListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack gap={6} aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} h={72} radius="sm" />
        ))}
      </Stack>
    </div>
  );
}
