/**
 * The back office's contact page (/admin/contact, 'contacts.manage'): the messages visitors sent with each one's
 * delivery, and the contact services they write to. The section, filters and page live in the address
 * (?section=services, ?service=&delivery=&page=), so a shared link opens the same view.
 */
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TSubmissionFilters } from '../api/get-contact-submissions';
import { ContactServicesSection } from './contact-services-section';
import { ContactSubmissionsSection, isDelivery } from './contact-submissions-section';

type TSection = 'submissions' | 'services';

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export function ContactAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section: TSection = params.get('section') === 'services' ? 'services' : 'submissions';
  const delivery = params.get('delivery');
  const filters: TSubmissionFilters = {
    serviceId: positive(params.get('service')),
    delivery: isDelivery(delivery) ? delivery : undefined,
    page: positive(params.get('page')) ?? 1,
  };
  const setFilters = (next: TSubmissionFilters) => {
    const query = new URLSearchParams();
    if (next.serviceId !== undefined) query.set('service', String(next.serviceId));
    if (next.delivery) query.set('delivery', next.delivery);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const setSection = (next: string | null) => setParams(next === 'services' ? { section: 'services' } : {});

  return (
    <Stack gap="md">
      <Title order={1}>{t('contactAdmin.title')}</Title>
      <Text c="dimmed">{t('contactAdmin.intro')}</Text>
      <Tabs value={section} onChange={setSection} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="submissions">{t('contactAdmin.sections.submissions')}</Tabs.Tab>
          <Tabs.Tab value="services">{t('contactAdmin.sections.services')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="submissions">
          <ContactSubmissionsSection filters={filters} onFiltersChange={setFilters} />
        </Tabs.Panel>
        <Tabs.Panel value="services">
          <ContactServicesSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
