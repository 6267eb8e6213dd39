/**
 * /console/licences/:licenceId — one licence: its overview (status, address, domain, type, template, term), its
 * details, status, renewal and refund, domains, app and jobs. Another's licence (or none) says so, as the server's 404.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { SSL_STATUSES, VHOST_STATUSES } from '@izlog/contract/domains';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Anchor, Group, Image, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, PageSkeleton } from '@/components/states';
import { ApiError } from '@/lib/api-client';
import { platformRoutes } from '@/lib/platform-paths';
import { useSalesUser } from '@/lib/sales-user-store';
import { useSalesLicence } from '../api/get-sales-licence';
import { useTemplateNames } from '../api/get-templates';
import { formatDay, hostOf } from '../utils/format';
import { AppBuildsSection } from './app-builds-section';
import { ConsoleFrame } from './console-frame';
import { DomainBoard } from './domain-board';
import { JobsSection } from './jobs-section';
import { DomainStateBadge, LicenceStatusBadge } from './licence-badges';
import { LicenceDetailsSection } from './licence-details-section';
import { RenewalSection } from './renewal-section';
import { Section } from './section';
import { StatusSectionBody } from './status-change';

type TVhostStatus = (typeof VHOST_STATUSES)[number];
type TSslStatus = (typeof SSL_STATUSES)[number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Overview({ licence }: { licence: TConsoleLicence }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const templateName = useTemplateNames();
  return (
    <Section title={t('salesConsole.licence.summary')}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        {licence.icon && <Image src={licence.icon} alt="" w={64} h={64} radius="sm" fit="contain" />}
        <Stack gap={4}>
          <Group gap="xs">
            <LicenceStatusBadge status={licence.status} />
            <DomainStateBadge licence={licence} />
          </Group>
          <Anchor
            href={licence.site_url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {hostOf(licence.site_url)}
            <VisuallyHidden>{` (${t('salesConsole.list.newTab')})`}</VisuallyHidden>
          </Anchor>
        </Stack>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Fact label={t('salesConsole.licence.type')}>{t(`salesConsole.types.${licence.licence_type}`)}</Fact>
        <Fact label={t('salesConsole.licence.template')}>{templateName(licence.template_id)}</Fact>
        <Fact label={t('salesConsole.licence.activated')}>{formatDay(licence.activated_at, language) || '—'}</Fact>
        <Fact label={t('salesConsole.licence.expires')}>
          {licence.expires_at ? formatDay(licence.expires_at, language) : t('salesConsole.list.noExpiry')}
        </Fact>
        <Fact label={t('salesConsole.licence.siteAddress')}>{hostOf(licence.site_url)}</Fact>
        <Fact label={t('salesConsole.licence.customDomain')}>{licence.custom_domain ?? '—'}</Fact>
        <Fact label={t('salesConsole.licence.vhost')}>
          {t(`salesConsole.licence.vhostStatuses.${licence.VHost_status as TVhostStatus}`)}
        </Fact>
        <Fact label={t('salesConsole.licence.ssl')}>
          {t(`salesConsole.licence.sslStatuses.${licence.ssl_status as TSslStatus}`)}
        </Fact>
      </SimpleGrid>
    </Section>
  );
}

function LicenceSections({ licence }: { licence: TConsoleLicence }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Overview licence={licence} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <LicenceDetailsSection licence={licence} />
        <Stack gap="lg">
          <Section title={t('salesConsole.statusChange.title')}>
            <StatusSectionBody licence={licence} />
          </Section>
          <RenewalSection licence={licence} />
        </Stack>
      </SimpleGrid>
      <DomainBoard licenceId={licence.id} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <AppBuildsSection licence={licence} />
        <JobsSection licence={licence} />
      </SimpleGrid>
    </Stack>
  );
}

export function LicencePage() {
  const { t } = useTranslation();
  const licenceId = Number(useParams().licenceId);
  const user = useSalesUser();
  const query = useSalesLicence(licenceId, { enabled: user !== null });
  const licence = query.data;
  const isMissing =
    !(Number.isInteger(licenceId) && licenceId > 0) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <ConsoleFrame title={licence?.title_of_app ?? t('salesConsole.list.title')}>
      <Anchor component={Link} to={platformRoutes.console} size="sm">
        {`← ${t('salesConsole.licence.back')}`}
      </Anchor>
      {isMissing ? (
        <Text>{t('salesConsole.licence.notFound')}</Text>
      ) : licence ? (
        <LicenceSections licence={licence} />
      ) : query.isError ? (
        <ErrorState message={t('salesConsole.licence.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <PageSkeleton />
      )}
    </ConsoleFrame>
  );
}
