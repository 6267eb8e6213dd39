/**
 * The widget wizard (SPEC §2): 1 type (content list or contact form) → 2 content → 3 order → 4 layout and position
 * → 5 cover photo, name and description, with a live preview of the widget beside the steps (under them on a phone).
 * Next checks the step by the contract's rules; Back keeps every value; Save on the last step sends it all.
 */
import type { TWidgetPosition, TWidgetSettings } from '@izlog/contract/widgets';
import { Button, Grid, Group, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY } from '@/lib/breakpoints';
import type { TWidgetPage } from '@/lib/modal-store';
import { useWidgetWizard } from '../hooks/use-widget-wizard';
import { WIDGET_WIZARD_STEPS } from '../utils/widget-form';
import { WidgetPreview } from './widget-preview';
import { WizardContentStep } from './wizard-content-step';
import { WizardCoverStep } from './wizard-cover-step';
import { WizardCriteriaStep } from './wizard-criteria-step';
import { WizardLayoutStep } from './wizard-layout-step';
import { WizardTypeStep } from './wizard-type-step';

type TWidgetWizardProps = {
  page: TWidgetPage;
  settings?: TWidgetSettings;
  column: TWidgetPosition;
  onSaved(): void;
};

export function WidgetWizard({ page, settings, column, onSaved }: TWidgetWizardProps) {
  const { t } = useTranslation();
  const wizard = useWidgetWizard({ page, settings, column, onSaved });
  const { form, step } = wizard;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The wizard opens, and each step is read, from its heading: keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const stepName = (index: number) => t(`widgetAdmin.steps.${WIDGET_WIZARD_STEPS[index]?.key ?? 'type'}`);
  const stepTitle = (index: number) =>
    t('widgetAdmin.wizard.stepOf', { step: index + 1, total: WIDGET_WIZARD_STEPS.length, name: stepName(index) });
  const stepContent = [
    <WizardTypeStep key="type" form={form} />,
    <WizardContentStep key="content" form={form} page={page} />,
    <WizardCriteriaStep key="criteria" form={form} />,
    <WizardLayoutStep key="layout" form={form} />,
    <WizardCoverStep key="cover" form={form} isEdit={settings !== undefined} />,
  ];

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form
          onSubmit={wizard.handleSubmit}
          noValidate
          aria-label={settings ? t('widgetAdmin.wizard.editLabel') : t('widgetAdmin.wizard.addLabel')}
        >
          <Stepper active={step} onStepClick={wizard.goToStep} allowNextStepsSelect={false} size="xs" mb="md">
            {WIDGET_WIZARD_STEPS.map((item, index) => (
              // On a phone the five names do not fit in a row: the step's number shows, and its name is read out.
              <Stepper.Step
                key={item.key}
                label={isPhone ? undefined : stepName(index)}
                aria-label={isPhone ? stepTitle(index) : undefined}
              />
            ))}
          </Stepper>
          <Title order={3} size="h5" mb="sm" tabIndex={-1} ref={headingRef}>
            {stepTitle(step)}
          </Title>
          {stepContent[step]}
          <Group justify="space-between" mt="lg">
            <Button variant="default" onClick={wizard.goBack} disabled={step === 0 || wizard.isSaving}>
              {t('widgetAdmin.wizard.back')}
            </Button>
            <Button type="submit" loading={wizard.isSaving}>
              {wizard.isLastStep ? t('widgetAdmin.wizard.save') : t('widgetAdmin.wizard.next')}
            </Button>
          </Group>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <WidgetPreview values={form.values} />
      </Grid.Col>
    </Grid>
  );
}
