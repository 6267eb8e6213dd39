/**
 * An editor form's save: what the pressed button asked for (its intent), the save under way for the buttons to show,
 * and a failure reported beside the fields and in a notice.
 */
import { type RefObject, useState } from 'react';
import { reportFormError } from '@/lib/report-form-error';
import type { TSchemaForm } from '@/lib/schema-form';
import type { TSaveIntent } from '../utils/managed-kinds';

export function useSaveSubmit<TValues>(form: TSchemaForm<TValues>, intentRef: RefObject<TSaveIntent>) {
  const [saving, setSaving] = useState<TSaveIntent | null>(null);
  const runSave = async (save: (intent: TSaveIntent) => Promise<unknown>) => {
    const intent = intentRef.current;
    setSaving(intent);
    try {
      await save(intent);
    } catch (error) {
      reportFormError(form, error);
    } finally {
      setSaving(null);
    }
  };
  return { saving, runSave };
}
