/**
 * A list of the back office: a table from Mantine's `sm` up, and below it one card a row, with each column as a
 * "label: value" pair and the actions at the card's foot, so nothing scrolls sideways on a phone (issue 26 item 15,
 * decision 0063). Every list made with it changes alike.
 */
import { Box, Card, Group, Stack, Table, type TableProps, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PHONE_QUERY } from '@/lib/breakpoints';

export type TResponsiveColumn<TRow> = {
  key: string;
  header: string;
  cell(row: TRow): ReactNode;
  /** `title`: the card's heading; `actions`: the card's foot; neither has a label on the card. */
  role?: 'title' | 'actions';
  /** The table's header cell is read by screen readers only. */
  isHeaderHidden?: boolean;
};

type TResponsiveTableProps<TRow> = {
  /** Names the table, or the list of cards, for screen readers. */
  label: string;
  rows: readonly TRow[];
  rowKey(row: TRow): string | number;
  columns: readonly TResponsiveColumn<TRow>[];
  /** Narrower than this the table scrolls sideways (a tablet); phones get cards. */
  minWidth: number;
  tableProps?: TableProps;
};

export function ResponsiveTable<TRow>(props: TResponsiveTableProps<TRow>) {
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  return isPhone ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<TRow>({ label, rows, rowKey, columns, minWidth, tableProps }: TResponsiveTableProps<TRow>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover {...tableProps} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>
                {column.isHeaderHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCards<TRow>({ label, rows, rowKey, columns }: TResponsiveTableProps<TRow>) {
  const title = columns.find((column) => column.role === 'title');
  const actions = columns.find((column) => column.role === 'actions');
  const pairs = columns.filter((column) => !column.role);
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Card component="li" key={rowKey(row)} withBorder padding="sm" data-row-card>
          <Stack gap="xs">
            {title && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {title.cell(row)}
              </Text>
            )}
            <Box component="dl" m={0}>
              {pairs.map((column) => (
                <Group key={column.key} gap={6} wrap="nowrap" align="flex-start" mb={4}>
                  <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {column.header}:
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Text>
                </Group>
              ))}
            </Box>
            {actions && <Box>{actions.cell(row)}</Box>}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
