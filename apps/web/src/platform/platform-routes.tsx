/**
 * The route table of the platform host (decision 0031): the platform site's pages, the purchase wizard with its
 * result pages, and the sales console, each its own chunk. Each capability adds its own block of routes.
 */
import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/states';
import { useRestoreSalesSession } from '@/features/sales-site/hooks/use-restore-sales-session';
import { platformRoutes } from '@/lib/platform-paths';
import { PlatformShell } from './platform-shell';

const LandingPage = lazy(() =>
  import('@/features/sales-site/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const PricingPage = lazy(() =>
  import('@/features/sales-site/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
const TemplatesPage = lazy(() =>
  import('@/features/sales-site/components/templates-page').then((m) => ({ default: m.TemplatesPage })),
);
const TemplatePreviewPage = lazy(() =>
  import('@/features/sales-site/components/template-preview-page').then((m) => ({ default: m.TemplatePreviewPage })),
);
const TermsPage = lazy(() =>
  import('@/features/sales-site/components/terms-page').then((m) => ({ default: m.TermsPage })),
);
const PlatformNotFoundPage = lazy(() =>
  import('@/features/sales-site/components/platform-not-found-page').then((m) => ({
    default: m.PlatformNotFoundPage,
  })),
);

/** The platform site itself (W1): landing, pricing, templates and their preview, the platform's rules. */
const siteRoutes: RouteObject[] = [
  { path: platformRoutes.home, element: <LandingPage /> },
  { path: platformRoutes.pricing, element: <PricingPage /> },
  { path: platformRoutes.templates, element: <TemplatesPage /> },
  { path: platformRoutes.templatePreview, element: <TemplatePreviewPage /> },
  { path: platformRoutes.termsOfPayment, element: <TermsPage document="payment" /> },
  { path: platformRoutes.termsAndConditions, element: <TermsPage document="conditions" /> },
];

/**
 * Pages for the signed-in sales user wait while a stored token is being checked at start, so a returning buyer (back
 * from the payment page, say) never sees "sign in" flash before the page (the query is the shell's own, shared).
 */
function AfterSessionRestored() {
  const { isRestoring } = useRestoreSalesSession();
  return isRestoring ? <PageSkeleton /> : <Outlet />;
}

const PurchasePage = lazy(() =>
  import('@/features/licence-purchase/components/purchase-page').then((m) => ({ default: m.PurchasePage })),
);
const PaymentResultPage = lazy(() =>
  import('@/features/licence-purchase/components/payment-result-page').then((m) => ({
    default: m.PaymentResultPage,
  })),
);
const ProformaPage = lazy(() =>
  import('@/features/licence-purchase/components/proforma-page').then((m) => ({ default: m.ProformaPage })),
);

/** The purchase wizard, the payment result page and the IPS QR proforma (W2, decision 0032). */
const purchaseRoutes: RouteObject[] = [
  {
    element: <AfterSessionRestored />,
    children: [
      { path: platformRoutes.buy, element: <PurchasePage /> },
      { path: platformRoutes.paymentResult, element: <PaymentResultPage /> },
      { path: platformRoutes.proforma, element: <ProformaPage /> },
    ],
  },
];

const ConsoleHomePage = lazy(() =>
  import('@/features/sales-console/components/console-home-page').then((m) => ({ default: m.ConsoleHomePage })),
);
const ConsoleLicencePage = lazy(() =>
  import('@/features/sales-console/components/licence-page').then((m) => ({ default: m.LicencePage })),
);
const ConsoleAccountPage = lazy(() =>
  import('@/features/sales-console/components/account-page').then((m) => ({ default: m.AccountPage })),
);
const ConsolePartnerPage = lazy(() =>
  import('@/features/sales-console/components/partner-page').then((m) => ({ default: m.PartnerPage })),
);
const ConsoleAdminPage = lazy(() =>
  import('@/features/sales-console/components/admin-page').then((m) => ({ default: m.AdminPage })),
);

/**
 * The sales console (W3, decision 0033): a sales user's licences and each licence's page, the account, the partners'
 * view and the platform admin's. Each screen asks a visitor to sign in and waits while a stored session is checked.
 */
const consoleRoutes: RouteObject[] = [
  { path: platformRoutes.console, element: <ConsoleHomePage /> },
  { path: platformRoutes.consoleLicence, element: <ConsoleLicencePage /> },
  { path: platformRoutes.consoleAccount, element: <ConsoleAccountPage /> },
  { path: platformRoutes.consolePartner, element: <ConsolePartnerPage /> },
  { path: platformRoutes.consoleAdmin, element: <ConsoleAdminPage /> },
];

export const platformAppRoutes: RouteObject[] = [
  {
    element: <PlatformShell />,
    children: [...siteRoutes, ...purchaseRoutes, ...consoleRoutes, { path: '*', element: <PlatformNotFoundPage /> }],
  },
];
