/**
 * /buy: the purchase wizard for a signed-in sales user. `?type=` (from the price list) and `?template=` (from a
 * template's preview) are written into the draft first, even before sign-in, so the choice survives it; a type
 * chosen that way moves a new draft on to the template step.
 */
import { LICENCE_TYPES, type TLicenceType } from '@izlog/contract/constants';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSalesUser } from '@/lib/sales-user-store';
import { useLicenceDraft } from '../hooks/use-licence-draft';
import type { TDraftPatch } from '../utils/draft-changes';
import { stepIndex } from '../utils/step-validation';
import { PurchaseWizard } from './purchase-wizard';
import { SignInRequired } from './sign-in-required';

const isLicenceType = (value: string | null): value is TLicenceType =>
  (LICENCE_TYPES as readonly (string | null)[]).includes(value);

export function PurchasePage() {
  const { t } = useTranslation();
  const user = useSalesUser();
  const controls = useLicenceDraft();
  usePreselection(controls.draft.step, controls.update);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('licencePurchase.title')}</Title>
          <Text c="dimmed">{t('licencePurchase.intro')}</Text>
        </Stack>
        {user ? <PurchaseWizard controls={controls} /> : <SignInRequired />}
      </Stack>
    </Container>
  );
}

function usePreselection(step: number, update: (patch: TDraftPatch) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isApplied = useRef(false);
  useEffect(() => {
    if (isApplied.current) return;
    isApplied.current = true;
    const type = searchParams.get('type');
    const template = Number(searchParams.get('template'));
    const patch: TDraftPatch = {};
    if (isLicenceType(type)) {
      patch.licence_type = type;
      if (step === stepIndex('type')) patch.step = stepIndex('template');
    }
    if (Number.isInteger(template) && template > 0) patch.template_id = template;
    if (Object.keys(patch).length === 0) return;
    update(patch);
    // Applied once: a reload must not undo a choice made since.
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, step, update]);
}
