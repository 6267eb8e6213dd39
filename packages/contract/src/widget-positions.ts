/**
 * Where a page's widgets sit (SPEC §3), apart from the widget schemas: every visitor's page places its widgets by
 * these, and a module without zod keeps zod out of that page.
 */

/** Page positions one, two and three (SPEC §3): the areas of a page a widget sits in. */
export const WIDGET_POSITIONS = [1, 2, 3] as const;
export type TWidgetPosition = (typeof WIDGET_POSITIONS)[number];

/** The page every site has: its home page. Any other page name is a content or category id (digits). */
export const HOME_PAGE_NAME = 'home';
