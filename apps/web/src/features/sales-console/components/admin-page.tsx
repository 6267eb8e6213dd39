/**
 * /console/admin (the platform admin): every licence with the filters and a status control per licence, the open
 * proforma invoices with "Mark paid", and the euro's middle rate with its form. One tab each.
 */
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TLicenceFilters, useAllLicences } from '../api/get-licences';
import { ConsoleFrame } from './console-frame';
import { ExchangeRateView } from './exchange-rate-view';
import { LicencesView } from './licences-view';
import { OpenInvoicesView } from './open-invoices-view';
import { StatusChange } from './status-change';

function AllLicences() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TLicenceFilters>({ page: 1 });
  const query = useAllLicences(filters);
  return (
    <LicencesView
      query={query}
      filters={filters}
      onFiltersChange={setFilters}
      emptyOffer="none"
      caption={t('salesConsole.admin.licencesCaption')}
      showSeller
      renderActions={(licence) => <StatusChange licence={licence} compact />}
    />
  );
}

type TAdminTab = 'licences' | 'invoices' | 'rates';

function AdminTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TAdminTab>('licences');
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as TAdminTab | null) ?? 'licences')} keepMounted={false}>
      <Tabs.List aria-label={t('salesConsole.admin.tabs')}>
        <Tabs.Tab value="licences">{t('salesConsole.admin.licences')}</Tabs.Tab>
        <Tabs.Tab value="invoices">{t('salesConsole.admin.invoices')}</Tabs.Tab>
        <Tabs.Tab value="rates">{t('salesConsole.admin.rates')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="licences" pt="md">
        <AllLicences />
      </Tabs.Panel>
      <Tabs.Panel value="invoices" pt="md">
        <OpenInvoicesView />
      </Tabs.Panel>
      <Tabs.Panel value="rates" pt="md">
        <ExchangeRateView />
      </Tabs.Panel>
    </Tabs>
  );
}

export function AdminPage() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame title={t('salesConsole.admin.title')} requires="sales.platformAdmin">
      <AdminTabs />
    </ConsoleFrame>
  );
}
