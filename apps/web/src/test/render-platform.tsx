/** Renders the platform site (the bare platform host's route table) at a path, for component tests. */
import type { TLicencePrices, TSalesUser, TTemplate } from '@izlog/contract/sales';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { chooseLanguage, type TInterfaceLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { platformAppRoutes } from '@/platform/platform-routes';

export function renderPlatform(path = '/', { language = 'en' }: { language?: TInterfaceLanguage } = {}) {
  chooseLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(platformAppRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router, ...view };
}

export const testTemplates: TTemplate[] = [
  {
    id: 1,
    key: 'classic',
    name: 'Classic',
    description: 'A tidy home page.',
    preview_url: 'http://demo.localhost:3000',
  },
  {
    id: 2,
    key: 'showcase',
    name: 'Showcase',
    description: 'Large photos in a grid.',
    preview_url: 'http://demo.localhost:3000',
  },
  {
    id: 3,
    key: 'magazine',
    name: 'Magazine',
    description: 'Articles up front.',
    preview_url: 'http://demo.localhost:3000',
  },
];

const feature = (key: string, label: string) =>
  ({ key, label }) as TLicencePrices['prices'][number]['features'][number];
const BASIC_FEATURES = [
  feature('subdomain', 'An Izlog subdomain'),
  feature('content', 'News and blogs'),
  feature('custom_domain', 'Your own domain'),
  feature('planners', 'Planners'),
  feature('widgets', 'Widgets'),
  feature('native_app', 'An Android app'),
];

/** The price list as the server answers it: 12 000 and 36 000 RSD at 117.1734 RSD per EUR. */
export function testLicencePrices(
  rate: TLicencePrices['rate'] = { middle: '117.1734', date: '2026-11-23', stale: false },
) {
  const withEur = (rsd: number, eur: number) => ({ price: rsd, price_eur: rate ? eur : null });
  return {
    prices: [
      {
        licence_type: 'free',
        name: 'Free',
        description: 'A site on a subdomain.',
        currency_id: 1,
        term_months: 12,
        features: BASIC_FEATURES.slice(0, 2),
        ...withEur(0, 0),
      },
      {
        licence_type: 'basic',
        name: 'Basic',
        description: 'Your own domain and more.',
        currency_id: 1,
        term_months: 12,
        features: BASIC_FEATURES,
        ...withEur(1_200_000, 10_241),
      },
      {
        licence_type: 'e-commerce',
        name: 'E-commerce',
        description: 'Everything, and a shop.',
        currency_id: 1,
        term_months: 12,
        features: [...BASIC_FEATURES, feature('products', 'Products'), feature('catalogs', 'Catalogs')],
        ...withEur(3_600_000, 30_724),
      },
    ],
    rate,
  } satisfies TLicencePrices;
}

export const testSalesUser: TSalesUser = {
  id: 7,
  role: 'SALES',
  email: 'ana@example.com',
  name: 'Ana Prodaja',
  phone: '0641234567',
  abilities: ['sales.own'],
};
