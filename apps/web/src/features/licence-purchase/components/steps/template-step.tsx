/**
 * Step 2: the template (GET /templates), each with a link to its preview on a demo site. The link sits beside the
 * card, not in it: a link inside the card's radio button would be a control inside a control.
 */
import { Alert, Anchor, Button, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { platformLinks } from '@/lib/platform-paths';
import { useTemplates } from '../../api/get-templates';
import { templateErrors } from '../../utils/step-validation';
import { StepFrame } from '../step-frame';
import type { TStepProps } from './step-props';

export function TemplateStep({ draft, update, goNext, goBack, focusOnMount }: TStepProps) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const templateIds = templates.data?.map((template) => template.id);
  const error = isSubmitted ? templateErrors(draft, templateIds, getLanguage()).template_id : undefined;

  return (
    <StepFrame
      title={t('licencePurchase.template.heading')}
      hint={t('licencePurchase.template.hint')}
      focusOnMount={focusOnMount}
      onBack={goBack}
      next={{
        onClick: () => {
          setIsSubmitted(true);
          if (!templateErrors(draft, templateIds, getLanguage()).template_id) goNext();
        },
        disabled: !templates.isSuccess,
      }}
    >
      {templates.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label={t('common.loading')}>
          <Skeleton h={140} />
          <Skeleton h={140} />
          <Skeleton h={140} />
        </SimpleGrid>
      )}
      {templates.isError && (
        <Alert color="red" role="alert" title={t('licencePurchase.template.loadFailed')}>
          <Button variant="light" color="red" onClick={() => templates.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {templates.isSuccess && (
        <Radio.Group
          name="template_id"
          label={t('licencePurchase.template.label')}
          value={draft.template_id === undefined ? null : String(draft.template_id)}
          onChange={(value) => update({ template_id: Number(value) })}
          error={error}
          required
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {templates.data.map((template) => (
              <Stack key={template.id} gap={6}>
                <Radio.Card
                  value={String(template.id)}
                  p="md"
                  radius="md"
                  aria-label={template.name}
                  h="100%"
                  style={{ display: 'flex', alignItems: 'flex-start' }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} />
                    <Stack gap={4}>
                      <Text fw={700}>{template.name}</Text>
                      <Text size="sm">{template.description}</Text>
                    </Stack>
                  </Group>
                </Radio.Card>
                <Anchor href={platformLinks.templatePreview(template.id)} target="_blank" size="sm" pl="xs">
                  {t('licencePurchase.template.preview', { name: template.name })}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('licencePurchase.newTab')}
                  </Text>
                </Anchor>
              </Stack>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
    </StepFrame>
  );
}
