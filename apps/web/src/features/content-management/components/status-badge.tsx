/**
 * Where a content or catalog stands (SPEC §4): draft, on moderation, approved, request for edit, disapproved or
 * turned off. The words come from the locales; the colour only repeats them.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colorOf: Record<TContentStatus, string> = {
  draft: 'gray',
  on_moderation: 'yellow',
  approved: 'teal',
  request_for_edit: 'orange',
  deleted: 'red',
};

export function StatusBadge({ status }: { status: TContentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colorOf[status]} variant="light">
      {t(`manage.status.${status}`)}
    </Badge>
  );
}
