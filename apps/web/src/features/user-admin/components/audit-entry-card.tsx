/** One audit entry: what was done, when (Europe/Belgrade), by whom, to what, and each changed field before → after. */
import type { TAuditEntry } from '@izlog/contract/audit';
import { USER_STATUSES } from '@izlog/contract/constants';
import { LICENCE_ROLES } from '@izlog/contract/roles';
import { DELETE_CONTENT_ACTIONS } from '@izlog/contract/user-admin';
import { Card, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTranslations } from '@/locales/srp';
import { changesOf, describeValue, type TValueWords } from '../utils/audit-values';
import { formatDateTime } from '../utils/user-display';

type TFieldName = keyof TTranslations['userAdmin']['fields'];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function AuditEntryCard({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation();
  const action = t(`userAdmin.audit.actions.${entry.action}`);
  const when = formatDateTime(entry.created_at);
  const changes = changesOf(entry);
  const fieldName = (field: string) =>
    i18n.exists(`userAdmin.fields.${field}`) ? t(`userAdmin.fields.${field as TFieldName}`) : field;
  const words: TValueWords = {
    label: fieldName,
    none: t('userAdmin.audit.none'),
    yes: t('userAdmin.audit.yes'),
    no: t('userAdmin.audit.no'),
    known: (field, value) => {
      if (field === 'role' && isOneOf(LICENCE_ROLES, value)) return t(`userAdmin.roles.${value}`);
      if (field === 'status' && isOneOf(USER_STATUSES, value)) return t(`userAdmin.statuses.${value}`);
      if (field === 'content_action' && isOneOf(DELETE_CONTENT_ACTIONS, value)) return t(`userAdmin.delete.${value}`);
      return undefined;
    },
  };
  const subject =
    entry.subject_type === 'site' ? entry.subject_label || t('userAdmin.audit.site') : entry.subject_label;

  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={600}>{action}</Text>
        <Text size="sm" c="dimmed" component="time" dateTime={entry.created_at}>
          {when}
        </Text>
      </Group>
      <Text size="sm">{t('userAdmin.audit.byWhom', { actor: entry.actor_username })}</Text>
      {subject && <Text size="sm">{t('userAdmin.audit.subject', { subject })}</Text>}
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('userAdmin.audit.noChanges')}
        </Text>
      ) : (
        // No scroll container: long values wrap, so the table needs no scrolling region (one more keyboard stop).
        <Table
          withTableBorder
          withColumnBorders
          mt="xs"
          fz="sm"
          aria-label={t('userAdmin.audit.changesLabel', { action, when })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('userAdmin.audit.field')}</Table.Th>
              <Table.Th>{t('userAdmin.audit.before')}</Table.Th>
              <Table.Th>{t('userAdmin.audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Th scope="row" fw={500}>
                  {fieldName(change.field)}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {describeValue(change.field, change.before, words)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {describeValue(change.field, change.after, words)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
