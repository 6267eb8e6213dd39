/**
 * A front user's or a staff member's profile (SPEC §2 "Profile setup", §3 User): picture (required while there is
 * none), username, name, gender, birthdate, a few words, public e-mail, phone, address from the suggestions and the
 * social links. The e-mail is shown but not editable. The contract's rules check each field as it is left.
 */
import { GENDERS, type TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TOwnProfile } from '@izlog/contract/profiles';
import { ZUpdateFrontUserProfileRequest } from '@izlog/contract/profiles';
import { Box, Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAutocomplete, type TAddressValue } from '@/components/address/address-autocomplete';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveProfileForm } from '../hooks/use-save-profile-form';
import { personalFormData, personalValuesOf, type TPersonalProfileValues } from '../utils/profile-form-values';
import { ProfilePictureField, ReadOnlyEmail, SocialLinkFields } from './profile-fields';

type TPersonalProfileFormProps = { profile: TOwnProfile; canPickStock: boolean };

/** A stored address may be a place without a street (as registration leaves it): shown, and kept unless changed. */
const hasPlace = (values: TPersonalProfileValues) => values.city.trim() !== '' && values.country.trim() !== '';

/**
 * Rules the request schema leaves to the form: the picture travels as a file, a username cannot be emptied, and an
 * address typed but not picked from the suggestions is not saved as "no address" (SPEC §5: chosen from the list).
 */
const formOnlyRules = (values: TPersonalProfileValues, language: TLanguage): Record<string, string> => ({
  ...(values.avatar ? {} : { avatar: formatMessage('avatar_required', language) }),
  ...(values.username.trim() ? {} : { username: formatMessage('field_required', language) }),
  ...(values.address_query.trim() && !hasPlace(values)
    ? { address: formatMessage('location_pick_required', language) }
    : {}),
});

const today = () => new Date().toISOString().slice(0, 10);

export function PersonalProfileForm({ profile, canPickStock }: TPersonalProfileFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit } = useSchemaForm({
    schema: ZUpdateFrontUserProfileRequest,
    initialValues: personalValuesOf(profile),
    validateExtra: formOnlyRules,
  });
  const { submit, isSaving } = useSaveProfileForm({
    kind: 'personal',
    userId: profile.id,
    form,
    toBody: personalFormData,
    valuesOf: personalValuesOf,
  });
  const { values } = form;
  const address: TAddressValue | null = hasPlace(values)
    ? { address: values.address, city: values.city, country: values.country }
    : null;
  const setAddress = (value: TAddressValue | null) => {
    form.setFieldValue('address', value?.address ?? '');
    form.setFieldValue('city', value?.city ?? '');
    form.setFieldValue('country', value?.country ?? '');
  };
  const optional = t('fields.optional');

  return (
    <form onSubmit={onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('profiles.setup.sections.account')}>
          <Stack>
            <ReadOnlyEmail email={profile.email} />
            <TextInput
              label={t('fields.username')}
              description={t('profiles.fields.usernameHint')}
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            <ProfilePictureField
              label={t('profiles.fields.avatar')}
              value={values.avatar}
              onChange={(value) => form.setFieldValue('avatar', value)}
              error={form.errors.avatar as string | undefined}
              withStock={canPickStock}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('profiles.setup.sections.about')}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('fields.name')}
                description={optional}
                autoComplete="given-name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('fields.surname')}
                description={optional}
                autoComplete="family-name"
                {...form.getInputProps('surname')}
              />
              <Select
                label={t('profiles.fields.gender')}
                description={optional}
                placeholder={t('profiles.fields.genderNotSaid')}
                data={GENDERS.map((gender) => ({ value: gender, label: t(`profiles.fields.genders.${gender}`) }))}
                clearable
                allowDeselect
                {...form.getInputProps('gender')}
                value={values.gender || null}
                onChange={(value) => form.setFieldValue('gender', (value ?? '') as TPersonalProfileValues['gender'])}
              />
              <TextInput
                label={t('profiles.fields.birthdate')}
                description={optional}
                type="date"
                max={today()}
                autoComplete="bday"
                {...form.getInputProps('birthdate')}
              />
            </SimpleGrid>
            <Textarea
              label={t('profiles.fields.bioPersonal')}
              description={optional}
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps('bio')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('profiles.setup.sections.contact')}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('fields.publicEmail')}
                description={t('profiles.fields.publicEmailHint')}
                type="email"
                autoComplete="off"
                {...form.getInputProps('public_email')}
              />
              <TextInput
                label={t('fields.phone')}
                description={t('profiles.fields.phoneHint')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            {/* The box's own text, read as it bubbles up: the value alone cannot tell "cleared" from "typing". */}
            <Box
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('address_query', event.target.value)
              }
            >
              <AddressAutocomplete
                label={t('fields.address')}
                description={t('profiles.fields.addressHint')}
                value={address}
                onChange={setAddress}
                onBlur={() => form.getInputProps('address').onBlur?.()}
                error={(form.errors.address ?? form.errors.city ?? form.errors.country) as string | undefined}
              />
            </Box>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('profiles.setup.sections.social')}>
          <SocialLinkFields form={form} />
        </Fieldset>
        <Group>
          <Button type="submit" loading={isSaving}>
            {t('profiles.setup.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
