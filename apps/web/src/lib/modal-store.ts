/** Which of the site's modals is open: one at a time, by SPEC §2 name, openable from anywhere. */
import { createStore, useStore } from './create-store';

export type TRegisterVariant = 'user' | 'client';

export type TOpenModal =
  | { name: 'loginModal' }
  | { name: 'registerModal'; variant?: TRegisterVariant }
  | { name: 'requestResetModal' }
  | { name: 'resetPasswordModal'; email: string; token: string }
  | { name: 'searchModal' }
  | null;

const modalStore = createStore<TOpenModal>(null);

export const useOpenModal = () => useStore(modalStore);
export const openModal = (modal: NonNullable<TOpenModal>) => modalStore.set(modal);
export const closeModal = () => modalStore.set(null);
