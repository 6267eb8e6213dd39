/**
 * The previous (approved) and the current (waiting) state of an item side by side, field by field (SPEC §4); the
 * fields that differ are marked in words as well as colour. A never-approved item shows its one version.
 */
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVersionField } from './version-fields';

type TVersionComparisonProps<V> = {
  title: string;
  fields: TVersionField<V>[];
  previous: V | null;
  current: V;
  changedFields: string[];
};

export function VersionComparison<V>({ title, fields, previous, current, changedFields }: TVersionComparisonProps<V>) {
  const { t } = useTranslation();
  const translate = t as (key: string, options?: Record<string, unknown>) => string;
  const changed = new Set(changedFields);
  const isChanged = (field: TVersionField<V>) => field.sources.some((source) => changed.has(source));
  const changedCount = previous ? fields.filter(isChanged).length : 0;

  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {previous ? t('moderation.changedCount', { count: changedCount }) : t('moderation.noPrevious')}
      </Text>
      <Table.ScrollContainer minWidth={previous ? 520 : 320}>
        <Table aria-label={t('moderation.comparisonLabel', { title })} verticalSpacing="xs" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={160}>{t('moderation.field')}</Table.Th>
              {previous && <Table.Th>{t('moderation.previous')}</Table.Th>}
              <Table.Th>{t('moderation.current')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => {
              const isRowChanged = previous !== null && isChanged(field);
              return (
                <Table.Tr
                  key={field.key}
                  data-changed={isRowChanged || undefined}
                  bg={isRowChanged ? 'var(--mantine-color-yellow-light)' : undefined}
                >
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6}>
                      {t(`moderation.fields.${field.key}`)}
                      {isRowChanged && (
                        <Badge size="xs" color="yellow" variant="filled">
                          {t('moderation.changed')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                  {previous && <Table.Td>{field.render(previous, translate)}</Table.Td>}
                  <Table.Td>{field.render(current, translate)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
