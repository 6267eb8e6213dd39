/**
 * A planner's private calendar link (issue 15 part 5): a calendar app subscribes to it without signing in, so the
 * link is the key — 32 random bytes, shown once; only its SHA-256 is kept. A new link replaces the old one, and a
 * revoked link answers 404 at once.
 */
import type { TCalendarLink, TPlanner } from '@izlog/contract/planners';
import { hashToken, randomToken } from '../../../../platform/auth/secrets';
import { notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { requireSignedIn } from '../../../../platform/permissions/policy';
import { getOwnPlanner } from '../read-planners';
import { setCalendarTokenHash } from './planner-calendar.queries';

const TOKEN_BYTES = 32;

/** The API's address of a link's calendar (the route of planner-calendar.routes.ts under /api/v1). */
export const calendarFeedUrl = (siteUrl: string, token: string) => `${siteUrl}/api/v1/planner-calendars/${token}.ics`;

export async function createCalendarLink(scope: TRequestScope, plannerId: number): Promise<TCalendarLink> {
  const token = randomToken(TOKEN_BYTES);
  const isOwn = await setCalendarTokenHash(
    scope.tenant,
    requireSignedIn(scope.actor).userId,
    plannerId,
    hashToken(token),
  );
  if (!isOwn) throw notFound();
  return { url: calendarFeedUrl(scope.siteUrl, token), planner: await getOwnPlanner(scope, plannerId) };
}

export async function revokeCalendarLink(scope: TRequestScope, plannerId: number): Promise<TPlanner> {
  const isOwn = await setCalendarTokenHash(scope.tenant, requireSignedIn(scope.actor).userId, plannerId, null);
  if (!isOwn) throw notFound();
  return getOwnPlanner(scope, plannerId);
}
