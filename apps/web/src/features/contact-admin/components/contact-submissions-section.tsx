/**
 * What visitors sent, newest first, a page at a time, filtered by service and by delivery (the filters and page are
 * the page's, kept in the address).
 */
import { DELIVERY_STATES, type TDeliveryState } from '@izlog/contract/contact-services';
import { Group, Select, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { useContactServices } from '../api/get-contact-services';
import { type TSubmissionFilters, useContactSubmissions } from '../api/get-contact-submissions';
import { SubmissionCard } from './submission-card';

export const isDelivery = (text: string | null): text is TDeliveryState =>
  (DELIVERY_STATES as readonly unknown[]).includes(text);

type TSubmissionsSectionProps = { filters: TSubmissionFilters; onFiltersChange(filters: TSubmissionFilters): void };

export function ContactSubmissionsSection({ filters, onFiltersChange }: TSubmissionsSectionProps) {
  const { t } = useTranslation();
  const submissions = useContactSubmissions(filters);
  const services = useContactServices();
  const isFiltered = filters.serviceId !== undefined || filters.delivery !== undefined;
  return (
    <Stack gap="md">
      <Group
        role="search"
        aria-label={t('contactAdmin.submissions.filtersLabel')}
        gap="sm"
        align="flex-end"
        wrap="wrap"
      >
        <Select
          label={t('contactAdmin.submissions.service')}
          placeholder={t('contactAdmin.submissions.allServices')}
          data={(services.data ?? []).map((service) => ({ value: String(service.id), label: service.service_name }))}
          value={filters.serviceId !== undefined ? String(filters.serviceId) : null}
          onChange={(value) => onFiltersChange({ ...filters, serviceId: value ? Number(value) : undefined, page: 1 })}
          clearable
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('contactAdmin.submissions.delivery')}
          placeholder={t('contactAdmin.submissions.allDeliveries')}
          data={DELIVERY_STATES.map((state) => ({ value: state, label: t(`contactAdmin.delivery.${state}`) }))}
          value={filters.delivery ?? null}
          onChange={(value) =>
            onFiltersChange({ ...filters, delivery: isDelivery(value) ? value : undefined, page: 1 })
          }
          clearable
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {submissions.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          <Stack gap="sm" aria-hidden="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={140} radius="sm" />
            ))}
          </Stack>
        </div>
      ) : submissions.isError || !submissions.data ? (
        <ErrorState
          message={submissions.error?.message || t('contactAdmin.submissions.loadFailed')}
          onRetry={() => void submissions.refetch()}
        />
      ) : submissions.data.items.length === 0 ? (
        <EmptyState
          message={isFiltered ? t('contactAdmin.submissions.emptyFiltered') : t('contactAdmin.submissions.empty')}
        />
      ) : (
        <Stack gap="md">
          <Stack
            component="ol"
            aria-label={t('contactAdmin.submissions.listLabel')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {submissions.data.items.map((submission) => (
              <SubmissionCard key={submission.id} submission={submission} />
            ))}
          </Stack>
          <Pager
            list={{
              pagination: submissions.data.pagination,
              onPageChange: (page) => onFiltersChange({ ...filters, page }),
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
