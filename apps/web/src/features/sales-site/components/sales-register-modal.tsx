/**
 * Registration of a sales user (SPEC §2 style): name, e-mail, password, phone, the terms and conditions and the
 * terms of payment (each its own checkbox, both required, SPEC §5) and the captcha. Success signs the user in; a
 * taken e-mail says "Account already exists!" (SPEC §8) and the modal stays open with what was typed.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { ZRegisterSalesUserRequest } from '@izlog/contract/sales';
import { zAccepted } from '@izlog/contract/validation';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';
import { CaptchaField } from '@/components/captcha-field';
import { closeModal, openModal } from '@/lib/modal-store';
import { notify } from '@/lib/notify';
import { platformRoutes } from '@/lib/platform-paths';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSalesUserCaptcha } from '../api/get-sales-user-captcha';
import { useRegisterSalesUser } from '../api/register-sales-user';

/** The form asks for each set of terms apart; the call carries one `terms` once both are accepted. */
const ZRegisterForm = ZRegisterSalesUserRequest.omit({ terms: true, captcha_id: true }).extend({
  accept_terms: zAccepted,
  accept_payment_terms: zAccepted,
});

const initialValues = {
  name: '',
  email: '',
  password: '',
  phone: '',
  accept_terms: false,
  accept_payment_terms: false,
  captcha: '',
};

export function SalesRegisterModal() {
  const { t } = useTranslation();
  const register = useRegisterSalesUser();
  const captcha = useSalesUserCaptcha();
  const { form, onSubmit } = useSchemaForm({ schema: ZRegisterForm, initialValues });

  const handleSubmit = onSubmit(({ accept_terms, accept_payment_terms, ...values }) =>
    register
      .mutateAsync(
        ZRegisterSalesUserRequest.parse({
          ...values,
          terms: accept_terms && accept_payment_terms,
          captcha_id: captcha.captchaId || undefined,
          captcha: values.captcha || undefined,
        }),
      )
      .then(
        () => {
          notify('success', t('salesSite.register.created'), NOTICE_MS.longest);
          closeModal();
        },
        (error: unknown) => {
          // A taken e-mail is the server's 409 naming the field: "Account already exists!" beside it and as a notice.
          form.setFieldValue('captcha', '');
          captcha.refresh();
          reportFormError(form, error);
        },
      ),
  );

  return (
    <AppModal opened onClose={closeModal} title={t('salesSite.register.title')} size="lg" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('salesSite.register.lead')}
          </Text>
          <TextInput label={t('fields.name')} autoComplete="name" data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput label={t('fields.password')} autoComplete="new-password" {...form.getInputProps('password')} />
          <TextInput
            label={t('fields.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          {captcha.isShown && <CaptchaField challenge={captcha} inputProps={form.getInputProps('captcha')} />}
          <TermsCheckbox
            label={t('salesSite.register.acceptTerms')}
            linkLabel={t('salesSite.register.read', { name: t('salesSite.terms.andConditions') })}
            href={platformRoutes.termsAndConditions}
            inputProps={form.getInputProps('accept_terms', { type: 'checkbox' })}
          />
          <TermsCheckbox
            label={t('salesSite.register.acceptPaymentTerms')}
            linkLabel={t('salesSite.register.read', { name: t('salesSite.terms.ofPayment') })}
            href={platformRoutes.termsOfPayment}
            inputProps={form.getInputProps('accept_payment_terms', { type: 'checkbox' })}
          />
          <Button type="submit" loading={register.isPending}>
            {t('salesSite.register.submit')}
          </Button>
          <Group gap={6}>
            <Text size="sm">{t('salesSite.register.haveAccount')}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => openModal({ name: 'salesLoginModal' })}>
              {t('salesSite.register.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

type TTermsCheckboxProps = { label: string; linkLabel: string; href: string; inputProps: GetInputPropsReturnType };

/** A set of terms to accept, with a link to read them in a new tab (the form keeps what was typed meanwhile). */
function TermsCheckbox({ label, linkLabel, href, inputProps }: TTermsCheckboxProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Checkbox label={label} {...inputProps} />
      <Anchor href={href} target="_blank" rel="noopener" size="sm" w="fit-content">
        {linkLabel} <VisuallyHidden>{t('licenceTexts.newTab')}</VisuallyHidden>
      </Anchor>
    </Stack>
  );
}
