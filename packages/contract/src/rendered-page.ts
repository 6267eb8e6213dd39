/**
 * The markers of a server-rendered public page (issue 16 item 6, decision 0043), shared by the server that writes
 * them, the boot script that starts the app over the page, and the app that takes the page over. No schemas here:
 * the boot script is part of every visitor's first page.
 */

/** `<div id="root" data-rendered-path="/path?query">`: the address the markup was drawn for. */
export const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';
/**
 * `data-rendered-time-zone`: the server's time zone, which the drawn dates and times are in; a browser in another one
 * draws the page itself.
 */
export const RENDERED_TIME_ZONE_ATTRIBUTE = 'data-rendered-time-zone';
/** The `<script type="application/json">` holding the answers the page was drawn from (TanStack Query's state). */
export const RENDERED_STATE_ID = 'izlog-state';
/** The boot script's element; `data-app-src` names the app's entry. */
export const BOOT_SCRIPT_ID = 'izlog-boot';
/**
 * On the mark of a paid first place in a drawn category list: the address that counts a click on its entry. A click
 * on the entry's link before the app runs (a plain navigation) is counted by the boot script from it.
 */
export const COUNT_CLICK_ATTRIBUTE = 'data-count-click';
/** Dispatched on `window` by the app once it has taken the page over (held clicks are then given again). */
export const APP_STARTED_EVENT = 'izlog:app-started';
/** On `<html>` from the same moment: the page is the app's (it took the drawn page over, or drew over it). */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';
/**
 * On `<html>` from the moment the app is asked for (the boot script starts it, or the page is the app's own): a page
 * without it is a drawn page its visitor only reads, ready once it has loaded.
 */
export const APP_STARTING_ATTRIBUTE = 'data-app-starting';
/**
 * On `<html>` while the app has no answer on its way and no change being sent (TanStack Query's fetches and
 * mutations): with `data-app-running`, the screen shows what its data says. Browser tests wait for it.
 */
export const APP_IDLE_ATTRIBUTE = 'data-app-idle';
/** On a screen's or a list's loading skeleton: while one is on the page, it does not show its data yet. */
export const SCREEN_LOADING_ATTRIBUTE = 'data-screen-loading';
/**
 * On a drawn form's fields, closed until the app owns them (the web app's LiveFieldset): the boot script starts the
 * app as the visitor comes near one, so the form is open by the time it is reached.
 */
export const CLOSED_UNTIL_APP_ATTRIBUTE = 'data-closed-until-app';
/**
 * `/?izlog-app-shell=1`: the app's own page, never drawn. The service worker keeps it under this address (apart from
 * the home page a visitor reads) and serves it for an address never opened, where the app draws the page itself.
 */
export const APP_SHELL_PARAM = 'izlog-app-shell';
