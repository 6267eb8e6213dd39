/**
 * A failed user form: the 422 list and a 409's named field (a taken e-mail or username) beside the fields, the
 * server's message as an error notice (SPEC §8: 3 s). A 409 that names no field still belongs to a one-field form's
 * field (the e-mail form, the username form).
 */
import { ApiError } from '@/lib/api-client';
import { reportFormError } from '@/lib/report-form-error';
import type { TSchemaForm } from '@/lib/schema-form';

const CONFLICT_STATUS = 409;

export function reportUserFormError<TValues>(form: TSchemaForm<TValues>, error: unknown, onlyField?: string): void {
  reportFormError(form, error);
  if (onlyField && error instanceof ApiError && error.status === CONFLICT_STATUS && error.fieldErrors.length === 0) {
    form.setFieldError(onlyField, error.message);
  }
}
