/** Loading, empty and failed states shared by the themes and the back office: skeletons shaped like what comes, plain words otherwise. */
import { SCREEN_LOADING_ATTRIBUTE } from '@izlog/contract/rendered-page';
import {
  Alert,
  Button,
  Card,
  Container,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards laid out like the theme's grid, whose columns the theme passes in. */
export function CardGridSkeleton({ columns, count = 8 }: { columns: SimpleGridProps['cols']; count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" {...{ [SCREEN_LOADING_ATTRIBUTE]: '' }}>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <SimpleGrid cols={columns} spacing="lg" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Card key={index} withBorder padding="sm">
            <Skeleton h={160} mb="sm" />
            <Skeleton h={14} w="80%" mb={8} />
            <Skeleton h={14} w="40%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg" role="status" aria-live="polite" {...{ [SCREEN_LOADING_ATTRIBUTE]: '' }}>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack aria-hidden="true">
        <Skeleton h={36} w="50%" />
        <Skeleton h={320} />
        <Skeleton h={14} />
        <Skeleton h={14} w="90%" />
        <Skeleton h={14} w="70%" />
      </Stack>
    </Container>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Text c="dimmed" py="xl" ta="center">
      {message}
    </Text>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('catalogue.loadFailed')} role="alert">
      <Stack align="flex-start" gap="sm">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
