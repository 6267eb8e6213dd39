/**
 * Role and status together (SPEC §7 admin-update-user-role: role, status): what the user may do and whether they may.
 * A change that takes the user's access away — blocked, back to not validated, or a role that no longer administers
 * users — is saved only after a confirmation that says what happens, as the Block button asks first.
 */
import { formatMessage } from '@izlog/contract/messages';
import { USER_ADMIN_ROLES } from '@izlog/contract/roles';
import {
  ASSIGNABLE_ROLES,
  ASSIGNABLE_STATUSES,
  type TAdminUpdateRoleRequest,
  type TAdminUser,
  ZAdminUpdateRoleRequest,
} from '@izlog/contract/user-admin';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateRole } from '../api/update-role';
import { reportUserFormError } from '../utils/user-form-error';

/** Statuses that keep the user out: the server ends their sessions and login refuses them. */
const LOCKED_OUT_STATUSES: readonly string[] = ['blocked', 'inactive'];

const administersUsers = (role: string) => (USER_ADMIN_ROLES as readonly string[]).includes(role);

/** What the confirmation says, one sentence per consequence; none when the change needs no confirmation. */
function consequencesOf(user: TAdminUser, values: TAdminUpdateRoleRequest): ('blocked' | 'inactive' | 'demoted')[] {
  const consequences: ('blocked' | 'inactive' | 'demoted')[] = [];
  if (values.status !== user.status && LOCKED_OUT_STATUSES.includes(values.status)) {
    consequences.push(values.status as 'blocked' | 'inactive');
  }
  if (administersUsers(user.role) && !administersUsers(values.role)) consequences.push('demoted');
  return consequences;
}

export function RoleStatusForm({ user }: { user: TAdminUser }) {
  const { t } = useTranslation();
  const updateRole = useUpdateRole();
  const [confirming, setConfirming] = useState<TAdminUpdateRoleRequest | null>(null);
  const { form, onSubmit } = useSchemaForm<TAdminUpdateRoleRequest>({
    schema: ZAdminUpdateRoleRequest,
    // A deleted user has no form (the detail shows none); any other status is one an admin may set.
    initialValues: {
      role: user.role as TAdminUpdateRoleRequest['role'],
      status: user.status as TAdminUpdateRoleRequest['status'],
    },
  });
  const save = (values: TAdminUpdateRoleRequest) =>
    updateRole.mutateAsync({ id: user.id, body: ZAdminUpdateRoleRequest.parse(values) }).then(
      () => notify('success', formatMessage('user_updated', getLanguage())),
      (error: unknown) => reportUserFormError(form, error),
    );
  const handleSubmit = onSubmit(async (values) => {
    if (consequencesOf(user, values).length > 0) setConfirming(values);
    else await save(values);
  });
  const confirmationMessage = (values: TAdminUpdateRoleRequest) =>
    [
      t('userAdmin.confirm.roleStatusMessage', { username: user.username }),
      ...consequencesOf(user, values).map((consequence) =>
        t(`userAdmin.confirm.roleStatusConsequences.${consequence}`, { role: t(`userAdmin.roles.${values.role}`) }),
      ),
    ].join(' ');

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
      {confirming && (
        <ConfirmDialog
          title={t('userAdmin.confirm.roleStatusTitle')}
          message={confirmationMessage(confirming)}
          confirmLabel={t('userAdmin.detail.save')}
          isPending={updateRole.isPending}
          onConfirm={() => void save(confirming).finally(() => setConfirming(null))}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  );
}
