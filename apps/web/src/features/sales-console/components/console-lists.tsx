/**
 * The pieces every console list is made of: on a wide screen a table whose caption also names its sideways-scrolling
 * region, with a header cell per column; on a phone a plain list of cards.
 */
import { type MantineBreakpoint, Stack, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

/** Wide enough for the tables' columns; below it, cards. */
export const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/** A column's header: its words, or its words shown only from a breakpoint up; `false` leaves the column out. */
type TColumn = string | { label: string; visibleFrom: MantineBreakpoint } | false | undefined;

type TCaptionedTableProps = TableProps & {
  caption: string;
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  columns: readonly TColumn[];
  /** The rows. */
  children: ReactNode;
};

export function CaptionedTable({ caption, minWidth, columns, children, ...tableProps }: TCaptionedTableProps) {
  return (
    <ScrollTable minWidth={minWidth} label={caption}>
      <Table {...tableProps}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              !column ? null : typeof column === 'string' ? (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ) : (
                <Table.Th key={column.label} scope="col" visibleFrom={column.visibleFrom}>
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Cards as a list without bullets; `label` names it when no heading does. */
export function CardList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
