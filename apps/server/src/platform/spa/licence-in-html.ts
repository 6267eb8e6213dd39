/**
 * The licence's public details written into its HTML (issue 16 item 6), so a visitor's first page shows without
 * waiting for `GET /licences/get-licence-details`: the web app reads them before it asks. A JSON block is data, not a
 * script (the CSP's script-src is not involved), but the HTML parser still ends it at the first `</script`; every
 * `<`, `>` and `&` goes out as a JSON escape, so no text an editor writes (a site name, a greeting) can close it,
 * open a comment or be read as markup. U+2028 and U+2029 are escaped too, for any reader that takes it as JavaScript.
 */
import type { TPublicLicence } from '@izlog/contract/licence';

/** The element's id: the web app finds the JSON by it (apps/web/src/features/licence/api/inlined-licence.ts). */
export const LICENCE_SCRIPT_ID = 'izlog-licence';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeOf = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON that stays one text node inside `<script>` whatever its strings hold; JSON.parse reads it back unchanged. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escapeOf);

/**
 * The block itself. `data-rendered-at` (ms since the epoch) is when the server read the licence: the web app dates
 * its copy by it, so a page kept by the service worker is refreshed as an old answer would be.
 */
export function licenceScriptTag(licence: TPublicLicence, renderedAt: number): string {
  return `<script type="application/json" id="${LICENCE_SCRIPT_ID}" data-rendered-at="${Math.trunc(renderedAt)}">${jsonForScript(licence)}</script>`;
}
