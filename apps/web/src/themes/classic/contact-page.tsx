/**
 * The contact page of the classic theme: the form beside the list of the site's services with what each is for
 * (stacked on phones); a site without services says so in a sentence instead of showing a form nobody reads.
 */
import { Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import type { TContactLayoutProps } from '../layout-props';
import { PageFrame } from './page-frame';

export function ContactPage({ title, services, error, form }: TContactLayoutProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <PageFrame title={title}>
        <ErrorState message={error.message} onRetry={error.onRetry} />
      </PageFrame>
    );
  }
  if (services === null) return <PageSkeleton />;
  if (services.length === 0) {
    return (
      <PageFrame title={title}>
        <EmptyState message={t('contact.noServices')} />
      </PageFrame>
    );
  }
  const described = services.filter((service) => service.description.trim());
  return (
    <PageFrame title={title} lead={t('contact.pageLead')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: described.length > 0 ? 7 : 12 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={described.length > 0 ? undefined : 720}>
            {form}
          </Paper>
        </Grid.Col>
        {described.length > 0 && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack component="section" aria-labelledby="contact-services-title" gap="sm">
              <Title order={2} size="h4" id="contact-services-title">
                {t('contact.servicesTitle')}
              </Title>
              <List spacing="sm" listStyleType="none" p={0}>
                {described.map((service) => (
                  <List.Item key={service.id}>
                    <Text fw={600}>{service.service_name}</Text>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {service.description}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
        )}
      </Grid>
    </PageFrame>
  );
}
