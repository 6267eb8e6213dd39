/**
 * A refused form brings its first refused field into view and focus: the task form is long, and after a click on its
 * button at the bottom the messages would sit out of sight above (WCAG 3.3.1 asks that an error be found).
 */
import { useCallback, useRef } from 'react';

export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  // After the render that shows the messages.
  const focusFirstError = useCallback(() => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, []);
  return { formRef, focusFirstError };
}
