/**
 * SPEC §8: the one reaction to a session that ended under the user, wherever it is noticed: a 511, a 401 while a user
 * is signed in, or a logout in another tab (decision 0065).
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { modals } from '@mantine/modals';
import { endSession, getCurrentUser } from './current-user-store';
import { i18n } from './i18n';
import { openModal } from './modal-store';
import { notify } from './notify';
import { endSalesSession, getSalesUser } from './sales-user-store';
import { interruptSession, isSessionInterrupted } from './session-interruption';
import { removeToken } from './token-storage';

export type TSessionEnd = 'expired' | 'loggedOutElsewhere';

export function handleSessionExpired(reason: TSessionEnd = 'expired'): void {
  if (isSessionInterrupted()) return;
  // Confirmations of @mantine/modals hold no typed work; they would sit over the sign-in.
  modals.closeAll();
  if (getCurrentUser() || getSalesUser()) {
    // The user stays on screen with what they typed; the sign-in opens over it (session-interruption.ts).
    removeToken();
    interruptSession();
  } else {
    endSession();
    endSalesSession();
    openModal({ name: 'loginModal' });
  }
  // Calls that were already on their way with the dead token can each bring this back: one notice says it.
  const message = reason === 'expired' ? i18n.t('auth.sessionExpired') : i18n.t('auth.loggedOutElsewhere');
  notify('info', message, NOTICE_MS.normal, { id: 'session-expired' });
}
