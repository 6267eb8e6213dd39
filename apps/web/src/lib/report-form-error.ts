/** A failed form submit: field messages beside the fields, the server's message as an error notice. */
import { NOTICE_MS } from '@izlog/contract/constants';
import { reportActionError } from './report-action-error';
import { showServerFieldErrors, type TSchemaForm } from './schema-form';

export function reportFormError<TValues>(form: TSchemaForm<TValues>, error: unknown): void {
  showServerFieldErrors(form, error);
  reportActionError(error, { duration: NOTICE_MS.normal });
}
