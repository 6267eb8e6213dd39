/**
 * An admin changes a user's e-mail (users cannot, SPEC §3); a taken address is shown at the field (409). A client's
 * username is their e-mail (SPEC §5), so the hint says the username changes with it.
 */
import { formatMessage } from '@izlog/contract/messages';
import { type TAdminUser, ZAdminUpdateEmailRequest } from '@izlog/contract/user-admin';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateEmail } from '../api/update-email';
import { usernameIsEmail } from '../utils/user-display';
import { reportUserFormError } from '../utils/user-form-error';

export function EmailForm({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const updateEmail = useUpdateEmail();
  const { form, onSubmit } = useSchemaForm({ schema: ZAdminUpdateEmailRequest, initialValues: { email: user.email } });
  const handleSubmit = onSubmit((values) =>
    updateEmail.mutateAsync({ id: user.id, email: ZAdminUpdateEmailRequest.parse(values).email }).then(
      () => notify('success', formatMessage('user_updated', getLanguage())),
      (error: unknown) => reportUserFormError(form, error, 'email'),
    ),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('userAdmin.fields.email')}
          type="email"
          autoComplete="off"
          description={t(
            usernameIsEmail(user.role) ? 'userAdmin.detail.clientEmailHint' : 'userAdmin.detail.emailHint',
          )}
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={updateEmail.isPending}>
            {t('userAdmin.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
