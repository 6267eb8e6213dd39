/** A failed action (a row's call, a decision, a save): the server's message as an error notice, ours when it sent none. */
import { NOTICE_MS, SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { notify } from './notify';

export function reportActionError(error: unknown, { duration = NOTICE_MS.long }: { duration?: number } = {}): void {
  // The API client already told the user that the session expired.
  if (error instanceof ApiError && error.status === SESSION_EXPIRED_STATUS) return;
  notify('error', error instanceof ApiError ? error.message : i18n.t('common.somethingWentWrong'), duration);
}
