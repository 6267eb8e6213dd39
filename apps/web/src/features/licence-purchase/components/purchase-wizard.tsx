/**
 * The purchase wizard (SPEC §4): five steps over the draft kept in local storage. A finished step can be opened again
 * from the stepper; later ones only through Next. On a phone the stepper shows its marks and a line says which step
 * this is (the step names stay readable to screen readers).
 */

import { NOTICE_MS } from '@izlog/contract/constants';
import type { TSalesOrder } from '@izlog/contract/sales';
import { Stack, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BELOW_BREAKPOINT } from '@/lib/breakpoints';
import { notify } from '@/lib/notify';
import type { TLicenceDraftControls } from '../hooks/use-licence-draft';
import { WIZARD_STEPS } from '../utils/step-validation';
import { OrderProvisioning } from './order-provisioning';
import { ConfirmationStep } from './steps/confirmation-step';
import { DomainStep } from './steps/domain-step';
import { LicenceTypeStep } from './steps/licence-type-step';
import { OrderDetailsStep } from './steps/order-details-step';
import type { TStepProps } from './steps/step-props';
import { TemplateStep } from './steps/template-step';

const PHONE_QUERY = BELOW_BREAKPOINT.xs;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function PurchaseWizard({ controls }: { controls: TLicenceDraftControls }) {
  const { t } = useTranslation();
  const { draft, update, discard, clear } = controls;
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const [settledOrder, setSettledOrder] = useState<TSalesOrder | null>(null);
  // The first step shown keeps focus where the page put it; every later one takes it.
  const hasMoved = useRef(false);
  const step = Math.min(draft.step, WIZARD_STEPS.length - 1);
  const active = settledOrder ? WIZARD_STEPS.length : step;

  const goTo = (next: number) => {
    hasMoved.current = true;
    update({ step: Math.max(0, Math.min(next, WIZARD_STEPS.length - 1)) });
  };
  const stepProps: TStepProps = {
    draft,
    update,
    goNext: () => goTo(step + 1),
    goBack: () => goTo(step - 1),
    focusOnMount: hasMoved.current,
  };
  const stepLabels = WIZARD_STEPS.map((name) => t(`licencePurchase.steps.${name}`));
  const stateOf = (index: number) => (index < active ? 'done' : index === active ? 'current' : 'later');

  return (
    <Stack gap="lg">
      {isPhone && active < WIZARD_STEPS.length && (
        <Text fw={600} aria-hidden>
          {t('licencePurchase.stepOf', { number: active + 1, count: WIZARD_STEPS.length, label: stepLabels[active] })}
        </Text>
      )}
      <Stepper
        active={active}
        onStepClick={(index) => index < active && !settledOrder && goTo(index)}
        allowNextStepsSelect={false}
        size="sm"
        styles={isPhone ? { stepBody: visuallyHidden } : undefined}
        aria-label={t('licencePurchase.stepsLabel')}
        role="group"
      >
        {WIZARD_STEPS.map((name, index) => (
          <Stepper.Step
            key={name}
            // The step's state is read out with its name (the marks only show it).
            label={
              <>
                {stepLabels[index]}
                <VisuallyHidden>{`, ${t(`licencePurchase.stepState.${stateOf(index)}`)}`}</VisuallyHidden>
              </>
            }
            aria-current={index === active ? 'step' : undefined}
            aria-disabled={index >= active || Boolean(settledOrder) || undefined}
          >
            {index === 0 && <LicenceTypeStep {...stepProps} />}
            {index === 1 && <TemplateStep {...stepProps} />}
            {index === 2 && <OrderDetailsStep {...stepProps} />}
            {index === 3 && <DomainStep {...stepProps} discard={discard} />}
            {index === 4 && (
              <ConfirmationStep
                {...stepProps}
                goTo={goTo}
                onSettled={(order, wasPaidBefore) => {
                  if (wasPaidBefore) notify('info', t('licencePurchase.confirm.alreadyPaid'), NOTICE_MS.longest);
                  setSettledOrder(order);
                  clear();
                }}
              />
            )}
          </Stepper.Step>
        ))}
        <Stepper.Completed>
          {settledOrder && (
            <Stack gap="md">
              <Title order={2}>{t('licencePurchase.done.heading')}</Title>
              <Text>{t('licencePurchase.done.text', { number: settledOrder.reference_no })}</Text>
              <OrderProvisioning orderId={settledOrder.id} headingOrder={3} />
            </Stack>
          )}
        </Stepper.Completed>
      </Stepper>
    </Stack>
  );
}
