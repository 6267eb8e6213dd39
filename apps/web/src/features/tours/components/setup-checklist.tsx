/**
 * The admin's setup checklist (issue 16): five steps, each ticked from the site's data, each with a button to where
 * it is done — the site management modal (logo, greetings), the product editor, the widget modal, the contact page.
 * It reads itself again when a modal closes, so a logo saved in the site management modal is ticked on return.
 */
import type { TSetupChecklistStep } from '@izlog/contract/tours';
import { Button, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/states';
import { openModal, useOpenModal } from '@/lib/modal-store';
import { links, routes } from '@/lib/paths';
import { requestTourReplay } from '@/lib/tour-request';
import { useSetupChecklist } from '../api/get-setup-checklist';

/** Where each step is done: a modal (and its section) or a page. */
type TStepAction = { modal: Parameters<typeof openModal>[0] } | { path: string };

const STEP_ACTIONS: Record<TSetupChecklistStep, TStepAction> = {
  logo: { modal: { name: 'siteManagementModal', section: 'settings' } },
  greetings: { modal: { name: 'siteManagementModal', section: 'greetings' } },
  first_product: { path: links.adminContentNew('products') },
  first_widget: { modal: { name: 'widgetModal' } },
  contact_service: { path: routes.adminContact },
};

export function SetupChecklist() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checklist = useSetupChecklist();
  const { refetch } = checklist;
  const openModalNow = useOpenModal();
  const hadModal = useRef(false);

  // A modal that closes may have done a step (the widget modal writes widgets under their own keys).
  useEffect(() => {
    if (openModalNow !== null) hadModal.current = true;
    else if (hadModal.current) {
      hadModal.current = false;
      void refetch();
    }
  }, [openModalNow, refetch]);

  const steps = checklist.data?.steps ?? [];
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-labelledby="setup-checklist-title"
      data-tour="setup-checklist"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" id="setup-checklist-title">
            {t('tours.checklist.title')}
          </Title>
          <Text c="dimmed">{t('tours.checklist.intro')}</Text>
        </Stack>
        {checklist.isPending && <Skeleton h={180} aria-label={t('common.loading')} />}
        {checklist.isError && (
          <ErrorState message={t('tours.checklist.loadFailed')} onRetry={() => void checklist.refetch()} />
        )}
        {checklist.data && (
          <>
            <Stack gap={6}>
              <Text fw={500} aria-live="polite">
                {doneCount === steps.length
                  ? t('tours.checklist.allDone')
                  : t('tours.checklist.count', { done: doneCount, total: steps.length })}
              </Text>
              <Progress value={(doneCount / steps.length) * 100} aria-hidden="true" />
            </Stack>
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('tours.checklist.listLabel')}
            >
              {steps.map((step) => {
                const action = STEP_ACTIONS[step.key];
                const actionLabel = t(`tours.checklist.steps.${step.key}.action`);
                return (
                  <Group
                    component="li"
                    key={step.key}
                    justify="space-between"
                    wrap="wrap"
                    gap="sm"
                    data-step={step.key}
                    data-done={step.done}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon
                        radius="xl"
                        size={28}
                        variant={step.done ? 'filled' : 'default'}
                        color={step.done ? 'teal.8' : undefined}
                        aria-hidden="true"
                      >
                        {step.done ? '✓' : ''}
                      </ThemeIcon>
                      <Text td={step.done ? 'line-through' : undefined} c={step.done ? 'dimmed' : undefined}>
                        {t(`tours.checklist.steps.${step.key}.label`)}
                        <VisuallyHidden>
                          {`: ${step.done ? t('tours.checklist.done') : t('tours.checklist.notDone')}`}
                        </VisuallyHidden>
                      </Text>
                    </Group>
                    <Button
                      variant={step.done ? 'subtle' : 'light'}
                      size="xs"
                      aria-haspopup={'modal' in action ? 'dialog' : undefined}
                      onClick={() => ('modal' in action ? openModal(action.modal) : navigate(action.path))}
                    >
                      {actionLabel}
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          </>
        )}
        <Group>
          <Button variant="subtle" onClick={requestTourReplay}>
            {t('tours.checklist.replay')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
