/**
 * A planner's calendar file (issue 15 part 5): its owner downloads it, and anyone holding its private link reads it
 * (a calendar app subscribed to it). Dated items become events with a UID stable across downloads — the licence's own
 * host, not the address the file was asked from — and links to the site's product and catalog pages.
 */
import { CURRENCY, type TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { formatMoneyMinor, type TMoneyCurrency } from '@izlog/contract/money-format';
import { hashToken } from '../../../../platform/auth/secrets';
import { notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { requireSignedIn } from '../../../../platform/permissions/policy';
import { licenceSiteUrl } from '../../../../platform/tenancy/site-url';
import { slugify } from '../../../../platform/text/slug';
import { type TCalendarEvent, writeCalendar } from './planner-calendar';
import {
  findOwnCalendarPlanner,
  findPlannerByCalendarHash,
  listDatedItems,
  type TCalendarItemRow,
  type TCalendarPlanner,
} from './planner-calendar.queries';

export type TCalendarFile = { fileName: string; text: string };

const CURRENCY_CODES: Record<number, TMoneyCurrency> = { [CURRENCY.RSD]: 'RSD', [CURRENCY.EUR]: 'EUR' };

/** The path of a linked item's page on the site (the web's paths.product and paths.catalog). */
function pagePathOf(item: TCalendarItemRow): string | null {
  if (item.kind === 'product' && item.contentSlug) return `/products/${encodeURIComponent(item.contentSlug)}`;
  if (item.kind === 'catalog' && item.catalogSlug) return `/catalogs/${encodeURIComponent(item.catalogSlug)}`;
  return null;
}

function eventOf(
  item: TCalendarItemRow,
  context: { licenceId: number; uidHost: string; siteUrl: string; language: TLanguage },
): TCalendarEvent {
  const pagePath = pagePathOf(item);
  const url = pagePath ? `${context.siteUrl}${pagePath}` : null;
  const currency = item.currencyId === null ? undefined : CURRENCY_CODES[item.currencyId];
  const price =
    item.priceMinor !== null && currency
      ? formatMessage('planner_calendar_price', context.language, {
          amount: formatMoneyMinor(item.priceMinor, currency, context.language),
        })
      : null;
  const description = [item.remark?.trim() || null, price, url].filter(Boolean).join('\n');
  const location = [item.address, item.city, item.country].map((part) => part?.trim()).filter(Boolean);
  return {
    uid: `planner-item-${context.licenceId}-${item.id}@${context.uidHost}`,
    changedAt: item.updatedAt,
    sequence: item.sequence,
    date: item.scheduledDate,
    time: item.scheduledTime,
    summary: item.title,
    location: location.length > 0 ? location.join(', ') : null,
    description: description || null,
    url,
  };
}

async function calendarOf(scope: TRequestScope, planner: TCalendarPlanner): Promise<TCalendarFile> {
  const items = await listDatedItems(scope.tenant, planner.id);
  const context = {
    licenceId: scope.tenant.licenceId,
    uidHost: new URL(licenceSiteUrl(scope.deps.config, scope.licence.titleOfAppUnique)).hostname,
    siteUrl: scope.siteUrl,
    language: scope.language,
  };
  return {
    fileName: `${slugify(planner.title)}.ics`,
    text: writeCalendar({ name: planner.title, events: items.map((item) => eventOf(item, context)) }),
  };
}

/** GET /planners/calendar/{id}: the owner's planner as a file; anyone else's is not found. */
export async function ownPlannerCalendar(scope: TRequestScope, id: number): Promise<TCalendarFile> {
  const planner = await findOwnCalendarPlanner(scope.tenant, requireSignedIn(scope.actor).userId, id);
  if (!planner) throw notFound();
  return calendarOf(scope, planner);
}

/** GET /planner-calendars/{token}.ics: the planner of a live private link; a revoked or unknown one is not found. */
export async function linkedPlannerCalendar(scope: TRequestScope, fileName: string): Promise<TCalendarFile> {
  const token = fileName.replace(/\.ics$/, '');
  const planner = await findPlannerByCalendarHash(scope.tenant, hashToken(token));
  if (!planner) throw notFound();
  return calendarOf(scope, planner);
}
