/** A minimal external store, readable from React (useStore) and from plain code (the API client). */
import { useSyncExternalStore } from 'react';

type TStore<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): TStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: TStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
