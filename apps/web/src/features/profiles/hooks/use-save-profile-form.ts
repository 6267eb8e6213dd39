/**
 * Saving a profile form: the call of the profile's kind, then the success notice and the form starting again from
 * what was stored; on failure the server's messages under their fields and as a notice (SPEC §8). A taken username
 * is a 409 naming it: its message goes under the username.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TOwnProfile } from '@izlog/contract/profiles';
import { ApiError } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import type { TSchemaForm } from '@/lib/schema-form';
import { type TProfileKind, useSaveOwnProfile } from '../api/save-own-profile';

const CONFLICT = 409;

type TSaveProfileFormOptions<TValues> = {
  kind: TProfileKind;
  userId: number;
  form: TSchemaForm<TValues>;
  toBody(values: TValues): FormData;
  valuesOf(profile: TOwnProfile): TValues;
  /** The field a 409 without a field list belongs to (the username), if the form has it. */
  conflictField?: string;
};

export function useSaveProfileForm<TValues>(options: TSaveProfileFormOptions<TValues>) {
  const { kind, userId, form, toBody, valuesOf, conflictField } = options;
  const save = useSaveOwnProfile();
  const submit = (values: TValues) =>
    save.mutateAsync({ kind, userId, body: toBody(values) }).then(
      (saved) => {
        // The stored picture replaces the chosen one, so saving again without a change sends no picture.
        const stored = valuesOf(saved);
        form.setValues(stored);
        form.resetDirty(stored);
        notify('success', formatMessage('profile_saved', getLanguage()), NOTICE_MS.normal);
      },
      (error: unknown) => {
        if (conflictField && error instanceof ApiError && error.status === CONFLICT && !error.fieldErrors.length) {
          form.setFieldError(conflictField, error.message);
        }
        reportFormError(form, error);
      },
    );
  return { submit, isSaving: save.isPending };
}
