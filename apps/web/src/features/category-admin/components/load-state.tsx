/** Loading, failed and empty states of a back-office list, around what shows once there is data. */
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TLoadStateProps = {
  /** A query's state (or several combined). */
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown };
  isEmpty: boolean;
  emptyMessage: string;
  children: ReactNode;
};

export function LoadState({ query, isEmpty, emptyMessage, children }: TLoadStateProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack align="center" py="md" role="status">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('categoryAdmin.loadFailed')} role="alert">
        <Stack align="flex-start" gap="sm">
          <Text size="sm">{query.error?.message}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Text c="dimmed" py="md">
        {emptyMessage}
      </Text>
    );
  }
  return <>{children}</>;
}
