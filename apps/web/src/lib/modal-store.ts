/** Which of the site's modals is open: one at a time, by SPEC §2 name, openable from anywhere. */
import type { TContentTypeId } from '@izlog/contract/constants';
import { createStore, useStore } from './create-store';

export type TRegisterVariant = 'user' | 'client';
/** Screens of the edit-category modal: the landing screen, the wizard (create, pick then edit), the reordering. */
export type TCategoryModalView = 'landing' | 'create' | 'pick' | 'edit' | 'categoryOrder' | 'contentTypeOrder';
/** Sections of the moderation modal (SPEC §2: products by default). */
export type TModerationSection = 'products' | 'catalogs' | 'blogs' | 'comments' | 'plannerItems';

/** Sections of the user management modal (SPEC §2: back-end users by default). */
export type TUserManagementSection = 'backend' | 'frontend' | 'clients' | 'audit';
/** Sections of the site management modal. */
export type TSiteManagementSection = 'settings' | 'template' | 'greetings' | 'terms' | 'switches';
/** Sections of the auth-user modal (SPEC §2). */
export type TAuthUserSection = 'blogs' | 'planner' | 'profile';
/**
 * The page whose widgets the widget modal arranges (SPEC §3 page_name): the home page, a single content's page or a
 * category list, with the title the modal names it by.
 */
export type TWidgetPage = { kind: 'home' } | { kind: 'content' | 'category'; id: number; title: string };
/** The licence's long texts, each shown in its own modal (SPEC §2). */
export type TLicenceTextName = 'terms_and_conditions' | 'privacy_policy' | 'terms_of_payment';

type TOpenModal =
  | { name: 'loginModal' }
  | { name: 'registerModal'; variant?: TRegisterVariant }
  | { name: 'requestResetModal' }
  | { name: 'resetPasswordModal'; email: string; token: string }
  | { name: 'searchModal' }
  | { name: 'editCategoryModal'; view?: TCategoryModalView; categoryId?: number; contentTypeId?: TContentTypeId }
  | { name: 'moderationModal'; section?: TModerationSection }
  | { name: 'userManagementModal'; section?: TUserManagementSection }
  | { name: 'siteManagementModal'; section?: TSiteManagementSection }
  | { name: 'authUserModal'; section?: TAuthUserSection }
  | { name: 'licenceTextModal'; text: TLicenceTextName }
  /** SPEC §2 "widget modal (starts at a landing screen)": the home page's widgets unless another page is given. */
  | { name: 'widgetModal'; page?: TWidgetPage }
  /** The platform site's sales user sign-in and registration (SPEC §6: separate from every licence's users). */
  | { name: 'salesLoginModal' }
  | { name: 'salesRegisterModal' }
  | null;

const modalStore = createStore<TOpenModal>(null);

/**
 * What had focus when a modal opened over the page, for focus to go back to when it closes (WCAG 2.4.3). Mantine's
 * own focus return can't: it remembers the opener only when `opened` turns true on a mounted modal, and the host
 * mounts its modals already open and unmounts them once closed. Read here, before the modal's focus trap moves focus
 * inside. A modal opened from another (login → register) keeps the first one's opener: the link in the modal is gone.
 */
let opener: HTMLElement | null = null;

export const useOpenModal = () => useStore(modalStore);
export const openModal = (modal: NonNullable<TOpenModal>) => {
  if (modalStore.get() === null) {
    const focused = document.activeElement;
    opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }
  modalStore.set(modal);
};
export const closeModal = () => modalStore.set(null);

/**
 * Gives focus back to what opened the modal just closed, if it is still on the page (a "Log in" button gone after
 * logging in is not). The host calls it once the closed modal has left the page.
 */
export function returnFocusToOpener(): void {
  if (modalStore.get() !== null) return;
  const element = opener;
  opener = null;
  if (element?.isConnected) element.focus();
}
