/** Which of the site's modals is open: one at a time, by SPEC §2 name, openable from anywhere. */
import type { TContentTypeId } from '@izlog/contract/constants';
import { createStore, useStore } from './create-store';

export type TRegisterVariant = 'user' | 'client';
/** Screens of the edit-category modal: the landing screen, the wizard (create, pick then edit), the reordering. */
export type TCategoryModalView = 'landing' | 'create' | 'pick' | 'edit' | 'categoryOrder' | 'contentTypeOrder';
/** Sections of the moderation modal (SPEC §2: products by default). */
export type TModerationSection = 'products' | 'catalogs' | 'blogs' | 'comments';

export type TOpenModal =
  | { name: 'loginModal' }
  | { name: 'registerModal'; variant?: TRegisterVariant }
  | { name: 'requestResetModal' }
  | { name: 'resetPasswordModal'; email: string; token: string }
  | { name: 'searchModal' }
  | { name: 'editCategoryModal'; view?: TCategoryModalView; categoryId?: number; contentTypeId?: TContentTypeId }
  | { name: 'moderationModal'; section?: TModerationSection }
  | null;

const modalStore = createStore<TOpenModal>(null);

export const useOpenModal = () => useStore(modalStore);
export const openModal = (modal: NonNullable<TOpenModal>) => modalStore.set(modal);
export const closeModal = () => modalStore.set(null);
