/** Role and status together (SPEC §7 admin-update-user-role: role, status): what the user may do and whether they may. */
import { formatMessage } from '@izlog/contract/messages';
import {
  ASSIGNABLE_ROLES,
  ASSIGNABLE_STATUSES,
  type TAdminUpdateRoleRequest,
  type TAdminUser,
  ZAdminUpdateRoleRequest,
} from '@izlog/contract/user-admin';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateRole } from '../api/update-role';
import { reportUserFormError } from '../utils/user-form-error';

export function RoleStatusForm({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const updateRole = useUpdateRole();
  const { form, onSubmit } = useSchemaForm<TAdminUpdateRoleRequest>({
    schema: ZAdminUpdateRoleRequest,
    // A deleted user has no form (the detail shows none); any other status is one an admin may set.
    initialValues: {
      role: user.role as TAdminUpdateRoleRequest['role'],
      status: user.status as TAdminUpdateRoleRequest['status'],
    },
  });
  const handleSubmit = onSubmit((values) =>
    updateRole.mutateAsync({ id: user.id, body: ZAdminUpdateRoleRequest.parse(values) }).then(
      () => notify('success', formatMessage('user_updated', getLanguage())),
      (error: unknown) => reportUserFormError(form, error),
    ),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t('userAdmin.fields.role')}
            data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`userAdmin.roles.${role}`) }))}
            allowDeselect={false}
            w={200}
            {...form.getInputProps('role')}
          />
          <Select
            label={t('userAdmin.fields.status')}
            data={ASSIGNABLE_STATUSES.map((status) => ({ value: status, label: t(`userAdmin.statuses.${status}`) }))}
            allowDeselect={false}
            w={200}
            {...form.getInputProps('status')}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('userAdmin.detail.roleStatusHint')}
        </Text>
        <Group>
          <Button type="submit" loading={updateRole.isPending}>
            {t('userAdmin.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
