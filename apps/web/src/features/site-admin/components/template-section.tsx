/**
 * The site's template (issue 16, SPEC §2 TemplatePreview from a licence's back office): the templates with the current
 * one marked; the chosen one previews THIS site, its own content, live in desktop, mobile-web and app frames (the
 * site's address with ?preview_template=<id>, nothing saved); "Use this template" asks first, since every visitor
 * sees the change, then saves and the site switches. The server's refusal shows at the list.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TTemplate } from '@izlog/contract/sales';
import { Anchor, Badge, Button, Grid, Group, Radio, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeviceFrame, type TDevice } from '@/components/device-frame';
import { ErrorState, PageSkeleton } from '@/components/states';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useTemplates } from '@/lib/templates-query';
import { previewAddress } from '@/themes/preview-template';
import { useUpdateLicenceTemplate } from '../api/update-licence-template';

const DEVICES: TDevice[] = ['desktop', 'mobileWeb', 'app'];

/** The site's home page as this browser reaches it (its subdomain or its own domain). */
const siteHome = () => `${window.location.origin}/`;

export function TemplateSection({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const update = useUpdateLicenceTemplate();
  const currentId = licence.template_id;
  const [chosenId, setChosenId] = useState(currentId);
  const [device, setDevice] = useState<TDevice>('desktop');
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (templates.isPending) return <PageSkeleton />;
  if (templates.isError) {
    return <ErrorState message={t('siteLook.template.loadFailed')} onRetry={() => void templates.refetch()} />;
  }
  // A stored id that names no template shows the default (SPEC §8): the first is chosen, and none is "current".
  const chosen = templates.data.find((template) => template.id === chosenId) ?? templates.data[0];
  if (!chosen)
    return <ErrorState message={t('siteLook.template.loadFailed')} onRetry={() => void templates.refetch()} />;
  const isCurrent = chosen.id === currentId;
  const previewUrl = previewAddress(siteHome(), chosen.id);

  const save = () =>
    update.mutateAsync(chosen.id).then(
      () => notify('success', t('siteLook.template.saved', { name: chosen.name })),
      (failure: unknown) => {
        const fieldError =
          failure instanceof ApiError && failure.fieldErrors.find((item) => item.field === 'template_id');
        if (fieldError) setError(fieldError.message);
        else reportActionError(failure);
      },
    );

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={720}>
        <Title order={3} size="h4">
          {t('siteLook.template.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('siteLook.template.intro')}
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Radio.Group
            name="template_id"
            label={t('siteLook.template.listLabel')}
            value={String(chosen.id)}
            onChange={(value) => {
              setChosenId(Number(value));
              setError(null);
            }}
            error={error}
          >
            <Stack gap="sm" mt="xs">
              {templates.data.map((template) => (
                <TemplateCard key={template.id} template={template} isCurrent={template.id === currentId} />
              ))}
            </Stack>
          </Radio.Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={2}>
                <Title order={4} size="h5" id="template-preview-heading">
                  {t('siteLook.template.previewTitle', { name: chosen.name })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(isCurrent ? 'siteLook.template.currentHint' : 'siteLook.template.previewHint')}
                </Text>
              </Stack>
              <Button disabled={isCurrent} onClick={() => setIsConfirming(true)}>
                {t('siteLook.template.use')}
              </Button>
            </Group>
            <Tabs value={device} onChange={(value) => setDevice((value as TDevice | null) ?? 'desktop')}>
              <Tabs.List aria-label={t('siteLook.template.devices')} mb="md">
                {DEVICES.map((item) => (
                  <Tabs.Tab key={item} value={item}>
                    {t(`siteLook.template.${item}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {/* Only the shown device's frame runs: three live copies of the site would load it three times. */}
              {DEVICES.map((item) => (
                <Tabs.Panel key={item} value={item}>
                  {item === device && (
                    <DeviceFrame
                      device={item}
                      url={previewUrl}
                      title={t('siteLook.template.frameTitle', {
                        name: chosen.name,
                        device: t(`siteLook.template.${item}`),
                      })}
                    />
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
            <Anchor href={previewUrl} target="_blank" rel="noopener" size="sm" w="fit-content">
              {t('siteLook.template.openPreview')} <VisuallyHidden>{t('licenceTexts.newTab')}</VisuallyHidden>
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
      {isConfirming && (
        <ConfirmDialog
          title={t('siteLook.template.confirmTitle')}
          message={t('siteLook.template.confirmMessage', { name: chosen.name })}
          confirmLabel={t('siteLook.template.confirm')}
          confirmColor="brand"
          isPending={update.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => void save().finally(() => setIsConfirming(false))}
        />
      )}
    </Stack>
  );
}

function TemplateCard({ template, isCurrent }: { template: TTemplate; isCurrent: boolean }) {
  const { t } = useTranslation();
  const descriptionId = `template-${template.id}-description`;
  return (
    <Radio.Card
      value={String(template.id)}
      p="md"
      radius="md"
      // The radio's name is the template's (and "current"); its line describes it.
      aria-label={isCurrent ? `${template.name}, ${t('siteLook.template.current')}` : template.name}
      aria-describedby={descriptionId}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} />
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>{template.name}</Text>
            {isCurrent && (
              <Badge variant="light" aria-hidden="true">
                {t('siteLook.template.current')}
              </Badge>
            )}
          </Group>
          <Text size="sm" id={descriptionId}>
            {template.description}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
