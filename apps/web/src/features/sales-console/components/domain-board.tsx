/**
 * The domain status board (issue 13 §7c): each of the licence's domains with its way to the site — DNS → certificate
 * → live — the exact records to set at the registrar, the last check and "Check again", and until the DNS proof when the
 * claim lapses (decision 0047). The subdomain always works.
 */
import { NOTICE_MS, type TLanguage } from '@izlog/contract/constants';
import type { TLicenceDomain } from '@izlog/contract/domains';
import { Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/states';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useLicenceDomains, useRecheckDomain } from '../api/licence-domains';
import { formatDateTime } from '../utils/format';
import { CaptionedTable } from './console-lists';
import { ConsoleBadge } from './licence-badges';
import { ListSkeleton } from './licences-view';
import { Section } from './section';

const STEPS = ['dns', 'certificate', 'live'] as const;
/** How many steps of the way a stage has done. */
const stepsDone: Record<TLicenceDomain['stage'], number> = { 'checking-dns': 0, 'checking-tls': 1, live: 3, failed: 0 };

const stageColor: Record<TLicenceDomain['stage'], string> = {
  'checking-dns': 'blue.9',
  'checking-tls': 'blue.9',
  live: 'teal.9',
  failed: 'red.9',
};

function DomainSteps({ domain }: { domain: TLicenceDomain }) {
  const { t } = useTranslation();
  const done = stepsDone[domain.stage];
  const name = domain.display_domain ?? domain.domain;
  return (
    <Group
      component="ol"
      gap="xs"
      aria-label={t('salesConsole.domains.stepsLabel', { domain: name })}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {STEPS.map((step, index) => {
        const isDone = index < done;
        const isCurrent = index === done && domain.stage !== 'failed';
        return (
          <li key={step} aria-current={isCurrent ? 'step' : undefined}>
            <ConsoleBadge
              variant={isDone || isCurrent ? 'filled' : 'outline'}
              color={isDone ? 'teal.9' : isCurrent ? 'blue.9' : 'gray.7'}
            >
              {`${index + 1}. ${t(`salesConsole.domains.steps.${step}`)}${isDone ? ' ✓' : ''}`}
            </ConsoleBadge>
          </li>
        );
      })}
    </Group>
  );
}

function DomainCard({ domain, licenceId }: { domain: TLicenceDomain; licenceId: number }) {
  const { t, i18n } = useTranslation();
  const recheck = useRecheckDomain(licenceId);
  const name = domain.display_domain ?? domain.domain;
  const isCustom = domain.kind === 'custom';
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {isCustom ? t('salesConsole.domains.custom') : t('salesConsole.domains.subdomain')}
            </Text>
          </div>
          <ConsoleBadge color={stageColor[domain.stage]}>
            {t(`salesConsole.domains.stages.${domain.stage}`)}
          </ConsoleBadge>
        </Group>
        {isCustom && <DomainSteps domain={domain} />}
        {isCustom && domain.records.length > 0 && (
          <CaptionedTable
            caption={t('salesConsole.domains.records')}
            minWidth={0}
            withTableBorder
            verticalSpacing={4}
            columns={[
              t('salesConsole.domains.recordType'),
              t('salesConsole.domains.recordName'),
              t('salesConsole.domains.recordValue'),
            ]}
          >
            {domain.records.map((record) => (
              <Table.Tr key={`${record.type}-${record.name}-${record.value}`}>
                {/* As narrow as its word, so the names and values have the width (on a phone above all). */}
                <Table.Td style={{ width: '1%', whiteSpace: 'nowrap' }}>{record.type}</Table.Td>
                <Table.Td>
                  <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{record.name}</Code>
                </Table.Td>
                <Table.Td>
                  <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{record.value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </CaptionedTable>
        )}
        {isCustom && domain.claim_expires_at && (
          <Text size="sm">
            {t('salesConsole.domains.claimExpires', {
              time: formatDateTime(domain.claim_expires_at, i18n.language as TLanguage),
            })}
          </Text>
        )}
        {/* The last check's words (why a claim ended, decision 0047) and, after several failed checks, what was
            still missing; beside the time of that check. */}
        {isCustom && typeof domain.last_check?.message === 'string' && (
          <Text size="sm">{domain.last_check.message}</Text>
        )}
        {isCustom && typeof domain.last_check?.reason === 'string' && <Text size="sm">{domain.last_check.reason}</Text>}
        {isCustom && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {domain.last_checked_at
                ? t('salesConsole.domains.lastCheck', {
                    time: formatDateTime(domain.last_checked_at, i18n.language as TLanguage),
                  })
                : t('salesConsole.domains.neverChecked')}
            </Text>
            <Button
              variant="light"
              size="xs"
              loading={recheck.isPending}
              aria-label={t('salesConsole.domains.recheckDomain', { domain: name })}
              onClick={() =>
                recheck.mutate(domain.id, {
                  onSuccess: () => notify('info', t('salesConsole.domains.rechecked'), NOTICE_MS.short),
                  onError: (error) => reportActionError(error),
                })
              }
            >
              {t('salesConsole.domains.recheck')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function DomainBoard({ licenceId }: { licenceId: number }) {
  const { t } = useTranslation();
  const query = useLicenceDomains(licenceId);
  const domains = query.data;
  return (
    <Section title={t('salesConsole.domains.title')}>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ErrorState message={t('salesConsole.domains.loadFailed')} onRetry={() => void query.refetch()} />
      ) : domains && domains.length > 0 ? (
        <Stack gap="sm">
          {domains.map((domain) => (
            <DomainCard key={domain.id} domain={domain} licenceId={licenceId} />
          ))}
          {domains.some((domain) => domain.kind === 'custom') && (
            <Text size="sm" c="dimmed">
              {t('salesConsole.domains.subdomainKeeps')}
            </Text>
          )}
        </Stack>
      ) : (
        <Text c="dimmed">{t('salesConsole.domains.empty')}</Text>
      )}
    </Section>
  );
}
