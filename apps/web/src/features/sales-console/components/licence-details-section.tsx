/**
 * The site's own details a sales user keeps (SPEC §6: logo, description, location, phone), each saved on its own:
 * the logo as a PNG upload (cropped square) or a stock photo, the location picked from the address suggestions.
 * A closed licence shows them without forms.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import {
  type TConsoleLicence,
  ZSalesLicenceDescriptionRequest,
  ZSalesLicencePhoneRequest,
} from '@izlog/contract/sales-console';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete, type TAddressValue } from '@/components/address/address-autocomplete';
import { AppIconNotice } from '@/components/media/app-icon-notice';
import { ImageField, type TImageValue } from '@/components/media/image-field';
import { imagePreviewUrl } from '@/components/media/image-value';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateLicence } from '../api/update-licence';
import { OneFieldForm, PHONE_INPUT } from './one-field-form';
import { Section } from './section';

type TProps = { licence: TConsoleLicence };

function LogoForm({ licence }: TProps) {
  const { t } = useTranslation();
  const update = useUpdateLicence(licence.id);
  const [logo, setLogo] = useState<TImageValue | null>(licence.icon ? { kind: 'existing', url: licence.icon } : null);
  const isNew = logo !== null && logo.kind !== 'existing';
  const save = () => {
    if (!logo || logo.kind === 'existing') return;
    const change =
      logo.kind === 'file'
        ? ({ field: 'logo', file: logo.file } as const)
        : ({ field: 'stock-logo', location: logo.location } as const);
    update.mutate(change, {
      onSuccess: (saved) => {
        setLogo(saved.icon ? { kind: 'existing', url: saved.icon } : null);
        notify('success', t('salesConsole.edit.logoSaved'), NOTICE_MS.normal);
      },
      onError: (error) => reportActionError(error),
    });
  };
  return (
    <Stack gap="xs" align="flex-start">
      <ImageField
        label={t('salesConsole.edit.logo')}
        description={t('salesConsole.edit.logoHint')}
        value={logo}
        onChange={setLogo}
        ratio="logo"
      />
      {/* The one logo rule: the app icons need a square of APP_ICON_MIN_SIZE; a new logo that is not is pointed out. */}
      <AppIconNotice url={isNew ? imagePreviewUrl(logo) : null} />
      {isNew && (
        <Button onClick={save} loading={update.isPending}>
          {t('salesConsole.edit.logoSave')}
        </Button>
      )}
    </Stack>
  );
}

function DescriptionForm({ licence }: TProps) {
  const { t } = useTranslation();
  const update = useUpdateLicence(licence.id);
  const { form, onSubmit } = useSchemaForm({
    schema: ZSalesLicenceDescriptionRequest,
    initialValues: { description: licence.description ?? '' },
  });
  return (
    <form
      onSubmit={onSubmit(async ({ description }) => {
        try {
          const saved = await update.mutateAsync({ field: 'description', description });
          form.resetDirty({ description: saved.description ?? '' });
          notify('success', t('salesConsole.edit.saved'), NOTICE_MS.short);
        } catch (error) {
          reportFormError(form, error);
        }
      })}
    >
      <Stack gap="xs" align="flex-start">
        <Textarea
          label={t('salesConsole.edit.description')}
          description={t('salesConsole.edit.descriptionHint')}
          autosize
          minRows={3}
          maxLength={2000}
          w="100%"
          {...form.getInputProps('description')}
        />
        <Button type="submit" variant="light" loading={update.isPending} disabled={!form.isDirty()}>
          {t('salesConsole.edit.save')}
        </Button>
      </Stack>
    </form>
  );
}

function LocationForm({ licence }: TProps) {
  const { t } = useTranslation();
  const update = useUpdateLicence(licence.id);
  const stored =
    licence.address && licence.city && licence.country
      ? { address: licence.address, city: licence.city, country: licence.country }
      : null;
  const [location, setLocation] = useState<TAddressValue | null>(stored);
  const [error, setError] = useState<string | undefined>();
  const isChanged =
    location !== null &&
    (location.address !== stored?.address || location.city !== stored?.city || location.country !== stored?.country);
  const save = () => {
    if (!location) return;
    update.mutate(
      { field: 'location', location },
      {
        onSuccess: () => {
          setError(undefined);
          notify('success', t('salesConsole.edit.saved'), NOTICE_MS.short);
        },
        onError: (failure) => {
          setError(failure.message);
          reportActionError(failure);
        },
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <div style={{ width: '100%' }}>
        <AddressAutocomplete
          label={t('salesConsole.edit.location')}
          value={location}
          onChange={setLocation}
          error={error}
        />
      </div>
      <Button variant="light" onClick={save} loading={update.isPending} disabled={!isChanged}>
        {t('salesConsole.edit.save')}
      </Button>
    </Stack>
  );
}

function PhoneForm({ licence }: TProps) {
  const { t } = useTranslation();
  const update = useUpdateLicence(licence.id);
  return (
    <OneFieldForm
      schema={ZSalesLicencePhoneRequest}
      field="phone"
      initialValue={licence.phone ?? ''}
      save={async (phone) => (await update.mutateAsync({ field: 'phone', phone })).phone ?? ''}
      label={t('salesConsole.edit.phone')}
      inputProps={PHONE_INPUT}
      inputWidth={240}
      saveLabel={t('salesConsole.edit.save')}
      savedMessage={t('salesConsole.edit.saved')}
    />
  );
}

function ReadOnlyDetails({ licence }: TProps) {
  const { t } = useTranslation();
  const rows = [
    [t('salesConsole.edit.description'), licence.description],
    [t('salesConsole.edit.location'), [licence.address, licence.city, licence.country].filter(Boolean).join(', ')],
    [t('salesConsole.edit.phone'), licence.phone],
  ] as const;
  return (
    <Stack gap="xs">
      <Text c="dimmed">{t('salesConsole.edit.closedHint')}</Text>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="sm">{value || '—'}</Text>
        </div>
      ))}
    </Stack>
  );
}

export function LicenceDetailsSection({ licence }: TProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('salesConsole.edit.title')}>
      {licence.status === 'closed' ? (
        <ReadOnlyDetails licence={licence} />
      ) : (
        <Stack gap="lg">
          <LogoForm licence={licence} />
          <DescriptionForm licence={licence} />
          <LocationForm licence={licence} />
          <PhoneForm licence={licence} />
        </Stack>
      )}
    </Section>
  );
}
