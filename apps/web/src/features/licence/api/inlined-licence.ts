/**
 * The licence's public details as the server wrote them into the page (issue 16 item 6: apps/server/src/platform/spa/
 * licence-in-html.ts), put in the query cache before anything asks, so the site's first page waits for no licence
 * request. Dated by when the server read them: they go stale and are asked for again as a fetched answer would.
 * Anything missing or unreadable leaves the cache empty and the shell asks as before.
 */
import { LANGUAGES } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import type { QueryClient } from '@tanstack/react-query';
import { licenceQueryKeys } from '@/lib/licence-query-keys';

/** The element the server writes (LICENCE_SCRIPT_ID on the server). */
export const LICENCE_SCRIPT_ID = 'izlog-licence';

/** Enough of the shape to trust it for the shell: the fields it branches on before anything else (no zod here). */
function isPublicLicence(value: unknown): value is TPublicLicence {
  if (value === null || typeof value !== 'object') return false;
  const licence = value as Record<string, unknown>;
  return (
    typeof licence.id === 'number' &&
    typeof licence.template_id === 'number' &&
    typeof licence.title_of_app === 'string' &&
    typeof licence.status === 'string' &&
    (LANGUAGES as readonly unknown[]).includes(licence.language)
  );
}

type TInlinedLicence = { licence: TPublicLicence; renderedAt: number };

export function readInlinedLicence(root: Document = document): TInlinedLicence | null {
  const element = root.getElementById(LICENCE_SCRIPT_ID);
  if (!element?.textContent) return null;
  let licence: unknown;
  try {
    licence = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  if (!isPublicLicence(licence)) return null;
  // Never dated after now: a server clock ahead of the visitor's would otherwise keep the copy fresh too long.
  const renderedAt = Number(element.dataset.renderedAt);
  return { licence, renderedAt: Number.isFinite(renderedAt) ? Math.min(renderedAt, Date.now()) : Date.now() };
}

/** Puts the page's licence in the cache under the details' key; returns it, or null when the page carries none. */
export function seedInlinedLicence(queryClient: QueryClient, root: Document = document): TPublicLicence | null {
  const inlined = readInlinedLicence(root);
  if (!inlined) return null;
  queryClient.setQueryData(licenceQueryKeys.details, inlined.licence, { updatedAt: inlined.renderedAt });
  return inlined.licence;
}
