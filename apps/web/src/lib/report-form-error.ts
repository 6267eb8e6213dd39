/** A failed form submit: field messages beside the fields, the server's message as an error notice. */
import { NOTICE_MS, SESSION_EXPIRED_STATUS } from '@izlog/contract/constants';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { notify } from './notify';
import { showServerFieldErrors, type TSchemaForm } from './schema-form';

export function reportFormError<TValues>(form: TSchemaForm<TValues>, error: unknown): void {
  // The API client already told the user that the session expired.
  if (error instanceof ApiError && error.status === SESSION_EXPIRED_STATUS) return;
  showServerFieldErrors(form, error);
  notify('error', error instanceof ApiError ? error.message : i18n.t('common.somethingWentWrong'), NOTICE_MS.normal);
}
