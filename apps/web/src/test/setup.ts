/** jsdom stand-ins Mantine needs, and a clean slate (storage, session, modals, notices, language) per test. */
import { cleanNotifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { endSession } from '@/lib/current-user-store';
import { preloadInterfaceLanguages, prepareFirstLanguage } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { endSalesSession } from '@/lib/sales-user-store';
import { abandonSession } from '@/lib/session-interruption';
import { takeUnstubbedCalls } from './unstubbed-calls';

// Screens and modals are lazy chunks: on a busy CI machine their first load can take seconds, and the default 1 s
// wait of findBy* failed tests that were right (the login modal after a 511 appeared after 1.2 s).
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStandIn;
// Mantine's autosize textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});
window.HTMLElement.prototype.scrollIntoView = () => {};
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => {};

// Every language's texts at hand before the first test, so tests switch languages synchronously as they render.
beforeAll(preloadInterfaceLanguages);

beforeEach(async () => {
  localStorage.clear();
  await prepareFirstLanguage();
});

afterEach(() => {
  cleanup();
  act(() => {
    abandonSession();
    endSession();
    endSalesSession();
    closeModal();
    cleanNotifications();
  });
  vi.unstubAllGlobals();
  // After the clean slate, so it is made for a failing test too: an unstubbed API call fails the test that made it.
  const unstubbed = takeUnstubbedCalls();
  if (unstubbed.length > 0) {
    throw new Error(`The test made API calls its stub table does not answer:\n  ${unstubbed.join('\n  ')}`);
  }
});
