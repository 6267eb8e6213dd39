/** One section's items on moderation, a page at a time: choosing one shows it beside the list. */

import type { TPaginationInfo } from '@izlog/contract/pagination';
import { Badge, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { formatDateTime, type TModerationItem } from '../utils/moderation-item';
import { ModerationListShell } from './moderation-list-shell';

type TModerationItemListProps = {
  label: string;
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown };
  items: TModerationItem[];
  pagination?: TPaginationInfo;
  selectedId?: number;
  onSelect(item: TModerationItem): void;
  onPageChange(page: number): void;
};

export function ModerationItemList(props: TModerationItemListProps) {
  const { label, query, items, pagination, selectedId, onSelect, onPageChange } = props;
  const { t } = useTranslation();
  const language = getLanguage();
  return (
    <ModerationListShell query={query} isEmpty={items.length === 0} pagination={pagination} onPageChange={onPageChange}>
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
    </ModerationListShell>
  );
}
