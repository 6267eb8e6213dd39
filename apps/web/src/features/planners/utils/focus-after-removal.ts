/**
 * Where keyboard focus goes when an item leaves a planner's page (deleted, or moved to another planner): its card
 * unmounts with the dialog that removed it, and focus would fall to <body>, sending a keyboard or screen-reader user
 * back to the top. The places are chosen before the removal, while the page still shows where the item was: the next
 * item's Actions button, else the previous one's, else its group's heading (the item was the group's last: the next
 * or previous group's), else the planner's title.
 */

/**
 * What marks an item's Actions button (a data attribute: the menu gives its target an id of its own) and the id of
 * the planner's title; group headings are named by their sections' aria-labelledby.
 */
export const ITEM_ACTIONS_ATTRIBUTE = 'data-planner-item-actions';
export const PLANNER_TITLE_ID = 'planner-title';

const itemHeadingId = (itemId: number) => `planner-item-${itemId}`;
/** Enough frames for the removal's answer to re-render the page; then focus goes wherever is left. */
const MAX_WAITS = 30;
const WAIT_MS = 16;

/** Selectors of the places, best first; each is looked up again once the page has re-rendered. */
function candidateSelectors(itemId: number): string[] {
  const card = document.getElementById(itemHeadingId(itemId))?.closest('li');
  const group = card?.closest('section');
  const actionsOf = (element: Element | null | undefined) => {
    const id = element?.querySelector(`[${ITEM_ACTIONS_ATTRIBUTE}]`)?.getAttribute(ITEM_ACTIONS_ATTRIBUTE);
    return id ? `[${ITEM_ACTIONS_ATTRIBUTE}="${id}"]` : undefined;
  };
  const headingOf = (section: Element | null | undefined) => {
    const id = section?.getAttribute('aria-labelledby');
    return id ? `[id="${id}"]` : undefined;
  };
  const selectors = [
    actionsOf(card?.nextElementSibling),
    actionsOf(card?.previousElementSibling),
    headingOf(group),
    headingOf(group?.nextElementSibling),
    headingOf(group?.previousElementSibling),
    `[id="${PLANNER_TITLE_ID}"]`,
  ];
  return selectors.filter((selector): selector is string => Boolean(selector));
}

/**
 * Call before removing the item; call what it returns once the removal succeeded. Focus moves when the item's card
 * has left the page, to the first place still there.
 */
export function planFocusAfterRemoval(itemId: number): () => void {
  const selectors = candidateSelectors(itemId);
  return () => {
    const attempt = (waitsLeft: number) => {
      if (document.getElementById(itemHeadingId(itemId)) && waitsLeft > 0) {
        setTimeout(() => attempt(waitsLeft - 1), WAIT_MS);
        return;
      }
      const target = selectors
        .map((selector) => document.querySelector<HTMLElement>(selector))
        .find((element) => element !== null);
      target?.focus();
    };
    attempt(MAX_WAITS);
  };
}
