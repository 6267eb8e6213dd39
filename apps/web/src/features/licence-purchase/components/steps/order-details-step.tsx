/**
 * Step 3, the order form (SPEC §2 "Licence creation", §5): the site's name, logo, language, description, phone and
 * location (picked from the address suggestions). Every keystroke is kept in the draft; a field's message shows once
 * it has been left, and every message once Next is pressed.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { LANGUAGES } from '@izlog/contract/constants';
import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete, type TAddressValue } from '@/components/address/address-autocomplete';
import { getLanguage } from '@/lib/i18n';
import { orderDetailsErrors } from '../../utils/step-validation';
import { LogoField } from '../logo-field';
import { StepFrame } from '../step-frame';
import type { TStepProps } from './step-props';

type TField = 'title_of_app' | 'description' | 'phone' | 'location' | 'language';

export function OrderDetailsStep({ draft, update, goNext, goBack, focusOnMount }: TStepProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<TField> | 'all'>(new Set());
  const errors = orderDetailsErrors(draft, getLanguage());
  const shown = (field: TField) => (touched === 'all' || touched.has(field) ? errors[field] : undefined);
  const touch = (field: TField) => () =>
    setTouched((current) => (current === 'all' || current.has(field) ? current : new Set([...current, field])));
  const location: TAddressValue | null =
    draft.address && draft.city && draft.country
      ? { address: draft.address, city: draft.city, country: draft.country }
      : null;

  return (
    <StepFrame
      title={t('licencePurchase.details.heading')}
      hint={t('licencePurchase.details.hint')}
      focusOnMount={focusOnMount}
      onBack={goBack}
      next={{
        onClick: () => {
          setTouched('all');
          if (Object.keys(errors).length === 0) goNext();
        },
      }}
    >
      <Stack gap="md" maw={560}>
        <TextInput
          label={t('licencePurchase.details.siteName')}
          description={t('licencePurchase.details.siteNameHint')}
          required
          value={draft.title_of_app ?? ''}
          onChange={(event) => update({ title_of_app: event.currentTarget.value })}
          onBlur={touch('title_of_app')}
          error={shown('title_of_app')}
          maxLength={255}
        />
        <LogoField value={draft.icon} onChange={(icon) => update({ icon })} />
        <Radio.Group
          name="language"
          label={t('licencePurchase.details.language')}
          description={t('licencePurchase.details.languageHint')}
          required
          value={draft.language ?? null}
          onChange={(value) => {
            update({ language: value as TLanguage });
            touch('language')();
          }}
          error={shown('language')}
        >
          <Group mt="xs">
            {LANGUAGES.map((language) => (
              <Radio key={language} value={language} label={t(`licencePurchase.details.languages.${language}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('licencePurchase.details.description')}
          description={t('licencePurchase.details.descriptionHint')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={draft.description ?? ''}
          onChange={(event) => update({ description: event.currentTarget.value })}
          onBlur={touch('description')}
          error={shown('description')}
        />
        <TextInput
          label={t('licencePurchase.details.phone')}
          description={t('licencePurchase.details.phoneHint')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={draft.phone ?? ''}
          onChange={(event) => update({ phone: event.currentTarget.value })}
          onBlur={touch('phone')}
          error={shown('phone')}
        />
        <AddressAutocomplete
          label={t('licencePurchase.details.location')}
          required
          value={location}
          onChange={(value) =>
            update({ address: value?.address ?? '', city: value?.city ?? '', country: value?.country ?? '' })
          }
          onBlur={touch('location')}
          error={shown('location')}
        />
      </Stack>
    </StepFrame>
  );
}
