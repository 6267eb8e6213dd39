/**
 * Below each of Mantine's breakpoints, as a media query: the opposite of `hiddenFrom`/`visibleFrom`, so a choice
 * made in script and one made by Mantine's classes switch at the same width. One home for the widths the app's
 * layouts choose by.
 */
export const BELOW_BREAKPOINT = {
  xs: '(max-width: 35.99em)',
  sm: '(max-width: 47.99em)',
  md: '(max-width: 61.99em)',
  lg: '(max-width: 74.99em)',
} as const;

/** A phone: modals fill the screen, tables become cards, the back office's menu waits in a drawer. */
export const PHONE_QUERY = BELOW_BREAKPOINT.sm;
