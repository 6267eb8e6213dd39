/**
 * The platform site's modals: the sales users' sign-in and registration, each its own chunk. A 511 anywhere opens
 * the "loginModal" (SPEC §8); on the platform that is the sales sign-in. Focus goes back to the opener once closed.
 */
import { lazy, Suspense, useEffect } from 'react';
import { returnFocusToOpener, useOpenModal } from '@/lib/modal-store';
import { useIsSessionInterrupted } from '@/lib/session-interruption';

const SalesLoginModal = lazy(() =>
  import('@/features/sales-site/components/sales-login-modal').then((module) => ({ default: module.SalesLoginModal })),
);
const SalesRegisterModal = lazy(() =>
  import('@/features/sales-site/components/sales-register-modal').then((module) => ({
    default: module.SalesRegisterModal,
  })),
);

export function PlatformModalHost() {
  const modal = useOpenModal();
  const isSessionInterrupted = useIsSessionInterrupted();
  const isOpen = modal !== null;
  useEffect(() => {
    if (!isOpen) returnFocusToOpener();
  }, [isOpen]);
  return (
    <Suspense fallback={null}>
      {(modal?.name === 'salesLoginModal' || modal?.name === 'loginModal') && <SalesLoginModal />}
      {modal?.name === 'salesRegisterModal' && <SalesRegisterModal />}
      {/* Last, so over whatever work it keeps (decision 0065). */}
      {isSessionInterrupted && <SalesLoginModal isSessionLayer />}
    </Suspense>
  );
}
