/** The translation key of a position's name ("Position two"); anything unknown reads as position one. */
import type { TWidgetPosition } from '@izlog/contract/widgets';

const NAMES = { 1: 'one', 2: 'two', 3: 'three' } as const satisfies Record<TWidgetPosition, string>;

export const positionKey = (column: number) =>
  `widgetAdmin.positions.${NAMES[column as TWidgetPosition] ?? NAMES[1]}` as const;
