/** One section's items on moderation, a page at a time: choosing one shows it beside the list. */

import type { TPaginationInfo } from '@izlog/contract/pagination';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Pagination,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { formatDateTime, type TModerationItem } from '../utils/moderation-item';

type TModerationItemListProps = {
  label: string;
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown };
  items: TModerationItem[];
  pagination?: TPaginationInfo;
  selectedId?: number;
  onSelect(item: TModerationItem): void;
  onPageChange(page: number): void;
};

const pagerLabels = {
  first: 'catalogue.firstPage',
  previous: 'catalogue.previousPage',
  next: 'catalogue.nextPage',
  last: 'catalogue.lastPage',
} as const;

export function ModerationItemList(props: TModerationItemListProps) {
  const { label, query, items, pagination, selectedId, onSelect, onPageChange } = props;
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('moderation.loadFailed')} role="alert">
        <Stack align="flex-start" gap="xs">
          <Text size="sm">{query.error?.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (items.length === 0) return <Text c="dimmed">{t('moderation.empty')}</Text>;
  const language = getLanguage();
  const pageCount = pagination?.pageCount ?? 1;
  return (
    <Stack gap="sm">
      <Stack component="ul" aria-label={label} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const isSelected = item.id === selectedId;
          return (
            <li key={item.id}>
              <UnstyledButton
                onClick={() => onSelect(item)}
                aria-current={isSelected || undefined}
                w="100%"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  border: '1px solid var(--mantine-color-default-border)',
                  background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  {item.image && <Image src={item.image} alt="" w={48} h={32} radius="xs" fit="cover" />}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={500} truncate>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[item.author, formatDateTime(item.date, language)].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Badge ml="auto" size="xs" variant="light" color={item.isEdit ? 'grape' : 'blue'}>
                    {item.isEdit ? t('moderation.editedItem') : t('moderation.newItem')}
                  </Badge>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      {pageCount > 1 && (
        <Center component="nav" aria-label={t('catalogue.pages')}>
          <Pagination
            size="sm"
            total={pageCount}
            value={Math.min(Math.max(pagination?.currentPage ?? 1, 1), pageCount)}
            onChange={onPageChange}
            getItemProps={(page) => ({ 'aria-label': t('catalogue.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': t(pagerLabels[control]) })}
          />
        </Center>
      )}
    </Stack>
  );
}
