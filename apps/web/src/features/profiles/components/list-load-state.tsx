/** A list in the auth-user modal that has no answer yet: a small loader, or the error with "Try again". */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TListQuery = { isError: boolean; error: Error | null; refetch(): unknown };

export function ListLoadState({ query }: { query: TListQuery }) {
  const { t } = useTranslation();
  if (!query.isError) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <Alert color="red" title={t('profiles.authUser.loadFailed')} role="alert">
      <Stack align="flex-start" gap="xs">
        <Text size="sm">{query.error?.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
