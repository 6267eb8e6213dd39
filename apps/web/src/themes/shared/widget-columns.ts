/**
 * How many items a list widget shows in a row at each screen width, and the matching picture `sizes` (decision 0037):
 * one per row on phones, at most 2 from 36em, 3 from 48em, 4 from 62em, the widget's own `layout` from 75em. Every
 * theme lays its widgets out on these columns, so a widget's layout means the same in each.
 */

/** Mantine's breakpoints (em) and the most items a row holds from each. */
const ROW_CAPS = [
  { breakpoint: 'xs', minWidthEm: 36, cap: 2 },
  { breakpoint: 'sm', minWidthEm: 48, cap: 3 },
  { breakpoint: 'md', minWidthEm: 62, cap: 4 },
] as const;
const WIDE_MIN_WIDTH_EM = 75;

export function widgetColumns(perRow: number) {
  const columns: Record<string, number> = { base: 1 };
  for (const { breakpoint, cap } of ROW_CAPS) columns[breakpoint] = Math.min(perRow, cap);
  columns.lg = perRow;
  return columns;
}

/** The `sizes` of a card picture at these columns, so the browser picks a variant as wide as the card. */
export function widgetImageSizes(perRow: number): string {
  const widths = [
    `(min-width: ${WIDE_MIN_WIDTH_EM}em) ${Math.ceil(100 / perRow)}vw`,
    ...[...ROW_CAPS]
      .reverse()
      .map(({ minWidthEm, cap }) => `(min-width: ${minWidthEm}em) ${Math.ceil(100 / Math.min(perRow, cap))}vw`),
  ];
  return [...widths, '100vw'].join(', ');
}
