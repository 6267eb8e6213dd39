/**
 * Query keys of the sales console and what a write makes stale: a licence's change shows in its page and in every
 * list that holds it (own, partners', all); money views change with payments and invoices.
 */
import type { QueryClient } from '@tanstack/react-query';

export const CONSOLE_KEY = ['sales-console'] as const;

export const consoleKeys = {
  licenceLists: [...CONSOLE_KEY, 'licence-lists'] as const,
  licenceList: (scope: 'own' | 'all' | 'partners', filters: object) =>
    [...CONSOLE_KEY, 'licence-lists', scope, filters] as const,
  licence: (licenceId: number) => [...CONSOLE_KEY, 'licence', licenceId] as const,
  domains: (licenceId: number) => [...CONSOLE_KEY, 'licence', licenceId, 'domains'] as const,
  appBuilds: (licenceId: number) => [...CONSOLE_KEY, 'licence', licenceId, 'app-builds'] as const,
  commissions: [...CONSOLE_KEY, 'commissions'] as const,
  commissionPage: (filters: object) => [...CONSOLE_KEY, 'commissions', 'page', filters] as const,
  commissionSummary: (filters: object) => [...CONSOLE_KEY, 'commissions', 'summary', filters] as const,
  openInvoices: (page: number) => [...CONSOLE_KEY, 'open-invoices', page] as const,
  openInvoicesAll: [...CONSOLE_KEY, 'open-invoices'] as const,
  exchangeRates: [...CONSOLE_KEY, 'exchange-rates'] as const,
};

/** After a change of one licence: its page, its domains and builds, and the lists. */
export const invalidateLicence = (queryClient: QueryClient, licenceId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: consoleKeys.licence(licenceId) }),
    queryClient.invalidateQueries({ queryKey: consoleKeys.licenceLists }),
  ]);
