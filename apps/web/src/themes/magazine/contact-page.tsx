/**
 * The contact page of the magazine theme, a "write to us" column: the form in the reading column's width beside the
 * list of the site's services with what each is for (under it on phones); a site without services says so instead.
 */
import { Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import type { TContactLayoutProps } from '../layout-props';
import classes from './magazine.module.css';
import { PageFrame, SectionHead } from './page-frame';

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
        <Grid.Col span={{ base: 12, md: described.length > 0 ? 8 : 12 }}>
          <Stack maw="42rem">{form}</Stack>
        </Grid.Col>
        {described.length > 0 && (
          <Grid.Col span={{ base: 12, md: 4 }} className={classes.sidebar}>
            <Stack component="section" aria-labelledby="contact-services-title" gap="sm">
              <SectionHead id="contact-services-title">{t('contact.servicesTitle')}</SectionHead>
              <ul className={classes.rows}>
                {described.map((service) => (
                  <li key={service.id}>
                    <Text fw={700}>{service.service_name}</Text>
                    <Text size="sm" className={classes.muted} style={{ whiteSpace: 'pre-line' }}>
                      {service.description}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          </Grid.Col>
        )}
      </Grid>
    </PageFrame>
  );
}
