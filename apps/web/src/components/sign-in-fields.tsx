/**
 * The e-mail and password of a sign-in modal, the same on a licence's site and on the platform site: the e-mail takes
 * focus when the modal opens, and both let the browser fill what it keeps.
 */
import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from '@/lib/schema-form';

export function SignInFields({ form }: { form: TSchemaForm<{ email: string; password: string }> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        data-autofocus
        {...form.getInputProps('email')}
      />
      <PasswordInput label={t('fields.password')} autoComplete="current-password" {...form.getInputProps('password')} />
    </>
  );
}
