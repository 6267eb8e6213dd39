/**
 * Saving a profile form: the call of the profile's kind, then the success notice and the form starting again from
 * what was stored; on failure the server's messages under their fields (a 422's list, a 409's named field such as a
 * taken username) and as a notice (SPEC §8).
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TOwnProfile } from '@izlog/contract/profiles';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import type { TSchemaForm } from '@/lib/schema-form';
import { type TProfileKind, useSaveOwnProfile } from '../api/save-own-profile';

type TSaveProfileFormOptions<TValues> = {
  kind: TProfileKind;
  userId: number;
  form: TSchemaForm<TValues>;
  toBody(values: TValues): FormData;
  valuesOf(profile: TOwnProfile): TValues;
};

export function useSaveProfileForm<TValues>(options: TSaveProfileFormOptions<TValues>) {
  const { kind, userId, form, toBody, valuesOf } = options;
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
      (error: unknown) => reportFormError(form, error),
    );
  return { submit, isSaving: save.isPending };
}
