/**
 * TemplatePreview (SPEC §2): the demo site in a template, live, in three frames — desktop, mobile web (390×844) and
 * the app (a phone without browser chrome) — switched by tabs (arrow keys move between them), scaled to fit, with
 * "Choose this template" into the purchase wizard.
 */
import { Anchor, Button, Container, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DeviceFrame, type TDevice } from '@/components/device-frame';
import { MessagePage } from '@/components/message-page';
import { ErrorState, PageSkeleton } from '@/components/states';
import { platformLinks, platformRoutes } from '@/lib/platform-paths';
import { usePlatformTitle } from '@/lib/platform-title';
import { useTemplates } from '@/lib/templates-query';

const DEVICES: TDevice[] = ['desktop', 'mobileWeb', 'app'];

export function TemplatePreviewPage() {
  const { t } = useTranslation();
  const { templateId } = useParams();
  const templates = useTemplates();
  const [device, setDevice] = useState<TDevice>('desktop');
  const template = templates.data?.find((item) => String(item.id) === templateId);
  usePlatformTitle(
    template
      ? t('salesSite.preview.title', { name: template.name })
      : templates.data
        ? t('salesSite.preview.notFoundTitle')
        : undefined,
  );

  if (templates.isPending) return <PageSkeleton />;
  if (templates.isError) {
    return (
      <Container size="lg" py="xl">
        <ErrorState message={t('salesSite.templates.loadFailed')} onRetry={() => void templates.refetch()} />
      </Container>
    );
  }
  if (!template) {
    return (
      <MessagePage
        title={t('salesSite.preview.notFoundTitle')}
        message={t('salesSite.preview.notFound')}
        action={
          <Anchor component={Link} to={platformRoutes.templates}>
            {t('salesSite.preview.back')}
          </Anchor>
        }
      />
    );
  }
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={platformRoutes.templates} size="sm" w="fit-content">
          <span aria-hidden="true">← </span>
          {t('salesSite.preview.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('salesSite.preview.title', { name: template.name })}</Title>
            <Text>{template.description}</Text>
          </Stack>
          <Group gap="sm">
            <Anchor href={template.preview_url} target="_blank" rel="noopener" size="sm">
              {t('salesSite.preview.openDemo')} <VisuallyHidden>{t('licenceTexts.newTab')}</VisuallyHidden>
            </Anchor>
            <Button component={Link} to={platformLinks.buyWithTemplate(template.id)}>
              {t('salesSite.templates.choose')}
            </Button>
          </Group>
        </Group>
        <Tabs
          value={device}
          onChange={(value) => setDevice((value as TDevice | null) ?? 'desktop')}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('salesSite.preview.devices')} mb="md">
            {DEVICES.map((item) => (
              <Tabs.Tab key={item} value={item}>
                {t(`salesSite.preview.${item}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DEVICES.map((item) => (
            <Tabs.Panel key={item} value={item}>
              <DeviceFrame
                device={item}
                url={template.preview_url}
                title={t('salesSite.preview.frameTitle', {
                  name: template.name,
                  device: t(`salesSite.preview.${item}`),
                })}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
