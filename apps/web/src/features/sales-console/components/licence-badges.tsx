/** The console's small status marks: a licence's status, its domain's, and a job's, in words (colour only helps). */
import type { TLicenceStatus } from '@izlog/contract/constants';
import type { TJobRecord } from '@izlog/contract/sales';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A filled badge in a dark shade (white on Mantine's default 6s, and its light variant, are under the 4.5:1 of WCAG
 * AA) that keeps its whole text in a narrow table cell.
 */
/** A dark orange for "wait, something needs doing": Mantine's orange 9 with white is 4.3:1. */
export const WARNING_COLOR = '#b04a00';

export function ConsoleBadge(props: BadgeProps & { children: string }) {
  return <Badge variant="filled" {...props} style={{ minWidth: 'max-content', ...props.style }} />;
}

const statusColor: Record<TLicenceStatus, string> = {
  active: 'teal.9',
  suspended: WARNING_COLOR,
  expired: 'gray.7',
  closed: 'red.9',
};

export function LicenceStatusBadge({ status }: { status: TLicenceStatus }) {
  const { t } = useTranslation();
  return <ConsoleBadge color={statusColor[status]}>{t(`salesConsole.status.${status}`)}</ConsoleBadge>;
}

type TDomainState = 'subdomainOnly' | 'live' | 'pending' | 'failed';

/** What the site's own domain has come to, from the licence's SPEC §3 VHost_status and ssl_status. */
function domainStateOf(licence: Pick<TConsoleLicence, 'custom_domain' | 'VHost_status' | 'ssl_status'>): TDomainState {
  if (!licence.custom_domain) return 'subdomainOnly';
  if (licence.ssl_status === 'issued' && licence.VHost_status === 'active') return 'live';
  if (licence.ssl_status === 'failed' || licence.VHost_status === 'failed') return 'failed';
  return 'pending';
}

const domainColor: Record<TDomainState, string> = {
  subdomainOnly: 'gray.7',
  live: 'teal.9',
  pending: 'blue.9',
  failed: 'red.9',
};

export function DomainStateBadge({
  licence,
}: {
  licence: Pick<TConsoleLicence, 'custom_domain' | 'VHost_status' | 'ssl_status'>;
}) {
  const { t } = useTranslation();
  const state = domainStateOf(licence);
  return <ConsoleBadge color={domainColor[state]}>{t(`salesConsole.domainStatus.${state}`)}</ConsoleBadge>;
}

const jobColor: Record<TJobRecord['state'], string> = {
  queued: 'gray.7',
  running: 'blue.9',
  retrying: WARNING_COLOR,
  succeeded: 'teal.9',
  failed: 'red.9',
};

export function JobStateBadge({ state }: { state: TJobRecord['state'] }) {
  const { t } = useTranslation();
  return <ConsoleBadge color={jobColor[state]}>{t(`salesConsole.jobs.states.${state}`)}</ConsoleBadge>;
}
