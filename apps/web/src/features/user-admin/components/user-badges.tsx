/** A user's role and status as small labels; colours carry no meaning the words do not say. */
import type { TUserStatus } from '@izlog/contract/constants';
import type { TLicenceRole } from '@izlog/contract/roles';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<TUserStatus, string> = {
  active: 'teal',
  inactive: 'yellow',
  blocked: 'red',
  deleted: 'gray',
};

export function RoleBadge({ role }: { role: TLicenceRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="indigo" size="sm">
      {t(`userAdmin.roles.${role}`)}
    </Badge>
  );
}

export function UserStatusBadge({ status }: { status: TUserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} size="sm">
      {t(`userAdmin.statuses.${status}`)}
    </Badge>
  );
}
