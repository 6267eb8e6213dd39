/**
 * A client's company profile (SPEC §2 "Profile setup", §3 Client, §5): company name, logo (required while there is
 * none), a description, public e-mail and phone (all required), the social links and the locations, the first of
 * which is the primary one. The e-mail is shown but not editable: only an administrator changes a client's e-mail.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { type TOwnProfile, ZUpdateClientProfileRequest } from '@izlog/contract/profiles';
import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveProfileForm } from '../hooks/use-save-profile-form';
import { companyFormData, companyValuesOf, type TCompanyProfileValues } from '../utils/profile-form-values';
import { LocationListField } from './location-list-field';
import { ProfilePictureField, ReadOnlyEmail, SocialLinkFields } from './profile-fields';

type TCompanyProfileFormProps = { profile: TOwnProfile; canPickStock: boolean };

/** The logo travels as a file, outside the request schema; SPEC §5 makes it required. */
const logoRule = (values: TCompanyProfileValues, language: TLanguage): Record<string, string> =>
  values.avatar ? {} : { avatar: formatMessage('logo_required', language) };

export function CompanyProfileForm({ profile, canPickStock }: TCompanyProfileFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit } = useSchemaForm({
    schema: ZUpdateClientProfileRequest,
    initialValues: companyValuesOf(profile),
    validateExtra: logoRule,
  });
  const { submit, isSaving } = useSaveProfileForm({
    kind: 'company',
    userId: profile.id,
    form,
    toBody: companyFormData,
    valuesOf: companyValuesOf,
  });

  return (
    <form onSubmit={onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('profiles.setup.sections.company')}>
          <Stack>
            <ReadOnlyEmail email={profile.email} />
            <TextInput
              label={t('fields.companyName')}
              autoComplete="organization"
              required
              {...form.getInputProps('company_name')}
            />
            <ProfilePictureField
              label={t('fields.logo')}
              value={form.values.avatar}
              onChange={(value) => form.setFieldValue('avatar', value)}
              error={form.errors.avatar as string | undefined}
              withStock={canPickStock}
            />
            <Textarea
              label={t('profiles.fields.bioCompany')}
              required
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps('bio')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('profiles.setup.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.publicEmail')}
              description={t('profiles.fields.publicEmailHint')}
              type="email"
              autoComplete="off"
              required
              {...form.getInputProps('public_email')}
            />
            <TextInput
              label={t('fields.phone')}
              description={t('profiles.fields.phoneHint')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
        </Fieldset>
        <LocationListField form={form} />
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
