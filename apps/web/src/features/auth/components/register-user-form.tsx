/** Registration of a front user: e-mail, password, username, optional name, captcha and terms. */
import { ZRegisterFrontUserRequest } from '@izlog/contract/auth';
import { NOTICE_MS } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha-field';
import { useCaptchaChallenge } from '@/lib/captcha';
import { closeModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useRegisterFrontUser } from '../api/register-front-user';
import { TermsField } from './terms-field';

const initialValues = { email: '', password: '', username: '', name: '', surname: '', terms: false, captcha: '' };

export function RegisterUserForm({ licence }: { licence: TPublicLicence }) {
  const { t } = useTranslation();
  const register = useRegisterFrontUser();
  const captcha = useCaptchaChallenge(licence.captcha_enabled, 'register-user');
  const { form, onSubmit } = useSchemaForm({ schema: ZRegisterFrontUserRequest, initialValues });

  const handleSubmit = onSubmit((values) =>
    register.mutateAsync(ZRegisterFrontUserRequest.parse({ ...values, captcha_id: captcha.captchaId })).then(
      (response) => {
        // The site's greeting (SPEC §2 greeting messages) over the server's word on confirming the account.
        notify('success', response.message, NOTICE_MS.longest, { title: licence.register_msg || undefined });
        closeModal();
      },
      (error: unknown) => {
        form.setFieldValue('captcha', '');
        captcha.refresh();
        reportFormError(form, error);
      },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label={t('fields.password')} autoComplete="new-password" {...form.getInputProps('password')} />
        <TextInput label={t('fields.username')} autoComplete="username" {...form.getInputProps('username')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            description={t('fields.optional')}
            autoComplete="given-name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.surname')}
            description={t('fields.optional')}
            autoComplete="family-name"
            {...form.getInputProps('surname')}
          />
        </SimpleGrid>
        {captcha.isShown && <CaptchaField challenge={captcha} inputProps={form.getInputProps('captcha')} />}
        <TermsField inputProps={form.getInputProps('terms', { type: 'checkbox' })} />
        <Button type="submit" loading={register.isPending}>
          {t('auth.registerSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
