/**
 * One of two renderings by the viewport's width at one of Mantine's breakpoints (issue 26 item 4, decision 0066). A
 * page the server drew cannot know the width, and a drawing of the phone's header stayed on a desktop until the app
 * took over on the visitor's first touch, then jumped: so the drawing and the browser's first render over it carry
 * both, and the page's style sheet shows the one that fits. Right after, the app keeps only the one it needs.
 */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { BELOW_BREAKPOINT } from '@/lib/breakpoints';
import { useViewportQuery } from '@/lib/use-viewport-query';

const BELOW = BELOW_BREAKPOINT;

type TByWidthProps = {
  /** The breakpoint below which `narrow` shows. */
  below: keyof typeof BELOW;
  narrow: ReactNode;
  wide: ReactNode;
};

export function ByWidth({ below, narrow, wide }: TByWidthProps) {
  const isBelow = useViewportQuery(BELOW[below], null);
  if (isBelow === true) return narrow;
  if (isBelow === false) return wide;
  // `display: contents`: the wrappers take no place in the row they sit in; Mantine's classes hide the other one.
  return (
    <>
      <Box hiddenFrom={below} style={{ display: 'contents' }}>
        {narrow}
      </Box>
      <Box visibleFrom={below} style={{ display: 'contents' }}>
        {wide}
      </Box>
    </>
  );
}
