/** Renders the purchase flow's screens at an address, with a probe saying where the router went. */
import type { TLanguage } from '@izlog/contract/constants';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { chooseLanguage } from '@/lib/i18n';
import { useOpenModal } from '@/lib/modal-store';
import { platformRoutes } from '@/lib/platform-paths';
import { createQueryClient } from '@/lib/query-client';
import { PaymentResultPage } from '../components/payment-result-page';
import { ProformaPage } from '../components/proforma-page';
import { PurchasePage } from '../components/purchase-page';

function Probe() {
  const location = useLocation();
  const modal = useOpenModal();
  return (
    <output
      data-testid="probe"
      data-path={location.pathname}
      data-search={location.search}
      data-modal={modal?.name ?? ''}
    />
  );
}

const withProbe = (node: React.ReactNode) => (
  <>
    {node}
    <Probe />
  </>
);

export function renderPurchase(path: string, { language = 'en' }: { language?: TLanguage } = {}) {
  chooseLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: platformRoutes.buy, element: withProbe(<PurchasePage />) },
      { path: platformRoutes.paymentResult, element: withProbe(<PaymentResultPage />) },
      { path: platformRoutes.proforma, element: withProbe(<ProformaPage />) },
      { path: '*', element: <Probe /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router, ...view };
}
