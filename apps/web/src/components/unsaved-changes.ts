/**
 * A form inside an AppModal tells it whether it holds changes that are not saved, so closing the modal by Escape,
 * its close button or a click outside asks first (issue 26 item 11, decision 0063).
 */
import { createContext, useContext, useEffect, useId } from 'react';

type TUnsavedChangesRegistry = { report(formId: string, hasChanges: boolean): void };

export const UnsavedChangesContext = createContext<TUnsavedChangesRegistry | null>(null);

/** Reports the form's state to the modal around it while mounted; harmless outside a modal. */
export function useUnsavedChanges(hasChanges: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  const formId = useId();
  useEffect(() => {
    registry?.report(formId, hasChanges);
  }, [registry, formId, hasChanges]);
  useEffect(() => () => registry?.report(formId, false), [registry, formId]);
}
