/**
 * Above an editor: the item's status, and what it means for the author — the moderator's remark on a request for
 * edit (remark_request_for_edit), that a disapproved item must be entered again, or, for an approved item whose
 * edit waits (decision 0011), the edit's own status and remark while the approved version stays public.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { TPendingRevision } from '@izlog/contract/revisions';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

type TStatusNoticeProps = {
  status: TContentStatus;
  remark: string | null;
  /** The author's edit of the approved item that waits, if any. */
  pendingEdit?: TPendingRevision | null;
};

export function StatusNotice({ status, remark, pendingEdit }: TStatusNoticeProps) {
  const { t } = useTranslation();
  // What the author works on: the waiting edit when there is one, else the item itself.
  const workingStatus = pendingEdit?.status ?? status;
  const workingRemark = pendingEdit ? pendingEdit.remark_request_for_edit : remark;
  return (
    <Group gap="sm" align="flex-start" mb="md">
      <Text size="sm" fw={500}>
        {t('manage.columns.status')}:
      </Text>
      <StatusBadge status={status} />
      {pendingEdit && (
        <Badge color="grape" variant="light">
          {t(`manage.pendingEdit.${pendingEdit.status}`)}
        </Badge>
      )}
      {workingStatus === 'request_for_edit' && (
        <Alert color="orange" title={t('manage.remarkTitle')} w="100%" role="note">
          {workingRemark || t('manage.remarkMissing')}
        </Alert>
      )}
      {pendingEdit ? (
        <Text size="sm" c="dimmed" w="100%">
          {t('manage.pendingEditHint')}
        </Text>
      ) : (
        status === 'on_moderation' && (
          <Text size="sm" c="dimmed" w="100%">
            {t('manage.onModerationHint')}
          </Text>
        )
      )}
      {status === 'deleted' && (
        <Text size="sm" c="dimmed" w="100%">
          {t('manage.deletedHint')}
        </Text>
      )}
    </Group>
  );
}
