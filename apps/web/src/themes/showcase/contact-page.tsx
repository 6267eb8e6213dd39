/**
 * The contact page of the showcase theme: the site's services as a panel of what each is for beside the form, which
 * sits on its own raised sheet (stacked on phones); a site without services says so instead of showing a form.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import type { TContactLayoutProps } from '../layout-props';
import { PageFrame } from './page-frame';
import classes from './showcase.module.css';

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
      <div className={described.length > 0 ? classes.split : undefined}>
        <Paper radius="lg" shadow="xl" p={{ base: 'md', sm: 'xl' }} maw={described.length > 0 ? undefined : 760}>
          {form}
        </Paper>
        {described.length > 0 && (
          <Stack component="section" aria-labelledby="contact-services-title" gap="md" className={classes.panel}>
            <Title order={2} size="h3" id="contact-services-title">
              {t('contact.servicesTitle')}
            </Title>
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {described.map((service) => (
                <li key={service.id}>
                  <Text fw={700}>{service.service_name}</Text>
                  <Text size="sm" className={classes.muted} style={{ whiteSpace: 'pre-line' }}>
                    {service.description}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </div>
    </PageFrame>
  );
}
