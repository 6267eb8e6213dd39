/**
 * A table that scrolls sideways when the screen is narrower than it: the scrolling box is a named region that takes
 * keyboard focus, so it can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
