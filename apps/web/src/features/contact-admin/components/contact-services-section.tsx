/**
 * The site's contact services: the list with each one's delete, and the form for a new one (SPEC §3 "Contact
 * service"). At the site's limit the form gives way to a note saying how to make room.
 */
import { CONTACT_SERVICES_MAX } from '@izlog/contract/contact-services';
import { Alert, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/states';
import { useContactServices } from '../api/get-contact-services';
import { ContactServiceCard } from './contact-service-card';
import { ContactServiceForm } from './contact-service-form';

export function ContactServicesSection() {
  const { t } = useTranslation();
  const services = useContactServices();
  const isFull = (services.data?.length ?? 0) >= CONTACT_SERVICES_MAX;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm" component="section" aria-labelledby="contact-services-list-title">
        <Title order={2} size="h4" id="contact-services-list-title">
          {t('contactAdmin.services.listLabel')}
        </Title>
        {services.isPending ? (
          <div role="status" aria-live="polite">
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            <Stack gap="sm" aria-hidden="true">
              <Skeleton h={72} radius="sm" />
              <Skeleton h={72} radius="sm" />
            </Stack>
          </div>
        ) : services.isError || !services.data ? (
          <ErrorState
            message={services.error?.message || t('contactAdmin.services.loadFailed')}
            onRetry={() => void services.refetch()}
          />
        ) : services.data.length === 0 ? (
          <EmptyState message={t('contactAdmin.services.empty')} />
        ) : (
          <Stack
            component="ul"
            aria-labelledby="contact-services-list-title"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {services.data.map((service) => (
              <ContactServiceCard key={service.id} service={service} />
            ))}
          </Stack>
        )}
      </Stack>
      {isFull ? (
        <Alert color="blue" role="note">
          {t('contactAdmin.services.limitReached', { max: CONTACT_SERVICES_MAX })}
        </Alert>
      ) : (
        <ContactServiceForm />
      )}
    </SimpleGrid>
  );
}
