/**
 * The four steps of the edit-category modal (SPEC §2): name and description; photo and colour; parent, status and
 * content type; attributes. Next checks the step; Back keeps every value; Save on the last step sends it all.
 */
import type { TCategory } from '@izlog/contract/categories';
import type { TContentTypeId } from '@izlog/contract/constants';
import { Button, Group, Stepper, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { useCategoryWizard } from '../hooks/use-category-wizard';
import { WIZARD_STEPS } from '../utils/category-form';
import { WizardAttributesStep } from './wizard-attributes-step';
import { WizardBasicsStep } from './wizard-basics-step';
import { WizardLookStep } from './wizard-look-step';
import { WizardPlacementStep } from './wizard-placement-step';

type TCategoryWizardProps = {
  category?: TCategory;
  contentTypeId: TContentTypeId;
  onSaved(category: TCategory): void;
};

export function CategoryWizard({ category, contentTypeId, onSaved }: TCategoryWizardProps) {
  const { t } = useTranslation();
  const wizard = useCategoryWizard({ category, contentTypeId, onSaved });
  const { form, step } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  // Closing the modal with changes asks first; a save closes it without asking.
  useUnsavedChanges(form.isDirty() && !wizard.isSaving);

  // A new step is announced and read from its heading, so keyboard and screen-reader users start at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const stepName = (index: number) => t(`categoryAdmin.steps.${WIZARD_STEPS[index]?.key ?? 'basics'}`);
  const stepContent = [
    <WizardBasicsStep key="basics" form={form} />,
    <WizardLookStep key="look" form={form} />,
    <WizardPlacementStep key="placement" form={form} categoryId={category?.id} />,
    <WizardAttributesStep key="attributes" form={form} />,
  ];

  return (
    <form onSubmit={wizard.handleSubmit} noValidate>
      <Stepper active={step} onStepClick={wizard.goToStep} allowNextStepsSelect={false} size="xs" mb="md">
        {WIZARD_STEPS.map((item, index) => (
          <Stepper.Step key={item.key} label={stepName(index)} />
        ))}
      </Stepper>
      <Title order={3} size="h5" mb="sm" tabIndex={-1} ref={headingRef}>
        {t('categoryAdmin.stepOf', { step: step + 1, count: WIZARD_STEPS.length, name: stepName(step) })}
      </Title>
      {stepContent[step]}
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={wizard.goBack} disabled={step === 0 || wizard.isSaving}>
          {t('categoryAdmin.back')}
        </Button>
        <Button type="submit" loading={wizard.isSaving}>
          {wizard.isLastStep ? t('categoryAdmin.save') : t('categoryAdmin.next')}
        </Button>
      </Group>
    </form>
  );
}
