/** One item on moderation: who sent it, its approved and waiting versions side by side, and the decisions. */
import type { TModeratedKind } from '@izlog/contract/moderation';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useItemChanges } from '../api/get-item-changes';
import type { TModerationItem } from '../utils/moderation-item';
import { ModerationActions } from './moderation-actions';
import { VersionComparison } from './version-comparison';
import { catalogFields, contentFields } from './version-fields';

type TItemReviewProps = { kind: TModeratedKind; item: TModerationItem; onDecided(): void };

export function ItemReview({ kind, item, onDecided }: TItemReviewProps) {
  const { t } = useTranslation();
  const changes = useItemChanges(kind === 'catalog' ? 'catalog' : 'content', item.id);

  return (
    <Stack gap="sm" aria-live="polite">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={3} size="h4">
            {item.title}
          </Title>
          <Badge variant="light" color={item.isEdit ? 'grape' : 'blue'}>
            {item.isEdit ? t('moderation.editedItem') : t('moderation.newItem')}
          </Badge>
        </Group>
        {item.author && (
          <Text size="sm" c="dimmed">
            {t('moderation.byAuthor', { author: item.author })}
          </Text>
        )}
      </Stack>
      <ModerationActions kind={kind} item={item} onDecided={onDecided} />
      {changes.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {changes.isError && (
        <Alert color="red" title={t('moderation.itemFailed')} role="alert">
          <Stack align="flex-start" gap="xs">
            <Text size="sm">{changes.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void changes.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {changes.data?.kind === 'content' && kind !== 'catalog' && (
        <VersionComparison
          title={item.title}
          fields={contentFields(kind)}
          previous={changes.data.changes.previous}
          current={changes.data.changes.current}
          changedFields={changes.data.changes.changed_fields}
        />
      )}
      {changes.data?.kind === 'catalog' && (
        <VersionComparison
          title={item.title}
          fields={catalogFields()}
          previous={changes.data.changes.previous}
          current={changes.data.changes.current}
          changedFields={changes.data.changes.changed_fields}
        />
      )}
    </Stack>
  );
}
