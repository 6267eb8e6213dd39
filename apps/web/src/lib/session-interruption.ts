/**
 * A session that ended under a signed-in user (it expired, or the user logged out in another tab) is interrupted,
 * not ended (issue 26 items 2 and 3, decision 0065): the token is gone, but the user stays in the stores, so every
 * page, form and modal stays as it was while the sign-in opens as a layer over them. Signing in again resumes with
 * what was typed; closing the sign-in ends the session for good.
 */
import { createStore, useStore } from './create-store';
import { endSession } from './current-user-store';
import { endSalesSession } from './sales-user-store';

const interruptedStore = createStore(false);

export const useIsSessionInterrupted = () => useStore(interruptedStore);
export const isSessionInterrupted = () => interruptedStore.get();

export function interruptSession(): void {
  interruptedStore.set(true);
}

/** A sign-in (here or in another tab) brought a live session back. */
export function resumeSession(): void {
  interruptedStore.set(false);
}

/** The user closed the sign-in: the session ends as a logout would. */
export function abandonSession(): void {
  interruptedStore.set(false);
  endSession();
  endSalesSession();
}
