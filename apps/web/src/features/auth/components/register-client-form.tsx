/** Registration of a client (company): contact data, locations, logo, captcha and terms; the e-mail is the username. */
import { ZRegisterClientRequest } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { formatMessage } from '@izlog/contract/messages';
import { Button, PasswordInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha-field';
import { useCaptchaChallenge } from '@/lib/captcha';
import { closeModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useRegisterClient } from '../api/register-client';
import { EMPTY_LOCATION, LocationFields, type TLocationValues } from './location-fields';
import { LogoField } from './logo-field';
import { TermsField } from './terms-field';

type TClientFormValues = {
  email: string;
  password: string;
  company_name: string;
  phone: string;
  public_email: string;
  bio: string;
  twitter: string;
  facebook: string;
  instagram: string;
  locations: TLocationValues[];
  logo: File | null;
  terms: boolean;
  captcha: string;
};

const initialValues: TClientFormValues = {
  email: '',
  password: '',
  company_name: '',
  phone: '',
  public_email: '',
  bio: '',
  twitter: '',
  facebook: '',
  instagram: '',
  locations: [{ ...EMPTY_LOCATION }],
  logo: null,
  terms: false,
  captcha: '',
};

export function RegisterClientForm({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const register = useRegisterClient();
  const captcha = useCaptchaChallenge(licence.captcha_enabled, 'register-client');
  const { form, onSubmit } = useSchemaForm({
    schema: ZRegisterClientRequest,
    initialValues,
    // The logo travels as a file, outside the contract's schema; SPEC §5 makes it required.
    validateExtra: (values, language): Record<string, string> =>
      values.logo ? {} : { logo: formatMessage('field_required', language) },
  });

  const handleSubmit = onSubmit(({ logo, ...values }) =>
    register
      .mutateAsync({
        ...ZRegisterClientRequest.parse({ ...values, captcha_id: captcha.captchaId }),
        logo: logo as File,
      })
      .then(
        (response) => {
          // The site's greeting (SPEC §2 greeting messages) over the server's word on confirming the account.
          notify('success', response.message, NOTICE_MS.longest, { title: licence.client_register_msg || undefined });
          closeModal();
        },
        (error: unknown) => {
          form.setFieldValue('captcha', '');
          captcha.refresh();
          reportFormError(form, error);
        },
      ),
  );

  const optional = t('fields.optional');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          description={t('auth.clientUsernameHint')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput label={t('fields.password')} autoComplete="new-password" {...form.getInputProps('password')} />
        <TextInput
          label={t('fields.companyName')}
          autoComplete="organization"
          {...form.getInputProps('company_name')}
        />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput
          label={t('fields.publicEmail')}
          description={optional}
          type="email"
          {...form.getInputProps('public_email')}
        />
        <Textarea label={t('fields.bio')} description={optional} autosize minRows={2} {...form.getInputProps('bio')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.twitter')} description={optional} type="url" {...form.getInputProps('twitter')} />
          <TextInput
            label={t('fields.facebook')}
            description={optional}
            type="url"
            {...form.getInputProps('facebook')}
          />
          <TextInput
            label={t('fields.instagram')}
            description={optional}
            type="url"
            {...form.getInputProps('instagram')}
          />
        </SimpleGrid>
        <LocationFields form={form} />
        <LogoField
          value={form.values.logo}
          onChange={(file) => form.setFieldValue('logo', file)}
          error={form.errors.logo}
        />
        {captcha.isShown && <CaptchaField challenge={captcha} inputProps={form.getInputProps('captcha')} />}
        <TermsField inputProps={form.getInputProps('terms', { type: 'checkbox' })} />
        <Button type="submit" loading={register.isPending}>
          {t('auth.registerSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
