/**
 * Whether an Escape belongs to a layer inside a modal (an open colour picker, a select's list, a date picker) rather
 * than to the modal: such a key closes that layer only (issue 26 item 11, decision 0063).
 */

/** A popup's opener says it is open (`aria-haspopup` with `aria-expanded="true"`; Mantine's Combobox and Popover do). */
const OPEN_POPUP_OPENER = '[aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]';
/** What an opener whose role may not say `aria-expanded` (a textbox with a colour picker) sets while its layer is open. */
export const OPEN_LAYER_MARK = 'data-layer-open';
/** Mantine's floating dropdowns (Popover, Combobox) carry their placement; focus inside one is inside that layer. */
const FLOATING_DROPDOWN = '[data-position]';

export function isInnerLayerEscape(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  // Mantine's own opt-out, which its menus set on their items.
  if (target.closest('[data-mantine-stop-propagation="true"]')) return true;
  return (
    target.closest(`${OPEN_POPUP_OPENER}, [${OPEN_LAYER_MARK}]`) !== null || target.closest(FLOATING_DROPDOWN) !== null
  );
}
