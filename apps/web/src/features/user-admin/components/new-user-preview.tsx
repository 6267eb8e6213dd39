/** The wizard's preview step: the user exactly as they will be created, and what happens about the password. */
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNewUserValues } from './new-user-wizard';

export function NewUserPreview({ values, isClient }: { values: TNewUserValues; isClient: boolean }) {
  const { t } = useTranslation();
  const none = t('userAdmin.detail.none');
  const trimmed = (value: string) => value.trim() || none;
  const rows: [string, string][] = [
    [t('userAdmin.fields.role'), t(`userAdmin.roles.${values.role}`)],
    [t('userAdmin.fields.email'), values.email.trim().toLowerCase()],
    [t('userAdmin.fields.username'), values.username.trim()],
    ...(isClient
      ? ([[t('userAdmin.fields.company_name'), trimmed(values.company_name)]] as [string, string][])
      : ([
          [t('userAdmin.fields.name'), trimmed(values.name)],
          [t('userAdmin.fields.surname'), trimmed(values.surname)],
        ] as [string, string][])),
    [
      t('userAdmin.fields.password'),
      values.password
        ? t('userAdmin.wizard.passwordSet')
        : t('userAdmin.wizard.invitation', { email: values.email.trim().toLowerCase() }),
    ],
  ];
  return (
    <Stack gap="xs">
      <Text>{t('userAdmin.wizard.previewIntro')}</Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={{ base: 120, sm: 180 }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
