/**
 * A switch whose value the server keeps. From the click on it shows where it is going and stays disabled until the
 * answer: a mutation's own pending state reaches React a tick later, so a switch drawn from it flicks back first
 * (and a quick second click, or a test's check, meets the old value).
 */
import { useState } from 'react';

export function useSavingSwitch(saved: boolean) {
  const [goingTo, setGoingTo] = useState<boolean | null>(null);
  const save = <T>(next: boolean, request: () => Promise<T>): Promise<T> => {
    setGoingTo(next);
    return request().finally(() => setGoingTo(null));
  };
  return { shown: goingTo ?? saved, saving: goingTo !== null, save };
}
