/**
 * One user in the user management modal: who they are, then what an admin may do — block or activate, history,
 * delete, and the forms for role and status, e-mail, username, profile and a mail. The licence's owner, the admin's
 * own account, a client and a deleted account are offered only what the server would accept.
 */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { Accordion, Alert, Avatar, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/states';
import { useAdminUser } from '../api/get-admin-user';
import { formatDateTime, fullNameOf, isLicenceOwner, usernameIsEmail } from '../utils/user-display';
import { DeleteUserDialog } from './delete-user-dialog';
import { EmailForm } from './email-form';
import { MailForm } from './mail-form';
import { ProfileForm } from './profile-form';
import { RoleStatusForm } from './role-status-form';
import { StatusActions } from './status-actions';
import { RoleBadge, UserStatusBadge } from './user-badges';
import { UsernameForm } from './username-form';

type TUserDetailProps = {
  userId: number;
  currentUserId: number;
  /** Opens the audit log filtered by this user; absent for admins who may not read it. */
  onShowHistory?: (user: TAdminUser) => void;
  onDeleted(): void;
};

export function UserDetail({ userId, currentUserId, onShowHistory, onDeleted }: TUserDetailProps) {
  const { t } = useTranslation();
  const query = useAdminUser(userId);
  const [isDeleting, setIsDeleting] = useState(false);
  if (query.isPending) return <Skeleton h={240} radius="sm" aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={query.error.message || t('userAdmin.detail.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const user = query.data;
  const isOwner = isLicenceOwner(user);
  const isSelf = user.id === currentUserId;
  const isDeleted = user.status === 'deleted';
  // The server refuses these anyway (superadmin_protected, self_lockout); the modal does not offer them.
  const mayBlockOrDelete = !isOwner && !isSelf && !isDeleted;
  // The owner's e-mail, username and profile are the owner's own (superadmin_protected for anyone else): an admin who
  // could change the e-mail could reset the owner's password through it.
  const mayEditAccount = !isOwner || isSelf;
  // A client's username is their e-mail: it changes with the e-mail, never on its own (the server answers 422).
  const mayEditUsername = mayEditAccount && !usernameIsEmail(user.role);
  const fullName = fullNameOf(user);

  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={user.avatar} alt="" size={56} radius="xl" />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {user.username}
          </Title>
          {fullName && <Text>{fullName}</Text>}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Group gap={4}>
            <RoleBadge role={user.role} />
            <UserStatusBadge status={user.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('userAdmin.detail.created')}: {formatDateTime(user.created_at)} · {t('userAdmin.detail.lastLogin')}:{' '}
            {user.last_login_at ? formatDateTime(user.last_login_at) : t('userAdmin.detail.never')}
          </Text>
        </Stack>
      </Group>

      {isOwner && (
        <Alert color="blue">
          {t('userAdmin.detail.superadminNote')}
          {!isSelf && ` ${t('userAdmin.detail.superadminAccountNote')}`}
        </Alert>
      )}
      {isSelf && !isOwner && <Alert color="blue">{t('userAdmin.detail.selfNote')}</Alert>}
      {isDeleted && <Alert color="gray">{t('userAdmin.detail.deletedNote')}</Alert>}

      <Group gap="xs" role="group" aria-label={t('userAdmin.detail.actionsLabel', { username: user.username })}>
        {mayBlockOrDelete && <StatusActions user={user} />}
        {onShowHistory && (
          <Button variant="default" onClick={() => onShowHistory(user)}>
            {t('userAdmin.detail.history')}
          </Button>
        )}
        {mayBlockOrDelete && (
          <Button variant="outline" color="red.9" aria-haspopup="dialog" onClick={() => setIsDeleting(true)}>
            {t('userAdmin.detail.delete')}
          </Button>
        )}
      </Group>

      {/* Each form is keyed by the user's last change: after a save it starts again from what the server stored. */}
      {!isDeleted && (
        <Accordion variant="separated" multiple>
          {!isOwner && (
            <Accordion.Item value="roleStatus">
              <Accordion.Control>{t('userAdmin.detail.panels.roleStatus')}</Accordion.Control>
              <Accordion.Panel>
                <RoleStatusForm key={user.updated_at} user={user} />
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {mayEditAccount && (
            <Accordion.Item value="email">
              <Accordion.Control>{t('userAdmin.detail.panels.email')}</Accordion.Control>
              <Accordion.Panel>
                <EmailForm key={user.updated_at} user={user} />
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {mayEditUsername && (
            <Accordion.Item value="username">
              <Accordion.Control>{t('userAdmin.detail.panels.username')}</Accordion.Control>
              <Accordion.Panel>
                <UsernameForm key={user.updated_at} user={user} />
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {mayEditAccount && (
            <Accordion.Item value="profile">
              <Accordion.Control>{t('userAdmin.detail.panels.profile')}</Accordion.Control>
              <Accordion.Panel>
                <ProfileForm key={user.updated_at} user={user} />
              </Accordion.Panel>
            </Accordion.Item>
          )}
          <Accordion.Item value="mail">
            <Accordion.Control>{t('userAdmin.detail.panels.mail')}</Accordion.Control>
            <Accordion.Panel>
              <MailForm user={user} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}

      {isDeleting && (
        <DeleteUserDialog
          user={user}
          onCancel={() => setIsDeleting(false)}
          onDeleted={() => {
            setIsDeleting(false);
            onDeleted();
          }}
        />
      )}
    </Stack>
  );
}
