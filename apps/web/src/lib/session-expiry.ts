/** SPEC §8: the one reaction to status 511 (session expired), wherever it comes from. */
import { NOTICE_MS } from '@izlog/contract/constants';
import { modals } from '@mantine/modals';
import { endSession } from './current-user-store';
import { i18n } from './i18n';
import { openModal } from './modal-store';
import { notify } from './notify';
import { endSalesSession } from './sales-user-store';

export function handleSessionExpired(): void {
  endSession();
  // The platform site's sales user (one of the two is ever signed in on an origin); its host opens the sales sign-in.
  endSalesSession();
  modals.closeAll();
  openModal({ name: 'loginModal' });
  // Calls that were already on their way with the dead token can each bring this back: one notice says it.
  notify('info', i18n.t('auth.sessionExpired'), NOTICE_MS.normal, { id: 'session-expired' });
}
