/**
 * A list of licences: a table on a wide screen, cards on a phone. Each licence names its site (a link to its console
 * page and one to the site itself), type, template, status, expiry, domain and latest job; a partner's list adds the
 * commission, the platform admin's the seller and a status control.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TConsoleLicence, TPartnerLicence } from '@izlog/contract/sales-console';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformLinks } from '@/lib/platform-paths';
import { formatRsdMinor } from '@/lib/price';
import { useTemplateNames } from '../api/get-templates';
import { formatDay, hostOf } from '../utils/format';
import { CaptionedTable, TABLE_MEDIA_QUERY } from './console-lists';
import { LatestJob } from './job-progress';
import { DomainStateBadge, LicenceStatusBadge } from './licence-badges';

type TListedLicence = TConsoleLicence & Partial<Pick<TPartnerLicence, 'commission'>>;

type TLicenceListProps = {
  licences: TListedLicence[];
  /** Says what the table holds (its caption; the cards' list label). */
  caption: string;
  showSeller?: boolean;
  showCommission?: boolean;
  renderActions?: (licence: TListedLicence) => ReactNode;
};

export function LicenceList(props: TLicenceListProps) {
  const isWide = useMediaQuery(TABLE_MEDIA_QUERY);
  return isWide ? <LicenceTable {...props} /> : <LicenceCards {...props} />;
}

function useCells() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const templateName = useTemplateNames();
  return {
    name: (licence: TListedLicence) => (
      <Anchor
        component={Link}
        to={platformLinks.consoleLicence(licence.id)}
        aria-label={t('salesConsole.list.open', { name: licence.title_of_app })}
        fw={600}
      >
        {licence.title_of_app}
      </Anchor>
    ),
    site: (licence: TListedLicence) => (
      <Anchor
        href={licence.site_url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: 'break-word' }}
      >
        {/* The address the link opens, which always works; a custom domain (live or not) is the domain column's. */}
        {hostOf(licence.site_url)}
        <VisuallyHidden>{` (${t('salesConsole.list.newTab')})`}</VisuallyHidden>
      </Anchor>
    ),
    type: (licence: TListedLicence) => t(`salesConsole.types.${licence.licence_type}`),
    template: (licence: TListedLicence) => templateName(licence.template_id),
    expires: (licence: TListedLicence) =>
      licence.expires_at ? formatDay(licence.expires_at, language) : t('salesConsole.list.noExpiry'),
    seller: (licence: TListedLicence) => licence.sold_by?.name || licence.sold_by?.email || '',
    commission: (licence: TListedLicence) => (licence.commission ? formatRsdMinor(licence.commission.net) : ''),
  };
}

function LicenceTable({ licences, caption, showSeller, showCommission, renderActions }: TLicenceListProps) {
  const { t } = useTranslation();
  const cell = useCells();
  return (
    <CaptionedTable
      caption={caption}
      minWidth={900}
      verticalSpacing="sm"
      highlightOnHover
      columns={[
        t('salesConsole.columns.name'),
        t('salesConsole.columns.site'),
        t('salesConsole.columns.type'),
        t('salesConsole.columns.template'),
        t('salesConsole.columns.status'),
        t('salesConsole.columns.expires'),
        t('salesConsole.columns.domain'),
        t('salesConsole.columns.job'),
        showSeller && t('salesConsole.columns.soldBy'),
        showCommission && t('salesConsole.columns.commission'),
        renderActions && t('salesConsole.columns.actions'),
      ]}
    >
      {licences.map((licence) => (
        <Table.Tr key={licence.id}>
          <Table.Th scope="row" fw="normal">
            {cell.name(licence)}
          </Table.Th>
          <Table.Td>{cell.site(licence)}</Table.Td>
          <Table.Td>{cell.type(licence)}</Table.Td>
          <Table.Td>{cell.template(licence)}</Table.Td>
          <Table.Td>
            <LicenceStatusBadge status={licence.status} />
          </Table.Td>
          <Table.Td>{cell.expires(licence)}</Table.Td>
          <Table.Td>
            <DomainStateBadge licence={licence} />
          </Table.Td>
          <Table.Td>
            <LatestJob jobs={licence.jobs} />
          </Table.Td>
          {showSeller && <Table.Td>{cell.seller(licence)}</Table.Td>}
          {showCommission && <Table.Td>{cell.commission(licence)}</Table.Td>}
          {renderActions && <Table.Td>{renderActions(licence)}</Table.Td>}
        </Table.Tr>
      ))}
    </CaptionedTable>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ textAlign: 'right', minWidth: 0 }}>{children}</div>
    </Group>
  );
}

function LicenceCards({ licences, caption, showSeller, showCommission, renderActions }: TLicenceListProps) {
  const { t } = useTranslation();
  const cell = useCells();
  return (
    <SimpleGrid
      component="ul"
      aria-label={caption}
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {licences.map((licence) => (
        <Card component="li" key={licence.id} withBorder padding="md" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {cell.name(licence)}
              </Title>
              <LicenceStatusBadge status={licence.status} />
            </Group>
            {cell.site(licence)}
            <Field label={t('salesConsole.columns.type')}>
              <Text size="sm">{cell.type(licence)}</Text>
            </Field>
            <Field label={t('salesConsole.columns.template')}>
              <Text size="sm">{cell.template(licence)}</Text>
            </Field>
            <Field label={t('salesConsole.columns.expires')}>
              <Text size="sm">{cell.expires(licence)}</Text>
            </Field>
            <Field label={t('salesConsole.columns.domain')}>
              <DomainStateBadge licence={licence} />
            </Field>
            {showSeller && (
              <Field label={t('salesConsole.columns.soldBy')}>
                <Text size="sm">{cell.seller(licence)}</Text>
              </Field>
            )}
            {showCommission && (
              <Field label={t('salesConsole.columns.commission')}>
                <Text size="sm">{cell.commission(licence)}</Text>
              </Field>
            )}
            <LatestJob jobs={licence.jobs} />
            {renderActions?.(licence)}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
