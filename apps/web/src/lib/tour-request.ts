/**
 * Which guided tour a signed-in user gets (issue 16), and a way to start it again from anywhere ("Take the tour" in
 * the account menu, the setup checklist's replay): the tour host, loaded only for signed-in users, listens here, so
 * the entries need none of the tour's code.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import type { TTourKey } from '@izlog/contract/tours';
import { createStore, useStore } from './create-store';
import { hasAbility } from './current-user-store';

/** Those who manage the site get the admin's tour; clients and front users the shortened one; moderators none. */
export function tourKeyFor(user: Pick<TCurrentUser, 'abilities'> | null): TTourKey | null {
  if (hasAbility(user, 'site.manage')) return 'admin-home';
  if (hasAbility(user, 'profiles.memberSetup')) return 'visitor-home';
  return null;
}

/** Each request to replay a tour, numbered, so two requests in a row are two starts. */
const replayRequests = createStore(0);

export const requestTourReplay = () => replayRequests.set(replayRequests.get() + 1);
export const useTourReplayRequests = () => useStore(replayRequests);
