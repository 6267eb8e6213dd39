/** An admin changes a user's username; a taken one (any letter case) is shown at the field (409). */
import { formatMessage } from '@izlog/contract/messages';
import { type TAdminUser, ZAdminUpdateUsernameRequest } from '@izlog/contract/user-admin';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateUsername } from '../api/update-username';
import { reportUserFormError } from '../utils/user-form-error';

export function UsernameForm({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const updateUsername = useUpdateUsername();
  const { form, onSubmit } = useSchemaForm({
    schema: ZAdminUpdateUsernameRequest,
    initialValues: { username: user.username },
  });
  const handleSubmit = onSubmit((values) =>
    updateUsername.mutateAsync({ id: user.id, username: ZAdminUpdateUsernameRequest.parse(values).username }).then(
      () => notify('success', formatMessage('user_updated', getLanguage())),
      (error: unknown) => reportUserFormError(form, error, 'username'),
    ),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('userAdmin.fields.username')}
          autoComplete="off"
          description={t('userAdmin.detail.usernameHint')}
          {...form.getInputProps('username')}
        />
        <Group>
          <Button type="submit" loading={updateUsername.isPending}>
            {t('userAdmin.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
