/** /console/partner: the licences a partner sold with what each earned, and the commission ledger with its sums. */
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TLicenceFilters, usePartnersLicences } from '../api/get-licences';
import { CommissionLedgerView, CommissionSummaryView } from './commission-views';
import { ConsoleFrame } from './console-frame';
import { LicencesView } from './licences-view';

function PartnerViews() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TLicenceFilters>({ page: 1 });
  const licences = usePartnersLicences(filters);
  return (
    <Stack gap="xl">
      <Stack component="section" gap="md" aria-labelledby="partner-commissions">
        <Title order={2} id="partner-commissions">
          {t('salesConsole.partner.ledgerTitle')}
        </Title>
        <CommissionSummaryView filters={{}} />
        <CommissionLedgerView filters={{}} />
      </Stack>
      <Stack component="section" gap="md" aria-labelledby="partner-licences">
        <Title order={2} id="partner-licences">
          {t('salesConsole.partner.licencesTitle')}
        </Title>
        <LicencesView
          query={licences}
          filters={filters}
          onFiltersChange={setFilters}
          emptyOffer="none"
          emptyMessage={t('salesConsole.partner.noLicences')}
          caption={t('salesConsole.partner.licencesCaption')}
          showCommission
        />
      </Stack>
    </Stack>
  );
}

export function PartnerPage() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame title={t('salesConsole.partner.title')} requires="sales.partnerLicences">
      <PartnerViews />
    </ConsoleFrame>
  );
}
