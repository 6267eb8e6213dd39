/** Renders the open modal; each is its own chunk, loaded on first use. Focus goes back to its opener once closed. */
import type { TPublicLicence } from '@izlog/contract/licence';
import { Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { i18n } from '@/lib/i18n';
import { returnFocusToOpener, useOpenModal } from '@/lib/modal-store';
import { useIsSessionInterrupted } from '@/lib/session-interruption';

const LoginModal = lazy(() =>
  import('@/features/auth/components/login-modal').then((module) => ({ default: module.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('@/features/auth/components/register-modal').then((module) => ({ default: module.RegisterModal })),
);
const RequestResetModal = lazy(() =>
  import('@/features/auth/components/request-reset-modal').then((module) => ({ default: module.RequestResetModal })),
);
const ResetPasswordModal = lazy(() =>
  import('@/features/auth/components/reset-password-modal').then((module) => ({ default: module.ResetPasswordModal })),
);
const SearchModal = lazy(() =>
  import('@/features/search/components/search-modal').then((module) => ({ default: module.SearchModal })),
);
const ModerationModal = lazy(() =>
  import('@/features/moderation/components/moderation-modal').then((module) => ({ default: module.ModerationModal })),
);
const EditCategoryModal = lazy(() =>
  import('@/features/category-admin/components/edit-category-modal').then((module) => ({
    default: module.EditCategoryModal,
  })),
);
const SiteManagement = lazy(() => import('./site-admin-modals').then((module) => ({ default: module.SiteManagement })));
const LicenceText = lazy(() => import('./site-admin-modals').then((module) => ({ default: module.LicenceText })));

const AuthUserModal = lazy(() =>
  import('@/features/profiles/components/auth-user-modal').then((module) => ({ default: module.AuthUserModal })),
);
// The auth-user modal's planner section, a chunk of its own inside the modal (loaded when its tab opens).
const OwnPlannersSection = lazy(() =>
  import('@/features/planners/components/own-planners-section').then((module) => ({
    default: module.OwnPlannersSection,
  })),
);
const UserManagementModal = lazy(() =>
  import('@/features/user-admin/components/user-management-modal').then((module) => ({
    default: module.UserManagementModal,
  })),
);

const WidgetModal = lazy(() =>
  import('@/features/widget-admin/components/widget-modal').then((module) => ({ default: module.WidgetModal })),
);

export function ModalHost({ licence }: { licence: TPublicLicence }) {
  const modal = useOpenModal();
  const isSessionInterrupted = useIsSessionInterrupted();
  // After the closed modal has unmounted (children's cleanups run before this effect), for every modal alike.
  const isOpen = modal !== null;
  useEffect(() => {
    if (!isOpen) returnFocusToOpener();
  }, [isOpen]);
  return (
    <Suspense fallback={null}>
      {modal?.name === 'loginModal' && <LoginModal licence={licence} />}
      {/* The site's switches (SPEC §4): with registration off there is no register modal, with search off no search. */}
      {modal?.name === 'registerModal' && licence.login_registration_status && (
        <RegisterModal licence={licence} variant={modal.variant} />
      )}
      {modal?.name === 'requestResetModal' && <RequestResetModal />}
      {modal?.name === 'resetPasswordModal' && <ResetPasswordModal email={modal.email} token={modal.token} />}
      {modal?.name === 'searchModal' && licence.search_status && <SearchModal />}
      {modal?.name === 'moderationModal' && <ModerationModal section={modal.section} />}
      {modal?.name === 'userManagementModal' && <UserManagementModal section={modal.section} />}
      {modal?.name === 'authUserModal' && (
        <AuthUserModal
          section={modal.section}
          renderPlanners={() => (
            <Suspense fallback={<Loader size="sm" aria-label={i18n.t('common.loading')} />}>
              <OwnPlannersSection />
            </Suspense>
          )}
        />
      )}
      {modal?.name === 'editCategoryModal' && (
        <EditCategoryModal view={modal.view} categoryId={modal.categoryId} contentTypeId={modal.contentTypeId} />
      )}
      {modal?.name === 'siteManagementModal' && <SiteManagement licence={licence} section={modal.section} />}
      {modal?.name === 'licenceTextModal' && <LicenceText text={modal.text} />}
      {modal?.name === 'widgetModal' && <WidgetModal page={modal.page} />}
      {/* Last, so over the modal whose work it keeps (decision 0065). */}
      {isSessionInterrupted && <LoginModal licence={licence} isSessionLayer />}
    </Suspense>
  );
}
