/** SPEC §8: the one reaction to status 511 (session expired), wherever it comes from. */
import { NOTICE_MS } from '@izlog/contract/constants';
import { modals } from '@mantine/modals';
import { endSession } from './current-user-store';
import { i18n } from './i18n';
import { openModal } from './modal-store';
import { notify } from './notify';

export function handleSessionExpired(): void {
  endSession();
  modals.closeAll();
  openModal({ name: 'loginModal' });
  notify('info', i18n.t('auth.sessionExpired'), NOTICE_MS.normal);
}
