/** /console: the signed-in account's own licences, with their jobs updating live. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TLicenceFilters, useOwnLicences } from '../api/get-licences';
import { ConsoleFrame } from './console-frame';
import { LicencesView } from './licences-view';

function OwnLicences() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TLicenceFilters>({ page: 1 });
  const query = useOwnLicences(filters);
  return (
    <LicencesView
      query={query}
      filters={filters}
      onFiltersChange={setFilters}
      caption={t('salesConsole.list.caption')}
    />
  );
}

export function ConsoleHomePage() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame title={t('salesConsole.list.title')}>
      <OwnLicences />
    </ConsoleFrame>
  );
}
